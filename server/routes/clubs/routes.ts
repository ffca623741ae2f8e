import * as ops from '@core/contract/clubs';
import { bodyReplies, declareRoute, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

const tags = ['Minhas milhas'];
const adminTags = ['Administração'];

export const getClubs = declareRoute(ops.getClubs, {
  tags,
  summary: 'Clubes de pontos e milhas: custo por mil e se vale a pena para você',
  security: SIGNED_IN,
  responses: {
    ...okReply(
      ops.getClubs,
      'Por plano: preço mensal, pontos por mês, custo por mil (depois do bônus de transferência dos membros), comparado ao seu milheiro e à compra, e "vale a pena para você?", com a fonte.',
    ),
    ...guardReplies,
  },
});

export const adminClubs = declareRoute(ops.adminClubs, {
  tags: adminTags,
  summary: 'Clubes: os planos de referência e as correções, com o que vale hoje',
  security: SIGNED_IN,
  responses: { ...okReply(ops.adminClubs, 'Os planos por clube.'), ...guardReplies },
});

export const putClub = declareRoute(ops.putClub, {
  tags: adminTags,
  summary: 'Corrige um plano de clube a partir de uma data',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.putClub, 'Correção gravada (a mesma data substitui a anterior).'),
    ...bodyReplies,
    ...guardReplies,
  },
});
