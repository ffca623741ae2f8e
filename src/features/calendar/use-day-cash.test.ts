import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarQuery } from '@core/schemas/calendar';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { NO_DAY_FARE, useDayCash } from './use-day-cash';

// A tap asks one day's cash fare: the fare fills the day, a day without one is marked (no second tap), a failure
// is said in pt-BR, and a new calendar forgets what was asked for the last.

const from = addDaysIso(todayIsoDate(), 10);
const query: CalendarQuery = {
  origin: 'GRU',
  destination: 'LIS',
  from,
  to: addDaysIso(from, 20),
  cabin: 'ECONOMY',
  programs: ['LATAM', 'AZUL', 'SMILES', 'VIRGIN'],
  adults: 2,
};
const day = addDaysIso(from, 3);
const cash = {
  price: 3202,
  source: 'google_flights',
  observedAt: new Date().toISOString(),
  freshness: 'live',
  origin: 'GRU',
  destination: 'LIS',
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

describe('useDayCash', () => {
  it('fills the day with its fare, asking the day for the calendar’s party', async () => {
    const fetch = answer(200, { date: day, cash });
    const { result } = renderHook(() => useDayCash(query, 'k1'));
    act(() => result.current.ask(day));
    await waitFor(() => expect(result.current.asked[day]?.price).toBe(3202));
    expect(result.current).toMatchObject({ asking: null, error: null });
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/calendar/day');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ date: day, adults: '2', origin: 'GRU' });
  });

  it('marks a day without a fare, says so, and forgets it for a new calendar', async () => {
    answer(200, { date: day, cash: null });
    const { result, rerender } = renderHook(({ key }) => useDayCash(query, key), { initialProps: { key: 'k1' } });
    act(() => result.current.ask(day));
    await waitFor(() => expect(result.current.noFare.has(day)).toBe(true));
    expect(result.current.error).toBe(NO_DAY_FARE);
    rerender({ key: 'k2' });
    await waitFor(() => expect(result.current.noFare.size).toBe(0));
    expect(result.current.error).toBeNull();
  });

  it('says a failure in pt-BR and leaves the day askable', async () => {
    answer(500, { success: false, error: 'Falha interna' });
    const { result } = renderHook(() => useDayCash(query, 'k1'));
    act(() => result.current.ask(day));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error).toMatch(/Falha interna|Não foi possível/);
    expect(result.current.noFare.has(day)).toBe(false);
  });
});
