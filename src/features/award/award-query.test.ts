import { describe, expect, it } from 'vitest';
import { awardDefaultsFromQuery } from './award-query';

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
