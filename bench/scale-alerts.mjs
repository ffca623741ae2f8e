// bench:scale's alert-job phase: `due` live alerts (a deterministic random sample over every route) become due at
// once; each instance's job (ALERT_JOB_INTERVAL_SECONDS) claims and checks them against the stand-ins until none is
// due or claimed (a claim's lease keeps an alert a minute ahead, a check hours ahead). Read back from the database:
// each run's checks and duration (alert_job_runs: one row per run, so per instance), every check's time
// (alert_checks), alerts checked twice (must be none), what fired.
import { withCpu } from './scale-load.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureAlertRun(sql, { due, capMs, appPids, pgPid, standIns, log }) {
  const calls = () => Object.fromEntries(Object.entries(standIns).map(([name, s]) => [name, s.calls.count]));
  const callsBefore = calls();
  const [{ start }] = await sql`SELECT now() AS start`;
  await sql`UPDATE price_alerts SET next_check_at = now() WHERE id IN (
    SELECT id FROM price_alerts WHERE active AND deleted_at IS NULL ORDER BY md5(id::text) LIMIT ${due})`;
  const t0 = performance.now();
  let capped = false;
  const { cpuMs } = await withCpu(appPids, pgPid, async () => {
    for (;;) {
      await sleep(1000);
      const [{ left, open }] = await sql`SELECT
        (SELECT count(*)::int FROM price_alerts WHERE active AND deleted_at IS NULL
           AND next_check_at <= now() + interval '2 minutes') AS left,
        (SELECT count(*)::int FROM alert_job_runs WHERE started_at >= ${start} AND finished_at IS NULL) AS open`;
      if (left === 0 && open === 0) break;
      if (performance.now() - t0 > capMs) {
        capped = true;
        break;
      }
      log(`alertas: ${left} por verificar, ${open} execuções em curso`);
    }
  });
  const runs = await sql`SELECT checked, fired, failed,
      extract(epoch FROM finished_at - started_at)::float8 AS seconds
    FROM alert_job_runs WHERE started_at >= ${start} AND checked > 0 ORDER BY started_at`;
  const [checks] = await sql`SELECT count(*)::int AS checked, count(*) FILTER (WHERE fired)::int AS fired,
      count(*) FILTER (WHERE error IS NOT NULL)::int AS failed,
      extract(epoch FROM max(checked_at) - ${start}::timestamptz)::float8 AS seconds,
      (SELECT count(*)::int FROM (SELECT alert_id FROM alert_checks WHERE checked_at >= ${start}
         GROUP BY alert_id HAVING count(*) > 1) twice) AS checked_twice
    FROM alert_checks WHERE checked_at >= ${start}`;
  const errors = await sql`SELECT error, count(*)::int AS n FROM alert_checks
    WHERE checked_at >= ${start} AND error IS NOT NULL GROUP BY error ORDER BY n DESC LIMIT 3`;
  const after = calls();
  const perMinute = (n, seconds) => (seconds > 0 ? Math.round((n / seconds) * 60) : null);
  return {
    due,
    capped,
    runs: runs.map((r) => ({
      ...r,
      seconds: Math.round(r.seconds * 10) / 10,
      perMinute: perMinute(r.checked, r.seconds),
    })),
    total: {
      ...checks,
      seconds: Math.round((checks.seconds ?? 0) * 10) / 10,
      perMinuteAllInstances: perMinute(checks.checked, checks.seconds),
    },
    providerCalls: Object.fromEntries(Object.keys(after).map((name) => [name, after[name] - callsBefore[name]])),
    cpuMsPerCheck: {
      app: checks.checked ? Math.round((cpuMs.app / checks.checked) * 100) / 100 : null,
      postgres: checks.checked ? Math.round((cpuMs.pg / checks.checked) * 100) / 100 : null,
    },
    errors,
  };
}
