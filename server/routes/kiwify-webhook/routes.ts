import { createRoute } from '@hono/zod-openapi';
import { kiwifyBodySchema } from '@core/schemas/kiwify';
import { z } from '@core/schemas/zod-locale';
import { bodyReplies, errorReply, jsonBody, jsonReply } from '../../openapi/contract';

export const kiwifyBody = kiwifyBodySchema;

export const receive = createRoute({
  method: 'post',
  path: '/api/webhooks/kiwify',
  tags: ['Pagamentos'],
  summary: 'Eventos de compra e assinatura da Kiwify',
  description:
    'Assinado: `signature` é o HMAC-SHA1 (hex) do corpo cru com o token do webhook. Cada evento conta uma vez só; ' +
    'uma compra aprovada cria o acesso e envia o e-mail para definir a senha.',
  parameters: [
    {
      name: 'signature',
      in: 'query',
      required: true,
      description: 'HMAC-SHA1 hex do corpo, com o token do webhook da Kiwify.',
      schema: { type: 'string' },
    },
  ],
  request: { body: jsonBody(kiwifyBody) },
  responses: {
    200: jsonReply('Evento recebido (ou já recebido antes).', z.looseObject({ success: z.literal(true) })),
    ...bodyReplies,
    401: errorReply('Assinatura inválida.'),
    503: errorReply('Webhook da Kiwify não configurado.'),
  },
});
