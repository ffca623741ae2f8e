import {
  clubBodySchema,
  clubIdParamsSchema,
  clubListSchema,
  clubsReplySchema,
  storedClubSchema,
} from '../schemas/clubs';
import { z } from '../schemas/zod-locale';
import { operation } from './operation';

// Loyalty clubs: what each plan costs per thousand for the signed-in traveller, and the plans behind it, which admins
// correct (a dated row per correction; the core data stands where none applies).

/** GET /api/clubs: each plan in force, its cost per thousand and 'vale a pena para você?' from the caller's wallet. */
export const getClubs = operation({
  method: 'GET',
  path: '/api/clubs',
  reply: clubsReplySchema,
});

/** GET /api/admin/clubs: the core data and every correction, each marked if it is the one in force. */
export const adminClubs = operation({
  method: 'GET',
  path: '/api/admin/clubs',
  reply: clubListSchema,
});

/** PUT /api/admin/clubs/{id}: a plan's figures from a day on (the same day again replaces them). */
export const putClub = operation({
  method: 'PUT',
  path: '/api/admin/clubs/{id}',
  params: clubIdParamsSchema,
  body: clubBodySchema,
  reply: z.object({ club: storedClubSchema }),
});
