// What the alerts may spend on each paid provider: ALERT_MAX_PROVIDER_CALLS_PER_RUN calls per provider per
// ALERT_JOB_INTERVAL_SECONDS window, counted in the database, so the job on every instance and every
// 'Verificar agora' draw from the same budget (a manual check is not a way around it).
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';

export type AlertProvider = 'seats_aero' | 'google_flights';

export interface ProviderBudget {
  /** Takes one call from the provider's budget; false when it is spent (the check waits for the next window). */
  take(provider: AlertProvider): Promise<boolean>;
}

/** Any number of calls: tests that look at one check, not at the budget. */
export const UNLIMITED_BUDGET: ProviderBudget = { take: async () => true };

const takenSchema = z.array(z.object({ calls: z.number().int() }));

export class SharedProviderBudget implements ProviderBudget {
  /** The end of the window that last refused a call (when the budget frees), or null. */
  spentUntil: Date | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly perWindow: number,
    private readonly windowSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async take(provider: AlertProvider): Promise<boolean> {
    const windowMs = this.windowSeconds * 1000;
    const start = Math.floor(this.now().getTime() / windowMs) * windowMs;
    // One statement: two instances taking the last call at once cannot both get it.
    const taken = takenSchema.parse(
      await this.db.query(
        `INSERT INTO alert_provider_calls AS b (provider, window_start, calls) VALUES ($1, $2, 1)
         ON CONFLICT (provider, window_start) DO UPDATE SET calls = b.calls + 1 WHERE b.calls < $3
         RETURNING calls`,
        [provider, new Date(start).toISOString(), this.perWindow],
      ),
    );
    // Now and then, forget windows long gone, so the table stays small.
    if (Math.random() < 0.01)
      await this.db.query("DELETE FROM alert_provider_calls WHERE window_start < now() - interval '1 day'");
    if (taken.length === 1) return true;
    this.spentUntil = new Date(start + windowMs);
    return false;
  }
}
