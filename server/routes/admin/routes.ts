import * as ops from '@core/contract/admin';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

const tags = ['Administração'];

export const adminMe = declareRoute(ops.adminMe, {
  tags,
  summary: 'Quem chama é administrador?',
  description: 'Responde a qualquer usuário com sessão; o painel decide o que mostrar.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.adminMe, 'Se é administrador.'),
    401: guardReplies[401],
  },
});

export const listAllUsers = declareRoute(ops.listUsers, {
  tags,
  summary: 'Lista os usuários e suas assinaturas',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.listUsers, 'Todos os usuários.'),
    ...guardReplies,
  },
});

export const addUser = declareRoute(ops.createUser, {
  tags,
  summary: 'Cria um usuário (com ou sem data de expiração)',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.createUser, 'Usuário criado.'),
    ...bodyReplies,
    ...guardReplies,
    409: errorReply('Este email já está cadastrado.'),
  },
});

export const changeUser = declareRoute(ops.updateUser, {
  tags,
  summary: 'Altera papel, tipo, nome, plano ou expiração de um usuário',
  description: 'Um `id` que não é de um usuário (nem um UUID) responde 404.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.updateUser, 'O usuário, alterado.'),
    ...bodyReplies,
    ...guardReplies,
    404: errorReply('Usuário não encontrado.'),
  },
});

export const removeUser = declareRoute(ops.deleteUser, {
  tags,
  summary: 'Exclui um usuário',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.deleteUser, 'Excluído.'),
    400: errorReply('Não é possível excluir a própria conta.'),
    ...guardReplies,
    404: errorReply('Usuário não encontrado.'),
  },
});

export const alertJobs = declareRoute(ops.alertJobs, {
  tags,
  summary: 'Estado da verificação de alertas de preço',
  description: 'A última execução do job e os alertas à espera.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.alertJobs, 'Estado do job.'),
    ...guardReplies,
  },
});
