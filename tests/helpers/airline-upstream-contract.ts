import { afterAll, beforeAll, expect } from 'vitest';
import { type Flight, flightSchema } from '../../core/schemas/flight';
import type { SearchQuery } from '../../core/schemas/search';
import { type Config, loadConfig } from '../../server/config';
import { createAirlineUpstreamProvider, fetchUpstream, UpstreamError } from '../../server/providers/airline-upstream';
import type { UpstreamDef } from '../../server/providers/airline-upstream-defs';
import { FakeUpstream } from './fake-upstream';

// What the airline upstream contract tests share (airline-upstream-contract, -failures): recorded replies from
// tests/fixtures/upstreams on a loopback server, a config pointing airlines at its scenarios, and two queries.

export const UPSTREAM_KEY = 'chave-de-teste-upstream';
export const UPSTREAM_NOW = new Date('2026-08-01T12:00:00Z');

export const roundTrip: SearchQuery = {
  origin: 'GRU',
  destination: 'CNF',
  departureDate: '2026-09-15',
  returnDate: '2026-09-22',
  tripType: 'ROUND_TRIP',
  cabinClass: 'ECONOMY',
  passengers: { adults: 2, children: 1, infants: 0 },
  searchType: 'all',
  isFlexible: false,
  includeNearby: false,
};
export const oneWay: SearchQuery = {
  ...roundTrip,
  returnDate: undefined,
  tripType: 'ONE_WAY',
  passengers: { adults: 1, children: 0, infants: 0 },
};

/** Starts the recorded upstreams for the file (stopped after it). */
export function setupUpstreamContract() {
  const fake = new FakeUpstream({
    latam: 'latam-success',
    azul: ['azul-success', 'azulmilhas-success'],
    voegol: 'voegol-success',
    smiles: 'smiles-success',
    unauthorized: 'error-401',
    'rate-limited': 'error-429',
    html: 'error-html',
    maintenance: 'maintenance-html-200',
    malformed: 'latam-malformed-rows',
    envelope: 'invalid-envelope',
  });
  let base = '';
  beforeAll(async () => {
    base = await fake.start();
  });
  afterAll(() => fake.close());

  return {
    fake,
    /** http://127.0.0.1:PORT of the recorded upstreams. */
    get base() {
      return base;
    },
    /** A config with the key and each named airline's URL on one of the fake's scenarios. */
    configWith(
      scenarios: Partial<Record<'LATAM' | 'AZUL' | 'VOEGOL' | 'SMILES', string>>,
      extra: Record<string, string> = {},
    ): Config {
      // Short only where the upstream hangs on purpose: a busy machine must not turn an answer into a timeout.
      const timeout = Object.values(scenarios).includes('hang') ? '300' : '10000';
      const env: Record<string, string> = { UPSTREAM_API_KEY: UPSTREAM_KEY, UPSTREAM_TIMEOUT_MS: timeout, ...extra };
      for (const [airline, scenario] of Object.entries(scenarios))
        env[`${airline}_UPSTREAM_URL`] = `${base}/${scenario}`;
      return loadConfig(env);
    },
  };
}

/** Every flight the provider yields for the query, each checked against the Flight schema. */
export async function collect(
  def: UpstreamDef,
  config: Config,
  query: SearchQuery,
  signal = new AbortController().signal,
): Promise<Flight[]> {
  const flights: Flight[] = [];
  for await (const batch of createAirlineUpstreamProvider(def, config).search(query, { signal, now: UPSTREAM_NOW }))
    flights.push(...batch);
  for (const flight of flights) expect(() => flightSchema.parse(flight)).not.toThrow();
  return flights;
}

/** The UpstreamError one GRU → CNF request fails with. */
export async function failure(def: UpstreamDef, config: Config): Promise<UpstreamError> {
  const err = await fetchUpstream(def, config, {
    origin: 'GRU',
    destination: 'CNF',
    departureDate: '2026-09-15',
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'ECONOMY',
  }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}
