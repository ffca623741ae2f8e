// Column readers for rows read back from PGlite and PostgreSQL alike: the two drivers hand a timestamptz back as a
// Date or as text, and do not agree on handing jsonb back parsed, so jsonb is selected as text and parsed here.
import { z } from '@core/schemas/zod-locale';

/** A timestamptz as ISO text, whichever way the driver gave it. */
export const timestampText = z.union([z.date().transform((d) => d.toISOString()), z.string()]);

/** A jsonb column selected as `::text`, parsed. */
export const jsonbText = z.string().transform((text): unknown => JSON.parse(text));
