import * as auth from '@core/contract/auth';
import * as ops from '@core/contract/session';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

const tags = ['Sessão'];
const tooMany = errorReply('Muitas tentativas: aguarde e tente novamente.');

export const login = declareRoute(ops.login, {
  tags,
  summary: 'Entra com e-mail e senha',
  description:
    'Responde o usuário com o token de acesso e grava os cookies de sessão (acesso e renovação). No primeiro acesso ' +
    '(`requires_password_change`) o token só serve para trocar a senha.',
  responses: {
    ...okReply(ops.login, 'Sessão aberta.'),
    ...bodyReplies,
    401: errorReply('Email ou senha incorretos.'),
    403: errorReply('E-mail ainda não confirmado (um novo link foi enviado).'),
    429: tooMany,
  },
});

export const changePassword = declareRoute(auth.changePassword, {
  tags,
  summary: 'Troca a senha (primeiro acesso ou pela sessão)',
  description:
    'No primeiro acesso, `access_token` vai no corpo; com sessão, a senha atual é exigida. Encerra as outras sessões.',
  security: [...SIGNED_IN, {}],
  responses: {
    ...okReply(auth.changePassword, 'Senha alterada; nova sessão.'),
    ...bodyReplies,
    401: errorReply('Token inválido ou sem sessão.'),
  },
});

export const refresh = declareRoute(ops.refreshSession, {
  tags,
  summary: 'Renova a sessão pelo cookie de renovação',
  description: 'Gira o cookie de renovação (um reuso encerra a sessão) e devolve um novo token de acesso.',
  security: [{ refreshCookie: [] }],
  responses: {
    ...okReply(ops.refreshSession, 'Sessão renovada.'),
    401: errorReply('Sem cookie, ou sessão expirada; `code` `account_deleted` quando a conta foi excluída.'),
  },
});

export const logout = declareRoute(ops.logout, {
  tags,
  summary: 'Sai: encerra a sessão deste aparelho e apaga os cookies',
  security: [{ refreshCookie: [] }, {}],
  responses: okReply(ops.logout, 'Sessão encerrada.'),
});

export const sessionFromUrl = declareRoute(ops.sessionFromUrl, {
  tags,
  summary: 'Transforma access_token + refresh_token de um link numa sessão com cookies',
  responses: {
    ...okReply(ops.sessionFromUrl, 'Sessão aberta.'),
    ...bodyReplies,
    401: errorReply('Token inválido.'),
  },
});

export const me = declareRoute(ops.whoAmI, {
  tags,
  summary: 'Quem sou eu (também com a assinatura vencida)',
  security: SIGNED_IN,
  responses: { ...okReply(ops.whoAmI, 'O usuário da sessão.'), 401: guardReplies[401] },
});
