import * as auth from '@core/contract/auth';
import { authProviders } from '@core/contract/session';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

const tags = ['Supabase Auth'];

export const providers = declareRoute(authProviders, {
  tags,
  summary: 'Como entrar neste servidor (Supabase Auth configurado ou não)',
  responses: okReply(authProviders, 'URL e chave pública do Supabase, ou null.'),
});

export const exchange = declareRoute(auth.supabaseSession, {
  tags,
  summary: 'Troca um token de acesso do Supabase por uma sessão nossa',
  description: 'Recusado sem token válido ou com o e-mail não confirmado no Supabase.',
  responses: {
    ...okReply(auth.supabaseSession, 'Sessão aberta.'),
    ...bodyReplies,
    401: errorReply('Token do Supabase inválido.'),
    403: errorReply('E-mail não confirmado no Supabase.'),
    404: errorReply('Login pelo Supabase não configurado neste servidor.'),
    429: errorReply('Muitas tentativas: aguarde e tente novamente.'),
  },
});

export const status = declareRoute(auth.supabaseStatus, {
  tags,
  summary: 'Estado da configuração do Supabase (página de teste)',
  security: SIGNED_IN,
  responses: { ...okReply(auth.supabaseStatus, 'Estado.'), ...guardReplies },
});
