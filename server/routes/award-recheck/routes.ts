import * as ops from '@core/contract/award-recheck';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

export const awardRecheck = declareRoute(ops.awardRecheck, {
  tags: ['Milhas'],
  summary: '"Ainda está lá?": verifica de novo uma oferta em milhas, sem cache',
  description:
    'Uma busca nova na Seats.aero para o dia, a rota e o programa da oferta, sem o cache de respostas (e que o ' +
    'renova); com o ID da disponibilidade e uma chave Pro, pede também à Seats.aero que atualize o dela, sem ' +
    'esperar. Ofertas da demonstração respondem pelos dados dela. AWARD_RECHECKS_PER_DAY por conta por dia ' +
    '(dia de Brasília); uma falha do provedor não conta.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.awardRecheck, 'Encontrada ou não agora, como está agora, o que mudou e quando foi verificada.'),
    ...bodyReplies,
    ...guardReplies,
    429: errorReply('Verificações de hoje esgotadas; Retry-After diz em quantos segundos o dia vira (Brasília).'),
    502: errorReply('Seats.aero falhou (chave recusada, limite, resposta inválida ou fora do ar).'),
    503: errorReply('Seats.aero não configurado.'),
    504: errorReply('Seats.aero não respondeu a tempo.'),
  },
});
