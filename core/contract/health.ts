import { z } from '../schemas/zod-locale';
import { operation } from './operation';

/** GET /api/health: 200 only while the database answers (load balancers, the e2e runner), 503 otherwise. */
export const health = operation({
  method: 'GET',
  path: '/api/health',
  reply: z.object({ ok: z.literal(true) }),
  otherReplies: { 503: z.object({ ok: z.literal(false), error: z.string() }) },
});
