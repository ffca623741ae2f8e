import { z } from './zod-locale';

/** SPEC §7 GET /api/airports/complete: `data` keyed by IATA code of {iata, name, city}. */
export const airportsCompleteReplySchema = z.object({
  success: z.literal(true),
  data: z.record(z.string(), z.object({ iata: z.string(), name: z.string(), city: z.string() })),
});
