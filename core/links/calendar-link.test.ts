import { describe, expect, it } from 'vitest';
import { calendarKey, calendarLinkPath, readCalendarLink } from './calendar-link';
import { monthCalendarPath } from './calendar-month-link';

// December of next year: a month ahead of any day the suite runs (a link to a month that ended is refused).
const Y = new Date().getUTCFullYear() + 1;
const query = readCalendarLink(new URLSearchParams(`origem=SAO&destino=LIS&de=${Y}-12-01&ate=${Y}-12-31`));

describe('calendar link', () => {
  it('reads a month with the defaults of the calendar request', () => {
    expect(query).toMatchObject({ origin: 'SAO', destination: 'LIS', from: `${Y}-12-01`, to: `${Y}-12-31` });
    expect(query?.cabin).toBe('ECONOMY');
    expect(query?.adults).toBe(1);
    expect(query?.nights).toBeUndefined();
  });

  it('writes back what it read, defaults left out, and keeps passengers, stay, cabin and programmes', () => {
    if (!query) throw new Error('link not read');
    expect(calendarLinkPath(query)).toBe(`/calendario?origem=SAO&destino=LIS&de=${Y}-12-01&ate=${Y}-12-31`);
    const full = { ...query, cabin: 'BUSINESS' as const, programs: ['SMILES' as const], adults: 2, nights: 7 };
    const again = readCalendarLink(new URL(calendarLinkPath(full), 'https://x').searchParams);
    expect(again).toEqual(full);
    expect(calendarKey(full)).not.toBe(calendarKey(query));
  });

  it('refuses a link the API would refuse: same airport, reversed or longer than 62 days', () => {
    expect(readCalendarLink(new URLSearchParams(`origem=GRU&destino=GRU&de=${Y}-12-01&ate=${Y}-12-31`))).toBeNull();
    expect(readCalendarLink(new URLSearchParams(`origem=GRU&destino=LIS&de=${Y}-12-31&ate=${Y}-12-01`))).toBeNull();
    expect(readCalendarLink(new URLSearchParams(`origem=GRU&destino=LIS&de=${Y}-01-01&ate=${Y}-03-31`))).toBeNull();
    expect(readCalendarLink(new URLSearchParams('origem=GRU'))).toBeNull();
  });

  it("links a searched day to its whole month, February's last day included", () => {
    expect(monthCalendarPath('GRU', 'MIA', '2028-02-10')).toBe(
      '/calendario?origem=GRU&destino=MIA&de=2028-02-01&ate=2028-02-29',
    );
    expect(monthCalendarPath('GRU', 'MIA', '2027-12-24', 'BUSINESS')).toBe(
      '/calendario?origem=GRU&destino=MIA&de=2027-12-01&ate=2027-12-31&classe=BUSINESS',
    );
  });
});
