// bench:scale's rows, written with generate_series in a few INSERT … SELECT statements (minutes for millions of
// rows, where the API would take hours). Every row is one the app accepts: ids are deterministic UUIDs
// (md5 of a label), each user's synced rows carry distinct change numbers with sync_versions at their maximum,
// users have a permanent subscription (subscription_expires null), active alerts carry what the job reads. Users
// 1…HEAVY_USERS own exactly ROWS_PER_HEAVY_USER saved flights each (the sync pull measured); the rest are spread
// over the other users. No alert is due: the run makes some due when it measures the job.
import { createECDH, randomBytes } from 'node:crypto';
import { seedObservations } from './observations-seed.mjs';

export const HEAVY_USERS = 20;
export const ROWS_PER_HEAVY_USER = 1000;
/** Days seen per observed travel date (the verdict reads 90). */
export const OBSERVED_DAYS = 60;
/** Travel dates observed are 30, 33, 36… days ahead. */
export const OBSERVED_STEP = 3;

const AIRPORTS = (
  'GRU GIG BSB CNF REC SSA POA FOR CWB MIA LIS MAD CDG JFK MCO LHR FCO EZE SCL BOG LIM MEX PTY FRA AMS ZRH BCN OPO ' +
  'MAO BEL NAT FLN VCP CGH SDU GYN CGB MCZ JPA THE SLZ VIX IGU AJU PMW BOS ORD LAX DXB DOH'
).split(' ');

/** The first `n` ordered pairs of 50 real airports (at most 2,450). */
export function routePairs(n) {
  const all = AIRPORTS.flatMap((o) => AIRPORTS.filter((d) => d !== o).map((d) => [o, d]));
  if (n > all.length) throw new Error(`ROUTES: no máximo ${all.length}`);
  return all.slice(0, n);
}

/** A deterministic UUID of `text` (an SQL expression): md5 with the version 4 and variant bits zod's uuid wants. */
export const uuidSql = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The id of bench user `i` (1-based), as the seed made it. */
export const userIdSql = (i) => uuidSql(`'u' || (${i})`);

/**
 * Seeds `sizes` ({users, savedFlights, alerts, activeAlerts, routes, observations, pushSubscriptions}) through
 * `query(text, params)`, with push endpoints under `pushBase` (a loopback stand-in). Returns the travel-date
 * count observed per route and key, and each step's time in ms.
 */
