import { createRoute } from '@hono/zod-openapi';
import { alertJobStatusSchema } from '@core/schemas/alerts';
import { adminCreateUserSchema, adminUpdateUserSchema, adminUserSchema } from '@core/schemas/auth';
import { z } from '@core/schemas/zod-locale';
import {
  bodyReplies,
  errorReply,
  guardReplies,
  jsonBody,
  jsonReply,
  pathParam,
  SIGNED_IN,
} from '../../openapi/contract';

export const createUserBody = adminCreateUserSchema;
export const updateUserBody = adminUpdateUserSchema;

const tags = ['Administração'];
const userId = pathParam('id', 'id do usuário.');
const oneUser = z.object({ user: adminUserSchema });

export const adminMe = createRoute({
  method: 'get',
  path: '/api/admin/me',
  tags,
  summary: 'Quem chama é administrador?',
  description: 'Responde a qualquer usuário com sessão; o painel decide o que mostrar.',
  security: SIGNED_IN,
  responses: {
    200: jsonReply('Se é administrador.', z.object({ isAdmin: z.boolean() })),
    401: guardReplies[401],
  },
});

export const listAllUsers = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags,
  summary: 'Lista os usuários e suas assinaturas',
  security: SIGNED_IN,
  responses: {
    200: jsonReply('Todos os usuários.', z.object({ users: z.array(adminUserSchema) })),
    ...guardReplies,
  },
});

export const addUser = createRoute({
  method: 'post',
  path: '/api/admin/users',
  tags,
  summary: 'Cria um usuário (com ou sem data de expiração)',
  security: SIGNED_IN,
  request: { body: jsonBody(createUserBody) },
  responses: {
    201: jsonReply('Usuário criado.', oneUser),
    ...bodyReplies,
    ...guardReplies,
    409: errorReply('Este email já está cadastrado.'),
  },
});

export const changeUser = createRoute({
  method: 'put',
  path: '/api/admin/users/{id}',
  tags,
  summary: 'Altera papel, tipo, nome, plano ou expiração de um usuário',
  security: SIGNED_IN,
  parameters: [userId],
  request: { body: jsonBody(updateUserBody) },
  responses: {
    200: jsonReply('O usuário, alterado.', oneUser),
    ...bodyReplies,
    ...guardReplies,
    404: errorReply('Usuário não encontrado.'),
  },
});

export const removeUser = createRoute({
  method: 'delete',
  path: '/api/admin/users/{id}',
  tags,
  summary: 'Exclui um usuário',
  security: SIGNED_IN,
  parameters: [userId],
  responses: {
    200: jsonReply('Excluído.', z.object({ success: z.literal(true) })),
    400: errorReply('Não é possível excluir a própria conta.'),
    ...guardReplies,
    404: errorReply('Usuário não encontrado.'),
  },
});

export const alertJobs = createRoute({
  method: 'get',
  path: '/api/admin/alert-jobs',
  tags,
  summary: 'Estado da verificação de alertas de preço',
  description: 'A última execução do job e os alertas à espera.',
  security: SIGNED_IN,
  responses: {
    200: jsonReply('Estado do job.', alertJobStatusSchema),
    ...guardReplies,
  },
});
