import * as ops from '@core/contract/wallet';
import { bodyReplies, errorReply, declareRoute, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

const tags = ['Minhas milhas'];
const adminTags = ['Administração'];
const notFound = errorReply('Campanha não encontrada.');

export const transferPartners = declareRoute(ops.transferPartners, {
  tags,
  summary: 'Parceiros de transferência (tabela de referência)',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.transferPartners, 'Quem transfere para quem, com a fonte de cada dado.'),
    ...guardReplies,
  },
});

export const transferBonuses = declareRoute(ops.transferBonuses, {
  tags,
  summary: 'Campanhas de bônus de transferência em vigor hoje',
  security: SIGNED_IN,
  responses: { ...okReply(ops.transferBonuses, 'As campanhas de hoje (horário de Brasília).'), ...guardReplies },
});

export const adminTransferBonuses = declareRoute(ops.adminTransferBonuses, {
  tags: adminTags,
  summary: 'Todas as campanhas de bônus, encerradas inclusive',
  security: SIGNED_IN,
  responses: { ...okReply(ops.adminTransferBonuses, 'As campanhas, mais novas primeiro.'), ...guardReplies },
});

export const createTransferBonus = declareRoute(ops.createTransferBonus, {
  tags: adminTags,
  summary: 'Cadastra uma campanha de bônus (avisa os alertas de bônus)',
  security: SIGNED_IN,
  responses: { ...okReply(ops.createTransferBonus, 'Campanha cadastrada.'), ...bodyReplies, ...guardReplies },
});

export const updateTransferBonus = declareRoute(ops.updateTransferBonus, {
  tags: adminTags,
  summary: 'Altera uma campanha de bônus (avisa os alertas que ela passa a alcançar)',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.updateTransferBonus, 'Campanha alterada.'),
    ...bodyReplies,
    ...guardReplies,
    404: notFound,
  },
});

export const deleteTransferBonus = declareRoute(ops.deleteTransferBonus, {
  tags: adminTags,
  summary: 'Encerra uma campanha de bônus agora',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.deleteTransferBonus, 'Campanha encerrada.'),
    400: bodyReplies[400],
    ...guardReplies,
    404: notFound,
  },
});
