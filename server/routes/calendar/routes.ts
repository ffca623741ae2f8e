import * as ops from '@core/contract/insight';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

const tags = ['Calendário'];
const tooMany = errorReply('Limite de calendários por hora atingido.');

export const getCalendar = declareRoute(ops.getCalendar, {
  tags,
  summary: 'Calendário de preços: um mês (até 62 dias), dinheiro e milhas em reais por dia',
  description:
    'Uma consulta à Seats.aero cobre o período (duas na ida e volta); as tarifas em dinheiro vêm do cache e de no ' +
    'máximo CALENDAR_MAX_CASH_DATES consultas pagas. Um dia sem preço vem com `cash: null` e `miles: []` ' +
    '(sem dado). Sem nenhum provedor configurado, a demonstração responde (`demo: true`). `origin` e `destination` ' +
    'são aeroportos ou cidades da lista (`code` `unknown_airport` senão); `to` não antes de `from`.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.getCalendar, 'O calendário completo.'),
    400: bodyReplies[400],
    ...guardReplies,
    429: tooMany,
  },
});

export const getCalendarDayCash = declareRoute(ops.getCalendarDayCash, {
  tags,
  summary: 'A tarifa em dinheiro de um dia do calendário (uma consulta paga)',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.getCalendarDayCash, 'A tarifa do dia, ou null quando não há.'),
    400: bodyReplies[400],
    ...guardReplies,
    429: errorReply('Limite de consultas de um dia por hora atingido.'),
    502: errorReply('A fonte de tarifas falhou.'),
    503: errorReply('Nenhuma fonte de tarifas em dinheiro configurada.'),
  },
});
