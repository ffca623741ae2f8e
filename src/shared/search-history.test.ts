import { describe, expect, it } from 'vitest';
import type { RouteInsight } from '@core/schemas/insight';
import { makeSearchQuery } from '@tests/helpers/flight-fixture';
import { LocalDb } from '@/lib/local-db';
import { recentSearches, rememberSearch } from './search-history';

describe('a kept search keeps its price verdicts', () => {
  it('reopens offline with the verdicts shown with its results', async () => {
    const db = new LocalDb(`kept-insights-${Math.random()}`);
    const insights: RouteInsight[] = [
      {
        kind: 'miles',
        program: 'SMILES',
        insight: {
          level: 'low',
          typicalRange: [50_000, 62_000],
          median: 55_000,
          current: 45_000,
          observations: 14,
          since: '2026-09-01',
          history: [{ day: '2026-09-01', min: 52_000 }],
          source: 'observado',
        },
      },
    ];
    await rememberSearch('u', makeSearchQuery(), [], new Date('2026-11-22T12:00:00Z'), db, insights);
    const [kept] = await recentSearches('u', db);
    expect(kept?.insights).toEqual(insights);
    db.close();
  });
});
