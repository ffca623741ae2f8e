import * as ops from '@core/contract/auth';
import { bodyReplies, declareRoute, errorReply, okReply } from '../../openapi/contract';

const tags = ['Conta'];
const tooMany = errorReply('Muitas tentativas: aguarde e tente novamente.');

export const register = declareRoute(ops.register, {
  tags,
  summary: 'Cadastro (envia o e-mail de confirmação)',
  description: '`confirmPassword` repete `password`.',
  responses: {
    ...okReply(ops.register, 'Cadastro recebido.'),
    ...bodyReplies,
    409: errorReply('E-mail já cadastrado.'),
    429: tooMany,
  },
});

export const confirmEmail = declareRoute(ops.confirmEmail, {
  tags,
  summary: 'Link de confirmação do e-mail (redireciona para o app)',
  responses: { 302: { description: 'Redireciona para a tela de entrada, com o resultado.' } },
});

export const forgotPassword = declareRoute(ops.forgotPassword, {
  tags,
  summary: 'Pede o e-mail de redefinição de senha',
  responses: {
    ...okReply(ops.forgotPassword, 'Sempre a mesma resposta (não revela quem é cliente).'),
    ...bodyReplies,
    429: tooMany,
  },
});

export const checkResetToken = declareRoute(ops.checkResetToken, {
  tags,
  summary: 'O link de redefinição ainda vale?',
  responses: {
    ...okReply(ops.checkResetToken, 'Se o token vale.'),
    400: errorReply('Link de recuperação inválido ou expirado.'),
  },
});

export const resetPassword = declareRoute(ops.resetPassword, {
  tags,
  summary: 'Define a nova senha com o token do e-mail',
  responses: { ...okReply(ops.resetPassword, 'Senha redefinida.'), ...bodyReplies },
});

export const requestMagicLink = declareRoute(ops.requestMagicLink, {
  tags,
  summary: 'Pede um link de acesso por e-mail',
  responses: { ...okReply(ops.requestMagicLink, 'Sempre a mesma resposta.'), ...bodyReplies, 429: tooMany },
});

export const verifyMagicLink = declareRoute(ops.verifyMagicLink, {
  tags,
  summary: 'Entra com o token do link de acesso',
  responses: {
    ...okReply(ops.verifyMagicLink, 'Sessão aberta.'),
    ...bodyReplies,
    400: errorReply('Dados inválidos, ou link inválido, já utilizado ou expirado.'),
  },
});
