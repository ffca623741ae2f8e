import * as ops from '@core/contract/beneficiaries';
import { bodyReplies, declareRoute, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

const tags = ['Minhas milhas'];
const adminTags = ['Administração'];

export const getBeneficiaryLimits = declareRoute(ops.getBeneficiaryLimits, {
  tags,
  summary: 'Limites de beneficiários (CPFs) por conta da família e programa',
  security: SIGNED_IN,
  responses: {
    ...okReply(
      ops.getBeneficiaryLimits,
      'Por conta (titular e cada membro) e programa: a regra e sua fonte, o limite, quanto já foi usado, o que resta e quando a próxima vaga libera.',
    ),
    ...guardReplies,
  },
});

export const adminBeneficiaryRules = declareRoute(ops.adminBeneficiaryRules, {
  tags: adminTags,
  summary: 'Regras de beneficiários: as de referência e as correções, com a que vale hoje',
  security: SIGNED_IN,
  responses: { ...okReply(ops.adminBeneficiaryRules, 'As regras por programa.'), ...guardReplies },
});

export const putBeneficiaryRule = declareRoute(ops.putBeneficiaryRule, {
  tags: adminTags,
  summary: 'Corrige a regra de beneficiários de um programa a partir de uma data',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.putBeneficiaryRule, 'Correção gravada (a mesma data substitui a anterior).'),
    ...bodyReplies,
    ...guardReplies,
  },
});
