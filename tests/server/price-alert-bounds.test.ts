import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alertJobStatus } from '../../server/alerts/admin-status';
import { claimDueAlerts } from '../../server/alerts/alert-store';
import { runAlertJob } from '../../server/alerts/job';
import { alertTestBed } from '../helpers/alert-test-bed';
import { jsonRequest } from '../helpers/auth';

// Per-account bounds on price alerts: live alerts per account, 'Verificar agora' per hour, and the providers'
// budget shared by the job and manual checks.

const t = alertTestBed();
const { bed } = t;
type Signed = Awaited<ReturnType<typeof t.signedIn>>;

const put = (s: Signed, id: string, body: Record<string, unknown>) =>
  s.app.request(`/api/price-alerts/${id}`, jsonRequest('PUT', { id, ...body }, s.bearer));
const check = (s: Signed, id: string) =>
  s.app.request(`/api/price-alerts/${id}/check`, jsonRequest('POST', undefined, s.bearer));
const alertBody = (overrides: Record<string, unknown> = {}) => {
  const now = new Date().toISOString();
  return {
    origin: 'GRU',
    destination: 'MIA',
    max_price: 40_000,
    alert_type: 'milhas',
    active: true,
    created_at: now,
    updated_at: now,
    cabin: 'ECONOMY',
    ...overrides,
  };
};
const errorOf = async (res: Response) => (await res.json()) as { error: string; code: string };

/**
 * Resolves once at least `clearMs` is left of the current `windowMs` window (the budget's minute, the UTC day): a
 * test that spends a budget and then asks again must do both in one window, or the second ask finds it renewed.
 */
async function clearOfWindowEdge(windowMs: number, clearMs = 5_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < clearMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('live alerts per account (ALERT_MAX_ACTIVE_PER_ACCOUNT)', () => {
  it('refuses creating or switching on one more than the limit with a pt-BR 409; edits and other accounts pass', async () => {
    const env = t.liveEnv({ ALERT_MAX_ACTIVE_PER_ACCOUNT: '2' });
    const s = await t.signedIn(env);
    const first = await t.createAlert(s);
    await t.createAlert(s, { destination: 'LIS' });

    const third = randomUUID();
    const refused = await put(s, third, alertBody({ destination: 'MCO' }));
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'alert_limit',
      error:
        'Você já tem 2 alertas ativos, o máximo por conta. Desative ou exclua um alerta para criar ou ativar outro.',
    });
    expect(await t.count('price_alerts')).toBe(2);

    // Switched off it is kept; switching it on is the same refusal.
    expect((await put(s, third, alertBody({ destination: 'MCO', active: false }))).status).toBe(200);
    const later = new Date(Date.now() + 1000).toISOString();
    expect((await put(s, third, alertBody({ destination: 'MCO', updated_at: later }))).status).toBe(409);
    // An alert already live may still be edited at the limit.
    expect((await put(s, first, alertBody({ max_price: 35_000, updated_at: later }))).status).toBe(200);

    // Another account has its own count.
    const other = await t.signedIn(env);
    await t.createAlert(other);

    // Deleting one frees a place.
    const gone = await s.app.request(`/api/price-alerts/${first}`, jsonRequest('DELETE', undefined, s.bearer));
    expect(gone.status).toBe(200);
    const latest = new Date(Date.now() + 2000).toISOString();
    expect((await put(s, third, alertBody({ destination: 'MCO', updated_at: latest }))).status).toBe(200);
  });
});

describe("'Verificar agora' per account and against the providers' budget", () => {
  it('allows ALERT_MANUAL_CHECKS_PER_HOUR per account, says when it frees, and delete-and-recreate gives none', async () => {
    const s = await t.signedIn(t.liveEnv({ ALERT_MANUAL_CHECKS_PER_HOUR: '2' }));
    const a = await t.createAlert(s);
    const b = await t.createAlert(s, { destination: 'LIS' });
    expect((await check(s, a)).status).toBe(200);
    expect((await check(s, b)).status).toBe(200);

    const recreated = await t.createAlert(s, { destination: 'MCO' });
    const refused = await check(s, recreated);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const { error, code } = await errorOf(refused);
    expect(code).toBe('account_rate_limited');
    const freesAt = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(Math.ceil((Date.now() + retryAfter * 1000) / 60_000) * 60_000));
    expect(error).toBe(`Você já fez 2 verificações na última hora. Tente de novo às ${freesAt}.`);
    // The refusal spent nothing: the alert's own 5 minutes did not start, no provider was asked.
    const [row] = await bed.db.query<{ at: Date | null }>(
      'SELECT last_manual_check_at AS at FROM price_alerts WHERE id = $1',
      [recreated],
    );
    expect(row?.at).toBeNull();
    expect(bed.seats.requests).toHaveLength(2);
  });

  it('draws from the same providers budget as the job: spent, a pt-BR 429 that says when it frees', async () => {
    await clearOfWindowEdge(60_000);
    const s = await t.signedIn(t.liveEnv({ ALERT_MAX_PROVIDER_CALLS_PER_RUN: '1' }));
    await t.createAlert(s);
    const waiting = await t.createAlert(s, { destination: 'LIS' });
    expect(await runAlertJob(s.deps)).toEqual({ checked: 1, fired: 0, failed: 0 });
    expect(bed.seats.requests).toHaveLength(1);

    const refused = await check(s, waiting);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const { error, code } = await errorOf(refused);
    expect(code).toBe('provider_budget_spent');
    expect(error).toMatch(
      /^O limite de consultas aos provedores de preço foi atingido\. Tente de novo às \d\d:\d\d\.$/,
    );
    expect(bed.seats.requests).toHaveLength(1);
    // Not counted against the account or the alert: the check did not happen.
    expect(await t.count('alert_manual_checks')).toBe(0);
    const [row] = await bed.db.query<{ at: Date | null }>(
      'SELECT last_manual_check_at AS at FROM price_alerts WHERE id = $1',
      [waiting],
    );
    expect(row?.at).toBeNull();
  });

  it("stops at the alerts' daily share of the Seats.aero quota, on every instance: free again at 21:00 (UTC midnight)", async () => {
    await clearOfWindowEdge(86_400_000);
    const env = t.liveEnv({ ALERT_SEATS_AERO_CALLS_PER_DAY: '2' });
    const s = await t.signedIn(env);
    for (const destination of ['MIA', 'LIS', 'MCO']) await t.createAlert(s, { destination });
    const waiting = await t.createAlert(s, { destination: 'JFK' });
    const other = await t.signedIn(env);
    expect(await runAlertJob(s.deps)).toEqual({ checked: 2, fired: 0, failed: 0 });
    // Another instance's job draws from the same day.
    expect((await runAlertJob(other.deps))?.checked).toBe(0);
    expect(bed.seats.requests).toHaveLength(2);

    const refused = await check(s, waiting);
    expect(refused.status).toBe(429);
    const msToMidnight = 86_400_000 - (Date.now() % 86_400_000);
    expect(Number(refused.headers.get('Retry-After'))).toBeCloseTo(msToMidnight / 1000, -1);
    expect((await errorOf(refused)).error).toBe(
      'O limite de consultas aos provedores de preço foi atingido. Tente de novo às 21:00.',
    );
    expect(bed.seats.requests).toHaveLength(2);
    // The admin panel shows the day's count against the share.
    const status = await alertJobStatus(bed.db, s.deps.config);
    expect(status.provider_calls_today.seats_aero).toEqual({ used: 2, limit: 2 });
  });
});

