// What the alerts may spend on each paid provider: ALERT_MAX_PROVIDER_CALLS_PER_RUN calls per provider per
// ALERT_JOB_INTERVAL_SECONDS window, and at most a day's share of each provider's quota (ALERT_SEATS_AERO_CALLS_PER_DAY,
// ALERT_SERPAPI_CALLS_PER_DAY), counted in the database, so the job on every instance and every 'Verificar agora'
// draw from the same budget (a manual check is not a way around it), and the travellers' own searches keep the rest
// of the quota.
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';

export type AlertProvider = 'seats_aero' | 'google_flights';

export interface ProviderBudget {
  /** Takes one call from the provider's budget; false when it is spent (the check waits for the next window). */
  take(provider: AlertProvider): Promise<boolean>;
}

/** Any number of calls: tests that look at one check, not at the budget. */
export const UNLIMITED_BUDGET: ProviderBudget = { take: async () => true };

export interface BudgetLimits {
  perWindow: number;
  windowSeconds: number;
  perDay: Record<AlertProvider, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Providers count their quotas by day; UTC's is the one a server can know without asking them. */
const utcDayStart = (at: number) => Math.floor(at / DAY_MS) * DAY_MS;
const takenSchema = z.array(z.object({ in_window: z.coerce.number().int(), in_day: z.coerce.number().int() }));

export class SharedProviderBudget implements ProviderBudget {
  /** When the budget that last refused a call frees (the window's end, or the next UTC day), or null. */
  spentUntil: Date | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly limits: BudgetLimits,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async take(provider: AlertProvider): Promise<boolean> {
    const windowMs = this.limits.windowSeconds * 1000;
    const at = this.now().getTime();
    const start = Math.floor(at / windowMs) * windowMs;
    const day = utcDayStart(at);
    // One statement: two instances taking the last call at once cannot both get it. The day's count (its own
    // row, under the provider's name with ':day') moves only when the window's did.
    const [taken] = takenSchema.parse(
      await this.db.query(
        `WITH win AS (
           INSERT INTO alert_provider_calls AS b (provider, window_start, calls) VALUES ($1, $2, 1)
           ON CONFLICT (provider, window_start) DO UPDATE SET calls = b.calls + 1 WHERE b.calls < $3
           RETURNING calls
         ), day AS (
           INSERT INTO alert_provider_calls AS b (provider, window_start, calls)
           SELECT $1 || ':day', $4::timestamptz, 1 FROM win
           ON CONFLICT (provider, window_start) DO UPDATE SET calls = b.calls + 1 WHERE b.calls < $5
           RETURNING calls
         )
         SELECT (SELECT count(*) FROM win) AS in_window, (SELECT count(*) FROM day) AS in_day`,
        [
          provider,
          new Date(start).toISOString(),
          this.limits.perWindow,
          new Date(day).toISOString(),
          this.limits.perDay[provider],
        ],
      ),
    );
    if (taken?.in_day === 1) return true;
    this.spentUntil = new Date(taken?.in_window === 1 ? day + DAY_MS : start + windowMs);
    return false;
  }
}

/** Calls each provider's day row counts so far this UTC day. */
export async function callsToday(db: Queryable, now = new Date()): Promise<Record<AlertProvider, number>> {
  const day = new Date(utcDayStart(now.getTime())).toISOString();
  const rows = z.array(z.object({ provider: z.string(), calls: z.number().int() })).parse(
    await db.query(
      `SELECT provider, calls FROM alert_provider_calls
         WHERE provider IN ('seats_aero:day', 'google_flights:day') AND window_start = $1`,
      [day],
    ),
  );
  const count = (provider: AlertProvider) => rows.find((r) => r.provider === `${provider}:day`)?.calls ?? 0;
  return { seats_aero: count('seats_aero'), google_flights: count('google_flights') };
}

/** The budget the server's configuration sets. */
export function alertBudgetLimits(config: {
  ALERT_MAX_PROVIDER_CALLS_PER_RUN: number;
  ALERT_JOB_INTERVAL_SECONDS: number;
  ALERT_SEATS_AERO_CALLS_PER_DAY: number;
  ALERT_SERPAPI_CALLS_PER_DAY: number;
}): BudgetLimits {
  return {
    perWindow: config.ALERT_MAX_PROVIDER_CALLS_PER_RUN,
    windowSeconds: config.ALERT_JOB_INTERVAL_SECONDS,
    perDay: { seats_aero: config.ALERT_SEATS_AERO_CALLS_PER_DAY, google_flights: config.ALERT_SERPAPI_CALLS_PER_DAY },
  };
}
