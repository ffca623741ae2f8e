import { createRoute } from '@hono/zod-openapi';
import {
  calendarDayCashReplySchema,
  calendarDayQuerySchema,
  calendarQuerySchema,
  calendarReplySchema,
} from '@core/schemas/calendar';
import { bodyReplies, errorReply, guardReplies, jsonReply, queryParams, SIGNED_IN } from '../../openapi/contract';

export const calendarQuery = calendarQuerySchema;
export const calendarDayQuery = calendarDayQuerySchema;

const tags = ['Calendário'];
const tooMany = errorReply('Limite de calendários por hora atingido.');

export const getCalendar = createRoute({
  method: 'get',
  path: '/api/calendar',
  tags,
  summary: 'Calendário de preços: um mês (até 62 dias), dinheiro e milhas em reais por dia',
  description:
    'Uma consulta à Seats.aero cobre o período (duas na ida e volta); as tarifas em dinheiro vêm do cache e de no ' +
    'máximo CALENDAR_MAX_CASH_DATES consultas pagas. Um dia sem preço vem com `cash: null` e `miles: []` ' +
    '(sem dado). Sem nenhum provedor configurado, a demonstração responde (`demo: true`).',
  security: SIGNED_IN,
  parameters: queryParams(calendarQuery),
  responses: {
    200: jsonReply('O calendário completo.', calendarReplySchema),
    400: bodyReplies[400],
    ...guardReplies,
    429: tooMany,
  },
});

export const getCalendarDayCash = createRoute({
  method: 'get',
  path: '/api/calendar/day',
  tags,
  summary: 'A tarifa em dinheiro de um dia do calendário (uma consulta paga)',
  security: SIGNED_IN,
  parameters: queryParams(calendarDayQuery),
  responses: {
    200: jsonReply('A tarifa do dia, ou null quando não há.', calendarDayCashReplySchema),
    400: bodyReplies[400],
    ...guardReplies,
    429: errorReply('Limite de consultas de um dia por hora atingido.'),
    502: errorReply('A fonte de tarifas falhou.'),
    503: errorReply('Nenhuma fonte de tarifas em dinheiro configurada.'),
  },
});
