import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { requestParams } from '../../server/providers/google-flights-client';
import { demoProvider } from '../../server/providers/demo';
import { fixedTableProvider } from '../../server/providers/fixed-table';
import { makeSearchQuery } from '../helpers/flight-fixture';

// A city code in the live search: each provider searches its airports, and every offer names its own airport.

describe('city codes in the live search', () => {
  const query = makeSearchQuery({ origin: 'SAO', destination: 'LIS', departureDate: addDaysIso(todayIsoDate(), 48) });

  it('SerpApi is asked for the airports, comma-separated', () => {
    expect(requestParams(query, false)).toMatchObject({ departure_id: 'GRU,CGH,VCP', arrival_id: 'LIS' });
  });

  it('the demo flies from each airport of São Paulo, and the fixed table prices the route', async () => {
    const ctx = { signal: new AbortController().signal, now: new Date() };
    const airports = new Set<string>();
    for await (const batch of demoProvider.search(query, ctx)) for (const f of batch) airports.add(f.departure.airport);
    expect([...airports].sort()).toEqual(['CGH', 'GRU', 'VCP']);
    const reference: string[] = [];
    for await (const batch of fixedTableProvider.search(query, ctx))
      reference.push(...batch.map((f) => f.departure.airport));
    expect(reference).toEqual(['GRU']);
  });
});
