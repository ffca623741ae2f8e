import * as ops from '@core/contract/trips';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

export const createTripPlans = declareRoute(ops.createTripPlans, {
  tags: ['Viagem'],
  summary: 'Planos de viagem inteira: ida e volta para o grupo, cada trecho em dinheiro ou milhas, em reais',
  description:
    'Uma consulta à Seats.aero por trecho cobre a janela (até 7 dias), e no máximo TRIP_PLAN_MAX_CASH_DATES dias ' +
    'pagos de tarifa em dinheiro por trecho, depois do cache; `calls` diz quantas foram feitas. Cada plano traz o ' +
    'total do grupo (= por pessoa × passageiros), quem emite o quê de qual saldo, as transferências com o bônus em ' +
    'vigor e os avisos de limite de beneficiários. Conta no limite de calendários por hora. `origin` e ' +
    '`destination` são aeroportos ou cidades da lista (`code` `unknown_airport` senão).',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.createTripPlans, 'Os planos, o mais barato primeiro (vazio quando nada foi encontrado).'),
    ...bodyReplies,
    ...guardReplies,
    429: errorReply('Limite de calendários por hora atingido.'),
  },
});
