import * as ops from '@core/contract/miles';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

const tags = ['Milhas'];
/** What every Seats.aero route may answer besides its rows: no key, or the provider failing. */
const upstreamReplies = {
  502: errorReply('Seats.aero falhou (chave recusada, limite, resposta inválida ou fora do ar).'),
  503: errorReply('Seats.aero não configurado.'),
  504: errorReply('Seats.aero não respondeu a tempo.'),
} as const;

export const milesSearch = declareRoute(ops.milesSearch, {
  tags,
  summary: 'Disponibilidade em milhas por data (Seats.aero)',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.milesSearch, 'Voos em milhas.'),
    400: bodyReplies[400],
    ...guardReplies,
    ...upstreamReplies,
  },
});

export const tripDetails = declareRoute(ops.tripDetails, {
  tags,
  summary: 'Detalhes de um voo em milhas (Seats.aero)',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.tripDetails, 'Os trechos do voo.'),
    400: bodyReplies[400],
    ...guardReplies,
    404: errorReply('Voo não encontrado.'),
    ...upstreamReplies,
  },
});

export const dateAwards = declareRoute(ops.dateAwards, {
  tags,
  summary: 'Disponibilidade em milhas numa data (Seats.aero)',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.dateAwards, 'Voos em milhas.'),
    ...bodyReplies,
    ...guardReplies,
    ...upstreamReplies,
  },
});

export const roundTripProxy = declareRoute(ops.roundTripProxy, {
  tags,
  summary: 'Ida e volta em milhas (Seats.aero)',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.roundTripProxy, 'Voos de ida e de volta.'),
    400: bodyReplies[400],
    ...guardReplies,
    ...upstreamReplies,
  },
});

export const bookingWindow = declareRoute(ops.bookingWindow, {
  tags,
  summary: 'Quando abrem as reservas em milhas de um dia, por programa (Seats.aero)',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.bookingWindow, 'As janelas de reserva conhecidas dos programas.'),
    400: bodyReplies[400],
    ...guardReplies,
  },
});
