import { createRoute } from '@hono/zod-openapi';
import { sessionUserSchema } from '@core/schemas/auth-replies';
import { profileUpdateSchema } from '@core/schemas/auth';
import { z } from '@core/schemas/zod-locale';
import { bodyReplies, errorReply, guardReplies, jsonBody, jsonReply, SIGNED_IN } from '../../openapi/contract';

export const profileBody = profileUpdateSchema;

export const getProfile = createRoute({
  method: 'get',
  path: '/api/profile',
  tags: ['Perfil'],
  summary: 'Meu Perfil: e-mail, nome e tipo de usuário',
  security: SIGNED_IN,
  responses: {
    200: jsonReply(
      'O perfil de quem chama.',
      z.object({
        success: z.literal(true),
        profile: z.object({ email: z.string(), full_name: z.string(), user_type: z.string() }),
      }),
    ),
    ...guardReplies,
  },
});

export const updateProfile = createRoute({
  method: 'put',
  path: '/api/profile',
  tags: ['Perfil'],
  summary: 'Altera nome e tipo de usuário (Iniciado ou Avançado)',
  security: SIGNED_IN,
  request: { body: jsonBody(profileBody) },
  responses: {
    200: jsonReply(
      'Perfil salvo; o usuário da sessão, atualizado.',
      z.object({ success: z.literal(true), user: sessionUserSchema }),
    ),
    ...bodyReplies,
    ...guardReplies,
    404: errorReply('Usuário não encontrado.'),
  },
});
