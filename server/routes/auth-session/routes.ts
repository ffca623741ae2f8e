import { createRoute } from '@hono/zod-openapi';
import { changePasswordReply, successReply, userReply } from '@core/schemas/auth-replies';
import { changePasswordSchema, sessionFromUrlSchema } from '@core/schemas/auth';
import { loginSchema } from '@core/schemas/login';
import { bodyReplies, errorReply, guardReplies, jsonBody, jsonReply, SIGNED_IN } from '../../openapi/contract';

export const loginBody = loginSchema;
export const changePasswordBody = changePasswordSchema;
export const sessionFromUrlBody = sessionFromUrlSchema;

const tags = ['Sessão'];
const tooMany = errorReply('Muitas tentativas: aguarde e tente novamente.');

export const login = createRoute({
  method: 'post',
  path: '/api/login',
  tags,
  summary: 'Entra com e-mail e senha',
  description:
    'Responde o usuário com o token de acesso e grava os cookies de sessão (acesso e renovação). No primeiro acesso ' +
    '(`requires_password_change`) o token só serve para trocar a senha.',
  request: { body: jsonBody(loginBody) },
  responses: {
    200: jsonReply('Sessão aberta.', userReply),
    ...bodyReplies,
    401: errorReply('Email ou senha incorretos.'),
    403: errorReply('E-mail ainda não confirmado (um novo link foi enviado).'),
    429: tooMany,
  },
});

export const changePassword = createRoute({
  method: 'post',
  path: '/api/user/change-password',
  tags,
  summary: 'Troca a senha (primeiro acesso ou pela sessão)',
  description:
    'No primeiro acesso, `access_token` vai no corpo; com sessão, a senha atual é exigida. Encerra as outras sessões.',
  security: [...SIGNED_IN, {}],
  request: { body: jsonBody(changePasswordBody) },
  responses: {
    200: jsonReply('Senha alterada; nova sessão.', changePasswordReply),
    ...bodyReplies,
    401: errorReply('Token inválido ou sem sessão.'),
  },
});

export const refresh = createRoute({
  method: 'post',
  path: '/api/auth/refresh',
  tags,
  summary: 'Renova a sessão pelo cookie de renovação',
  description: 'Gira o cookie de renovação (um reuso encerra a sessão) e devolve um novo token de acesso.',
  security: [{ refreshCookie: [] }],
  responses: {
    200: jsonReply('Sessão renovada.', userReply),
    401: errorReply('Sem cookie, ou sessão expirada; `code` `account_deleted` quando a conta foi excluída.'),
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/api/auth/logout',
  tags,
  summary: 'Sai: encerra a sessão deste aparelho e apaga os cookies',
  security: [{ refreshCookie: [] }, {}],
  responses: { 200: jsonReply('Sessão encerrada.', successReply) },
});

export const sessionFromUrl = createRoute({
  method: 'post',
  path: '/api/auth/session',
  tags,
  summary: 'Transforma access_token + refresh_token de um link numa sessão com cookies',
  request: { body: jsonBody(sessionFromUrlBody) },
  responses: {
    200: jsonReply('Sessão aberta.', userReply),
    ...bodyReplies,
    401: errorReply('Token inválido.'),
  },
});

export const me = createRoute({
  method: 'get',
  path: '/api/auth/me',
  tags,
  summary: 'Quem sou eu (também com a assinatura vencida)',
  security: SIGNED_IN,
  responses: { 200: jsonReply('O usuário da sessão.', userReply), 401: guardReplies[401] },
});