describe('the job between accounts, and a run that dies', () => {
  it("shares a run's budget round-robin: one account's many due alerts do not hold another's single one", async () => {
    const env = t.liveEnv({ ALERT_MAX_PROVIDER_CALLS_PER_RUN: '2' });
    const a = await t.signedIn(env);
    for (const destination of ['MIA', 'LIS', 'MCO', 'JFK', 'CDG']) await t.createAlert(a, { destination });
    const b = await t.signedIn(env);
    const single = await t.createAlert(b, { destination: 'SCL' });
    // A's alerts have been due for longer: first come, first served would spend the whole budget on them.
    await bed.db.query("UPDATE price_alerts SET next_check_at = now() - interval '1 hour' WHERE user_id = $1", [
      a.user.id,
    ]);

    expect((await runAlertJob(a.deps))?.checked).toBe(2);
    const [row] = await bed.db.query<{ checked: boolean }>(
      'SELECT last_checked_at IS NOT NULL AS checked FROM price_alerts WHERE id = $1',
      [single],
    );
    expect(row?.checked).toBe(true);
  });

  it('asks the provider once per run for every alert on the same route, cabin and window', async () => {
    const env = t.liveEnv({ ALERT_MAX_PROVIDER_CALLS_PER_RUN: '2' });
    const a = await t.signedIn(env);
    const b = await t.signedIn(env);
    await t.createAlert(a);
    await t.createAlert(a, { max_price: 50_000 });
    await t.createAlert(b);
    await t.createAlert(b, { destination: 'LIS' });
    expect(await runAlertJob(a.deps)).toEqual({ checked: 4, fired: 1, failed: 0 });
    expect(bed.seats.requests.map((r) => r.query.get('destination_airport')).sort()).toEqual(['LIS', 'MIA']);
  });

  it('a run that dies holding claims lets them go within ALERT_CLAIM_LEASE_SECONDS (60 s by default)', async () => {
    const s = await t.signedIn();
    await t.createAlert(s);
    await t.createAlert(s, { destination: 'LIS' });
    // A run claims with the configured lease and dies before checking anything.
    const claimed = await claimDueAlerts(bed.db, 10, s.deps.config.ALERT_CLAIM_LEASE_SECONDS);
    expect(claimed).toHaveLength(2);
    expect((await runAlertJob(s.deps))?.checked).toBe(0);

    // 61 seconds later (the clock moved back on the rows): due again, and the next run checks them.
    await bed.db.query("UPDATE price_alerts SET next_check_at = next_check_at - interval '61 seconds'");
    expect((await runAlertJob(s.deps))?.checked).toBe(2);
  });

  it('keeps its claims with a heartbeat while a slow check runs longer than the lease', async () => {
    const s = await t.signedIn(t.liveEnv({ ALERT_CLAIM_LEASE_SECONDS: '2', SEATS_AERO_TIMEOUT_MS: '4000' }));
    await t.createAlert(s);
    bed.seats.respond(() => 'hang');
    const run = runAlertJob(s.deps);
    await expect.poll(() => bed.seats.requests.length, { timeout: 5000 }).toBe(1);
    // Past the 2 s lease (a real wait: what is tested is time passing), the claim is still this run's.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const [row] = await bed.db.query<{ due: boolean }>('SELECT next_check_at <= now() AS due FROM price_alerts');
    expect(row?.due).toBe(false);
    expect(await claimDueAlerts(bed.db, 10, 2)).toEqual([]);
    expect(await run).toEqual({ checked: 1, fired: 0, failed: 1 });
  });
});
