import { describe, expect, it } from 'vitest';
import { calendarLinkPath, readCalendarLink } from './calendar-link';

const read = (query: string) => readCalendarLink(new URLSearchParams(query));

describe('the calendar link', () => {
  it('carries the route, the days, the cabin and the programmes, and reads back the same', () => {
    const link = {
      origin: 'GRU',
      destination: 'MIA',
      from: '2026-12-01',
      to: '2026-12-31',
      cabin: 'BUSINESS',
      programs: ['LATAM', 'SMILES'],
    } as const;
    const path = calendarLinkPath(link);
    expect(path).toBe(
      '/calendario?origem=GRU&destino=MIA&de=2026-12-01&ate=2026-12-31&classe=BUSINESS&programas=LATAM%2CSMILES',
    );
    expect(read(path.split('?')[1] ?? '')).toEqual(link);
  });

  it('leaves out what the link does not need: every cabin, no programme, no days', () => {
    expect(calendarLinkPath({ origin: 'GRU', destination: 'LIS', cabin: 'ALL', programs: [] })).toBe(
      '/calendario?origem=GRU&destino=LIS',
    );
    expect(read('origem=gru&destino=lis')).toEqual({
      origin: 'GRU',
      destination: 'LIS',
      from: null,
      to: null,
      cabin: null,
      programs: null,
    });
  });

  it('drops what it cannot read instead of refusing the whole link', () => {
    expect(read('origem=GRU&destino=MIA&de=2026-02-30&ate=amanha&classe=luxo&programas=latam,milhas,Azul')).toEqual({
      origin: 'GRU',
      destination: 'MIA',
      from: null,
      to: null,
      cabin: null,
      programs: ['LATAM', 'AZUL'],
    });
  });

  it('keeps the start of a range that ends before it starts', () => {
    expect(read('origem=GRU&destino=MIA&de=2026-12-10&ate=2026-12-01')).toMatchObject({
      from: '2026-12-10',
      to: null,
    });
  });

  it('is no link without a route, or with the same airport at both ends', () => {
    expect(read('')).toBeNull();
    expect(read('origem=GRU')).toBeNull();
    expect(read('origem=GRU&destino=gru')).toBeNull();
    expect(read('origem=<script>&destino=MIA')).toBeNull();
  });
});
