import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { searchLinkPath } from './link-params';
import { readSearchLink } from './search-link';

const day = addDaysIso(todayIsoDate(), 20);

describe('the search link', () => {
  it('carries the whole search and reads back the same search', () => {
    const path = searchLinkPath({
      origin: 'GRU',
      destination: 'LIS',
      date: day,
      unit: 'milhas',
      cabin: 'BUSINESS',
      passengers: 3,
    });
    expect(path).toBe(`/?origem=GRU&destino=LIS&data=${day}&tipo=milhas&classe=BUSINESS&passageiros=3`);
    const link = readSearchLink(new URLSearchParams(path.slice(2)));
    expect(link.kind).toBe('ready');
    if (link.kind !== 'ready') return;
    expect(link.query).toMatchObject({
      origin: 'GRU',
      destination: 'LIS',
      departureDate: day,
      searchType: 'miles',
      cabinClass: 'BUSINESS',
      passengers: { adults: 3, children: 0, infants: 0 },
    });
  });

  it('drops what it cannot read instead of refusing the whole link', () => {
    const link = readSearchLink(new URLSearchParams(`origem=GRU&destino=LIS&data=${day}&classe=luxo&passageiros=99`));
    expect(link.kind).toBe('ready');
    if (link.kind === 'ready') expect(link.values).toMatchObject({ cabinClass: 'ECONOMY', passengers: 1 });
  });

  it('a route to the same airport fills the form and says why it cannot run', () => {
    const link = readSearchLink(new URLSearchParams(`origem=MIA&destino=MIA&data=${day}`));
    expect(link).toMatchObject({ kind: 'invalid', message: 'Destino deve ser diferente da origem' });
  });
});
