import { describe, expect, it } from 'vitest';
import type { Flight } from '../../core/schemas/flight';
import { searchQuerySchema } from '../../core/schemas/search';
import { demoProvider } from '../../server/providers/demo';
import { fixedTableProvider } from '../../server/providers/fixed-table';
import { type BatchEvent, runSearch } from '../../server/search/engine';
import { type Provider, ProviderError } from '../../server/search/provider';

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const query = searchQuerySchema.parse({ origin: 'GRU', destination: 'MIA', departureDate: inAMonth });

function fake(id: string, behaviour: (signal: AbortSignal) => AsyncGenerator<Flight[]>, timeoutMs = 500): Provider {
  return {
    id,
    kind: 'both',
    label: id,
    timeoutMs,
    isConfigured: () => true,
    search: (_q, ctx) => behaviour(ctx.signal),
  };
}

async function collect(providers: Provider[], signal = new AbortController().signal) {
  const batches: BatchEvent[] = [];
  const outcome = await runSearch(query, providers, { signal, onBatch: (b) => batches.push(b) });
  return { batches, outcome };
}

const sample = async () => {
  const batches: Flight[][] = [];
  for await (const b of demoProvider.search(query, { signal: new AbortController().signal, now: new Date() }))
    batches.push(b);
  return batches.flat();
};

describe('runSearch', () => {
  it('streams every provider in parallel and reports a slow one as timed out, in pt-BR', async () => {
    const flights = await sample();
    const fast = fake('rapido', async function* () {
      yield flights.slice(0, 2);
    });
    const slow = fake(
      'lento',
      async function* (signal) {
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        yield flights.slice(2, 3);
      },
      50,
    );
    const { batches, outcome } = await collect([fast, slow]);
    expect(batches.map((b) => b.provider)).toEqual(['rapido']);
    expect(outcome.total).toBe(2);
    expect(outcome.errors).toEqual([{ provider: 'lento', message: 'A fonte não respondeu a tempo.' }]);
  });

  it('never sends the same flight twice, across batches and providers', async () => {
    const flights = await sample();
    const a = fake('a', async function* () {
      yield flights.slice(0, 3);
      yield flights.slice(1, 4);
    });
    const b = fake('b', async function* () {
      yield flights.slice(0, 4);
    });
    const { batches, outcome } = await collect([a, b]);
    const ids = batches.flatMap((x) => x.flights.map((f) => f.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(outcome.total).toBe(4);
  });

  it('keeps going when a provider fails, with its own message or a generic one', async () => {
    const flights = await sample();
    const ok = fake('ok', async function* () {
      yield flights.slice(0, 1);
    });
    const known = fake('conhecido', async function* () {
      yield [];
      throw new ProviderError('Chave da API recusada.');
    });
    const crash = fake('quebrado', async function* () {
      yield [];
      throw new Error('TypeError: x is undefined at /srv/segredo.ts');
    });
    const { outcome } = await collect([ok, known, crash]);
    expect(outcome.total).toBe(1);
    expect(outcome.errors).toEqual(
      expect.arrayContaining([
        { provider: 'conhecido', message: 'Chave da API recusada.' },
        { provider: 'quebrado', message: 'Falha ao consultar a fonte.' },
      ]),
    );
  });

  it('stops every provider on cancel and reports it as cancelled', async () => {
    const controller = new AbortController();
    let sawAbort = false;
    const endless = fake(
      'sem-fim',
      async function* (signal) {
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        sawAbort = true;
        yield [];
      },
      5000,
    );
    const running = collect([endless], controller.signal);
    controller.abort();
    const { outcome } = await running;
    expect(outcome.cancelled).toBe(true);
    expect(outcome.errors).toEqual([]);
    expect(sawAbort).toBe(true);
  });
});

describe('demo and fixed-table providers', () => {
  it('demo: the same route and date give the same flights; labelled as demonstration', async () => {
    const first = await sample();
    const second = await sample();
    const fares = (flights: Flight[]) => flights.map((f) => [f.id, f.price, f.miles, f.departure.time]);
    expect(fares(second)).toEqual(fares(first));
    expect(first.every((f) => f.source === 'demo' && f.freshness.kind === 'demo')).toBe(true);
    expect(first.some((f) => f.price !== null)).toBe(true);
    const miles = first.filter((f) => f.miles !== null);
    expect(miles.length).toBeGreaterThan(0);
    for (const f of miles) expect(f.estimatedValueFormatted).toMatch(/^aproximadamente R\$ /);
  });

  it('demo: round trips get return flights; a cash search gets no miles', async () => {
    const roundTrip = searchQuerySchema.parse({
      origin: 'GRU',
      destination: 'LIS',
      departureDate: inAMonth,
      returnDate: inAMonth,
      tripType: 'ROUND_TRIP',
      searchType: 'cash',
    });
    const flights: Flight[] = [];
    for await (const b of demoProvider.search(roundTrip, { signal: new AbortController().signal, now: new Date() }))
      flights.push(...b);
    expect(flights.some((f) => f.isReturnFlight && f.departure.airport === 'LIS')).toBe(true);
    expect(flights.every((f) => f.miles === null)).toBe(true);
  });

  it('fixed table: the chart price by region pair, labelled as reference, valued in reais', async () => {
    const offers: Flight[] = [];
    for await (const b of fixedTableProvider.search(query, { signal: new AbortController().signal, now: new Date() }))
      offers.push(...b);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ source: 'fixed_table', miles: 57000, milesProgram: 'LATAM Pass', fees: 150 });
    expect(offers[0]?.freshness.kind).toBe('reference');
    // 57,000 × R$ 24,50 / 1000 + R$ 150 = R$ 1.546,50
    expect(offers[0]?.estimatedValue).toBe(1546.5);
  });
});