export async function seedScale(query, sizes, pushBase, log) {
  const { users, savedFlights, alerts, activeAlerts, routes, observations, pushSubscriptions } = sizes;
  if (users <= HEAVY_USERS) throw new Error(`USERS: mais de ${HEAVY_USERS}`);
  const heavyRows = HEAVY_USERS * ROWS_PER_HEAVY_USER;
  if (savedFlights < heavyRows) throw new Error(`SAVED_FLIGHTS: pelo menos ${heavyRows}`);
  const pairs = routePairs(routes);
  const origins = pairs.map((p) => p[0]);
  const destinations = pairs.map((p) => p[1]);
  const timings = {};
  const step = async (name, text, params = []) => {
    const t0 = performance.now();
    await query(text, params);
    timings[name] = Math.round(performance.now() - t0);
    log(`semeado: ${name} (${timings[name]} ms)`);
  };
  await step(
    'users',
    `INSERT INTO users (id, email, full_name, subscription_plan, subscription_expires)
     SELECT ${userIdSql('i')}, 'bench-' || i || '@bussola.local', 'Viajante ' || i, 'premium', NULL
     FROM generate_series(1, ${users}) i`,
  );
  // The heavy users' rows first (version k of user u), then row j of the others (user 21 + j mod n, version
  // j div n + 1): every user's change numbers are distinct, as nextVersion would have made them.
  const others = users - HEAVY_USERS;
  // Each saved flight carries its card, as the PWA saves it (src/shared/saved-flights.ts: the whole result): a
  // result shaped like the demo provider's, ~750 bytes, on the row's route and day. A pull checks every card.
  const origin = (n) => `($1::text[])[1 + ${n} % ${routes}]`;
  const destination = (n) => `($2::text[])[1 + ${n} % ${routes}]`;
  const day = (n) => `(current_date + ${n} % 300)`;
  const card = (n) => `jsonb_build_object(
       'id', 'seats-aero-G3' || (1000 + ${n} % 9000) || '-' || ${day(n)}, 'source', 'seats_aero', 'airline', 'GOL',
       'departure', jsonb_build_object('time', '20:25', 'airport', ${origin(n)}, 'city', '', 'date', ${day(n)}::text),
       'arrival', jsonb_build_object('time', '07:32', 'airport', ${destination(n)}, 'city', '', 'date', (${day(n)} + 1)::text),
       'duration', '11h 07min', 'durationMinutes', 667, 'stops', 1, 'stopAirports', jsonb_build_array('BSB'),
       'cabinClass', 'ECONOMY', 'availableSeats', 4, 'url', 'https://seats.aero/search', 'flightNumber', 'G3' || (1000 + ${n} % 9000),
       'isReturnFlight', false, 'bestValue', false, 'isInfoOnly', false,
       'freshness', jsonb_build_object('kind', 'cached', 'fetchedAt', now()), 'milesEstimated', false, 'price', null,
       'miles', 10000 + (${n} % 50) * 1000, 'milesProgram', 'SMILES', 'fees', 363.37, 'estimatedValue', 500 + (${n} % 300),
       'estimatedValueFormatted', 'aproximadamente R$ 1.870,12 (milhas + taxas)')`;
  const flight = (id, user, version, n) => `SELECT ${id}, ${user}, ${origin(n)}, ${destination(n)},
       'SMILES', 'GOL', 'Econômica', 10000 + (${n} % 50) * 1000, 500 + (${n} % 300), ${day(n)},
       now() - make_interval(days => ${n} % 365), now(), ${version}, ${card(n)}`;
  const flightColumns = `INSERT INTO saved_flights (id, user_id, origin, destination, program, companhia, cabine,
       milhas, reais_estimado, data_voo, saved_at, updated_at, sync_version, flight)`;
  await step(
    'saved_flights (heavy users)',
    `${flightColumns} ${flight(uuidSql(`'fh' || u || '-' || k`), userIdSql('u'), 'k', 'k')}
     FROM generate_series(1, ${HEAVY_USERS}) u CROSS JOIN generate_series(1, ${ROWS_PER_HEAVY_USER}) k`,
    [origins, destinations],
  );
  await step(
    'saved_flights',
    `${flightColumns} ${flight(uuidSql(`'f' || j`), userIdSql(`${HEAVY_USERS + 1} + j % ${others}`), `j / ${others} + 1`, 'j')}
     FROM generate_series(0, ${savedFlights - heavyRows - 1}) j`,
    [origins, destinations],
  );
  // Alert a: user 1 + a mod USERS; the first ACTIVE_ALERTS are live, on route a mod ROUTES. One in five in reais;
  // one in twenty with a maximum the stand-ins' fares meet (it fires on its first check), the rest never fire.
  await step(
    'price_alerts',
    `INSERT INTO price_alerts (id, user_id, origin, destination, trigger, max_price, alert_type, active, cabin,
       created_at, updated_at, next_check_at, sync_version)
     SELECT ${uuidSql(`'a' || a`)}, ${userIdSql(`1 + a % ${users}`)}, ($1::text[])[1 + a % ${routes}], ($2::text[])[1 + a % ${routes}],
       'max_price',
       CASE WHEN a % 5 = 0 THEN (CASE WHEN a % 20 = 5 THEN 4000 ELSE 1000 END)
            ELSE (CASE WHEN a % 20 = 1 THEN 25000 ELSE 10000 END) END,
       CASE WHEN a % 5 = 0 THEN 'reais' ELSE 'milhas' END, a < ${activeAlerts}, 'ECONOMY',
       now(), now(), now() + interval '1 day', 100000 + a / ${users} + 1
     FROM generate_series(0, ${alerts - 1}) a`,
    [origins, destinations],
  );
  await step(
    'sync_versions',
    `INSERT INTO sync_versions (user_id, version)
     SELECT user_id, max(sync_version) FROM (
       SELECT user_id, sync_version FROM saved_flights UNION ALL SELECT user_id, sync_version FROM price_alerts
     ) written GROUP BY user_id`,
  );
  // One real P-256 key for every subscription: web-push encrypts to it, the stand-in accepts whatever arrives.
  await step(
    'push_subscriptions',
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
     SELECT ${userIdSql(`1 + i % ${users}`)}, $1 || '/push/' || i, $2, $3 FROM generate_series(0, ${pushSubscriptions - 1}) i`,
    [pushBase, ...pushKeys()],
  );
  const dates = Math.max(1, Math.round(observations / (routes * 4 * OBSERVED_DAYS)));
  const t0 = performance.now();
  await seedObservations(query, pairs, { dates, days: OBSERVED_DAYS, step: OBSERVED_STEP });
  timings.price_observations = Math.round(performance.now() - t0);
  log(`semeado: price_observations e price_month_minima (${timings.price_observations} ms)`);
  await step('analyze', 'ANALYZE');
  const [{ n }] = await query('SELECT count(*)::int AS n FROM price_observations');
  return { pairs, observedDates: dates, observedRows: n, timings };
}

/** A browser subscription's keys: the P-256 public key (uncompressed) and 16 bytes of auth secret, base64url. */
function pushKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return [ecdh.getPublicKey().toString('base64url'), randomBytes(16).toString('base64url')];
}
