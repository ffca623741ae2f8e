import { airportsCompleteReplySchema } from '../schemas/airports';
import { operation } from './operation';

/** GET /api/airports/complete: every airport, for the autocomplete. */
export const completeAirports = operation({
  method: 'GET',
  path: '/api/airports/complete',
  reply: airportsCompleteReplySchema,
});
