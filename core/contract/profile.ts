import { sessionUserSchema } from '../schemas/auth-replies';
import { profileUpdateSchema } from '../schemas/auth';
import { z } from '../schemas/zod-locale';
import { operation } from './operation';

/** GET /api/profile: Meu Perfil (e-mail, name, traveller type). */
export const getProfile = operation({
  method: 'GET',
  path: '/api/profile',
  reply: z.object({
    success: z.literal(true),
    profile: z.object({ email: z.string(), full_name: z.string(), user_type: z.string() }),
  }),
});

/** PUT /api/profile: name and traveller type; answers the session's user, updated. */
export const updateProfile = operation({
  method: 'PUT',
  path: '/api/profile',
  body: profileUpdateSchema,
  reply: z.object({ success: z.literal(true), user: sessionUserSchema }),
});
