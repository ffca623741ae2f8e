import * as ops from '@core/contract/profile';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

export const getProfile = declareRoute(ops.getProfile, {
  tags: ['Perfil'],
  summary: 'Meu Perfil: e-mail, nome e tipo de usuário',
  security: SIGNED_IN,
  responses: { ...okReply(ops.getProfile, 'O perfil de quem chama.'), ...guardReplies },
});

export const updateProfile = declareRoute(ops.updateProfile, {
  tags: ['Perfil'],
  summary: 'Altera nome e tipo de usuário (Iniciado ou Avançado)',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.updateProfile, 'Perfil salvo; o usuário da sessão, atualizado.'),
    ...bodyReplies,
    ...guardReplies,
    404: errorReply('Usuário não encontrado.'),
  },
});
