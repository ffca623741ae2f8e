import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from '@core/schemas/search';
import { SearchHandoff } from './handoff';

const query = searchQuerySchema.parse({ origin: 'GRU', destination: 'MIA', departureDate: '2099-01-10' });

describe('SearchHandoff', () => {
  it('gives a search to its owner once; a stranger gets nothing and does not use it up', () => {
    const handoff = new SearchHandoff();
    handoff.put('s1', 'owner', query);
    expect(handoff.take('s1', 'stranger')).toBeNull();
    expect(handoff.take('s1', 'owner')).toEqual(query);
    expect(handoff.take('s1', 'owner')).toBeNull();
  });

  it('gives nothing once the window has passed, and forgets expired searches as new ones arrive', () => {
    let now = 0;
    const handoff = new SearchHandoff(1000, () => now);
    handoff.put('old', 'owner', query);
    now = 1000;
    expect(handoff.take('old', 'owner')).toBeNull();
    handoff.put('a', 'owner', query);
    now = 2500;
    handoff.put('b', 'owner', query);
    expect(handoff.size).toBe(1);
    expect(handoff.take('b', 'owner')).toEqual(query);
  });
});
