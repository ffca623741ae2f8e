// Price observations seeded straight into the database (bench:insight, bench:scale): every route × cash and
// three programmes × `dates` travel dates (from 30 days ahead, every `step` days) × the last `days` days seen, with
// prices that vary by route, key, date and day so the quartiles are real work, and the per-month daily minima the
// server's writes keep beside them (server/insight/observation-writes.ts). Deterministic: every run seeds the same rows.

export const OBSERVATION_KEYS = [
  ['cash', ''],
  ['miles', 'LATAM'],
  ['miles', 'AZUL'],
  ['miles', 'SMILES'],
];

/** `query(text, params)` runs one statement and resolves with its rows; `pairs` are [origin, destination]. */
export async function seedObservations(query, pairs, { dates, days, step }) {
  await query(
    `INSERT INTO price_observations (origin, destination, cabin, kind, program, travel_date, source, observed_on,
       min_price, min_taxes, seen_count, first_seen, last_seen)
     SELECT r.o, r.d, 'ECONOMY', k.kind, k.program, current_date + 30 + ${step} * t, k.source, current_date - s,
       CASE WHEN k.kind = 'cash' THEN 1500 + ((r.i * 37 + t * 11 + s * 7) % 2000)
            ELSE 30000 + ((r.i * 53 + t * 13 + s * 17) % 40000) END,
       0, 1, now(), now()
     FROM unnest($1::text[], $2::text[], $3::int[]) AS r(o, d, i)
     CROSS JOIN (VALUES ('cash', '', 'google_flights'), ('miles', 'LATAM', 'seats_aero'),
                        ('miles', 'AZUL', 'seats_aero'), ('miles', 'SMILES', 'seats_aero')) AS k(kind, program, source)
     CROSS JOIN generate_series(0, ${dates - 1}) AS t
     CROSS JOIN generate_series(0, ${days - 1}) AS s`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1]), pairs.map((_, i) => i)],
  );
  await query(`INSERT INTO price_month_minima (origin, destination, cabin, kind, program, travel_month, observed_on,
      min_price, seen_count)
    SELECT origin, destination, cabin, kind, program, date_trunc('month', travel_date)::date, observed_on,
      min(min_price), sum(seen_count) FROM price_observations
    GROUP BY origin, destination, cabin, kind, program, date_trunc('month', travel_date), observed_on`);
  await query('ANALYZE price_observations');
  await query('ANALYZE price_month_minima');
}
