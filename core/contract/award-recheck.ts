import { awardRecheckReplySchema, awardRecheckRequestSchema } from '../schemas/award-recheck';
import { operation } from './operation';

/**
 * POST /api/awards/recheck: "Ainda está lá?", one award offer asked again past every cache, for subscribers,
 * AWARD_RECHECKS_PER_DAY per account per Brasília day.
 */
export const awardRecheck = operation({
  method: 'POST',
  path: '/api/awards/recheck',
  body: awardRecheckRequestSchema,
  reply: awardRecheckReplySchema,
});
