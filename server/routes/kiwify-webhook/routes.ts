import { kiwifyWebhook } from '@core/contract/dev';
import { bodyReplies, declareRoute, errorReply, okReply } from '../../openapi/contract';

export const receive = declareRoute(kiwifyWebhook, {
  tags: ['Pagamentos'],
  summary: 'Eventos de compra e assinatura da Kiwify',
  description:
    'Assinado: `signature` é o HMAC-SHA1 (hex) do corpo cru com o token do webhook. Cada evento conta uma vez só; ' +
    'uma compra aprovada cria o acesso e envia o e-mail para definir a senha.',
  responses: {
    ...okReply(kiwifyWebhook, 'Evento recebido (ou já recebido antes).'),
    ...bodyReplies,
    401: errorReply('Assinatura inválida.'),
    503: errorReply('Webhook da Kiwify não configurado.'),
  },
});
