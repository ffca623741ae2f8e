import { describe, expect, it } from 'vitest';
import { awardDefaultsFromQuery, readAwardRoute } from './award-link';
import { awardSearchPath } from './link-params';

describe('the award form from a link', () => {
  it('an old hub link with one end never searches MIA → MIA', () => {
    const values = awardDefaultsFromQuery(new URLSearchParams('origin=MIA'));
    expect(values.origin).toBe('MIA');
    expect(values.destination).not.toBe('MIA');
  });

  it("a hub card's route is taken as is", () => {
    expect(awardDefaultsFromQuery(new URLSearchParams('origem=GRU&destino=LHR'))).toMatchObject({
      origin: 'GRU',
      destination: 'LHR',
    });
  });
});

describe('the award search link', () => {
  it('writes origem/destino and reads them (and the older origin/destination) back', () => {
    expect(awardSearchPath({ origin: 'GRU', destination: 'MIA' })).toBe('/busca-award?origem=GRU&destino=MIA');
    expect(readAwardRoute(new URLSearchParams('origem=gru&destino=mia'))).toEqual({
      origin: 'GRU',
      destination: 'MIA',
    });
    expect(readAwardRoute(new URLSearchParams('origin=MIA'))).toEqual({ origin: 'MIA' });
    expect(readAwardRoute(new URLSearchParams('origem=<script>'))).toEqual({});
  });
});
