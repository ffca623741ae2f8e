import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CalendarDay, CalendarMiles } from '@core/schemas/calendar';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { CalendarDayList } from './calendar-day-list';
import { CalendarGrid } from './calendar-grid';

// A calendar day's best award says whether its miles are a good price for the month (the verdict the calendar's
// reply carried): in the day's button name and beside the award in the list, with the sentence one tap away.

const now = new Date();
const DAY = addDaysIso(todayIsoDate(undefined, now), 40);
const MONTH = DAY.slice(0, 7);

/** Smiles SAO→SSA for two travellers: 24 000 miles for the party, 12 000 each. */
const award = (verdict: CalendarMiles['verdict']): CalendarMiles => ({
  program: 'Smiles',
  miles: 24_000,
  taxes: 301.5,
  taxesCurrency: 'BRL',
  valueBRL: 721.5,
  value: {
    passengers: 2,
    perPerson: 360.75,
    total: 721.5,
    milheiro: 17.5,
    milheiroReference: true,
    taxesIncluded: true,
  },
  source: 'seats_aero',
  observedAt: now.toISOString(),
  freshness: 'live',
  origin: 'GRU',
  destination: 'SSA',
  ...(verdict ? { verdict } : {}),
});
const dayWith = (miles: CalendarMiles): CalendarDay => ({
  date: DAY,
  cash: null,
  miles: [miles],
  best: 'miles',
  bestBRL: miles.valueBRL,
  insight: null,
});
const low = {
  program: 'SMILES' as const,
  month: MONTH,
  level: 'low' as const,
  median: 18_500,
  typicalRange: [14_000, 21_000] as [number, number],
  observations: 42,
};

describe("the miles verdict on a calendar day's award", () => {
  it("names the level in the day's button, beside the award's figures", () => {
    render(<CalendarGrid days={[dayWith(award(low))]} now={now} caption="c" onPick={() => {}} />);
    expect(
      screen.getByRole('button', { name: /milhas 24\.000 milhas Smiles.*; milhas: Preço baixo/ }),
    ).toBeInTheDocument();
  });

  it("shows one traveller's miles against the month in the day list, and 'histórico insuficiente' when little", () => {
    const thin = { ...low, level: 'unknown' as const, median: null, typicalRange: null, observations: 2 };
    const days = [dayWith(award(low)), { ...dayWith(award(thin)), date: addDaysIso(DAY, 1) }];
    render(
      <MemoryRouter>
        <CalendarDayList
          days={days}
          now={now}
          askable={new Set()}
          asking={null}
          searchPath={() => '/'}
          onAskCash={() => {}}
        />
      </MemoryRouter>,
    );
    const [good, unknown] = screen.getAllByTestId('miles-verdict');
    expect(good).toHaveTextContent('Preço baixo');
    fireEvent.click(good as HTMLElement);
    expect(
      within(screen.getByRole('dialog', { name: 'Bom preço em milhas?' })).getByText(/^12\.000 milhas/),
    ).toHaveTextContent(
      /^12\.000 milhas Smiles GRU–SSA está 35% abaixo do típico \(mediana de 18\.500 em \S+, 42 observações\)$/,
    );
    expect(unknown).toHaveTextContent('histórico insuficiente');
  });

  it('says nothing of a day whose award carries no verdict (a round trip, an older calendar)', () => {
    render(<CalendarGrid days={[dayWith(award(undefined))]} now={now} caption="c" onPick={() => {}} />);
    expect(
      screen.getByRole('button', { name: /milhas 24\.000 milhas Smiles/ }).getAttribute('aria-label'),
    ).not.toContain('milhas: ');
  });
});
