import { createRoute } from '@hono/zod-openapi';
import { messageReply, resetCheckReply, userReply } from '@core/schemas/auth-replies';
import { emailOnlySchema, magicLinkVerifySchema, registerSchema, resetPasswordSchema } from '@core/schemas/auth';
import { bodyReplies, errorReply, jsonBody, jsonReply } from '../../openapi/contract';

export const registerBody = registerSchema;
export const emailBody = emailOnlySchema;
export const resetPasswordBody = resetPasswordSchema;
export const magicLinkVerifyBody = magicLinkVerifySchema;

const tags = ['Conta'];
const tooMany = errorReply('Muitas tentativas: aguarde e tente novamente.');

export const register = createRoute({
  method: 'post',
  path: '/api/auth/register',
  tags,
  summary: 'Cadastro (envia o e-mail de confirmação)',
  request: { body: jsonBody(registerBody) },
  responses: {
    201: jsonReply('Cadastro recebido.', messageReply),
    ...bodyReplies,
    409: errorReply('E-mail já cadastrado.'),
    429: tooMany,
  },
});

export const confirmEmail = createRoute({
  method: 'get',
  path: '/api/auth/confirm-email',
  tags,
  summary: 'Link de confirmação do e-mail (redireciona para o app)',
  parameters: [{ name: 'token', in: 'query', required: false, schema: { type: 'string' } }],
  responses: { 302: { description: 'Redireciona para a tela de entrada, com o resultado.' } },
});

export const forgotPassword = createRoute({
  method: 'post',
  path: '/api/auth/forgot-password',
  tags,
  summary: 'Pede o e-mail de redefinição de senha',
  request: { body: jsonBody(emailBody) },
  responses: {
    200: jsonReply('Sempre a mesma resposta (não revela quem é cliente).', messageReply),
    ...bodyReplies,
    429: tooMany,
  },
});

export const checkResetToken = createRoute({
  method: 'get',
  path: '/api/auth/reset-password/check',
  tags,
  summary: 'O link de redefinição ainda vale?',
  parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
  responses: {
    200: jsonReply('Se o token vale.', resetCheckReply),
    400: errorReply('Link de recuperação inválido ou expirado.'),
  },
});

export const resetPassword = createRoute({
  method: 'post',
  path: '/api/auth/reset-password',
  tags,
  summary: 'Define a nova senha com o token do e-mail',
  request: { body: jsonBody(resetPasswordBody) },
  responses: { 200: jsonReply('Senha redefinida.', messageReply), ...bodyReplies },
});

export const requestMagicLink = createRoute({
  method: 'post',
  path: '/api/auth/magic-link',
  tags,
  summary: 'Pede um link de acesso por e-mail',
  request: { body: jsonBody(emailBody) },
  responses: { 200: jsonReply('Sempre a mesma resposta.', messageReply), ...bodyReplies, 429: tooMany },
});

export const verifyMagicLink = createRoute({
  method: 'post',
  path: '/api/magic-link/verify',
  tags,
  summary: 'Entra com o token do link de acesso',
  request: { body: jsonBody(magicLinkVerifyBody) },
  responses: {
    200: jsonReply('Sessão aberta.', userReply),
    ...bodyReplies,
    400: errorReply('Dados inválidos, ou link inválido, já utilizado ou expirado.'),
  },
});
