import { createRoute } from '@hono/zod-openapi';
import { authProvidersReply, userReply } from '@core/schemas/auth-replies';
import { supabaseExchangeSchema, supabaseStatusReply } from '@core/schemas/supabase';
import { bodyReplies, errorReply, guardReplies, jsonBody, jsonReply, SIGNED_IN } from '../../openapi/contract';

export const exchangeBody = supabaseExchangeSchema;
const tags = ['Supabase Auth'];

export const providers = createRoute({
  method: 'get',
  path: '/api/auth/providers',
  tags,
  summary: 'Como entrar neste servidor (Supabase Auth configurado ou não)',
  responses: { 200: jsonReply('URL e chave pública do Supabase, ou null.', authProvidersReply) },
});

export const exchange = createRoute({
  method: 'post',
  path: '/api/auth/supabase/session',
  tags,
  summary: 'Troca um token de acesso do Supabase por uma sessão nossa',
  description: 'Recusado sem token válido ou com o e-mail não confirmado no Supabase.',
  request: { body: jsonBody(exchangeBody) },
  responses: {
    200: jsonReply('Sessão aberta.', userReply),
    ...bodyReplies,
    401: errorReply('Token do Supabase inválido.'),
    403: errorReply('E-mail não confirmado no Supabase.'),
    404: errorReply('Login pelo Supabase não configurado neste servidor.'),
    429: errorReply('Muitas tentativas: aguarde e tente novamente.'),
  },
});

export const status = createRoute({
  method: 'get',
  path: '/api/auth/supabase/status',
  tags,
  summary: 'Estado da configuração do Supabase (página de teste)',
  security: SIGNED_IN,
  responses: { 200: jsonReply('Estado.', supabaseStatusReply), ...guardReplies },
});
