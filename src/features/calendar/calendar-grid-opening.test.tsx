import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@core/format/dates';
import type { CalendarDay } from '@core/schemas/calendar';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { CalendarGrid } from './calendar-grid';

// A cell beyond the searched programmes' booking windows says when it opens instead of "sem dado".

const now = new Date();
const today = todayIsoDate(undefined, now);
const empty = (date: string): CalendarDay => ({
  date,
  cash: null,
  miles: [],
  best: null,
  bestBRL: null,
  insight: null,
});
const within = addDaysIso(today, 320);
const beyond = addDaysIso(today, 342);
const days = [empty(within), empty(beyond)];
const cell = (iso: string) => document.querySelector<HTMLButtonElement>(`button[data-date="${iso}"]`);

describe('CalendarGrid beyond the booking window', () => {
  it("shows 'abre em N dias' on a day no programme sells yet, and says which programme and when", () => {
    render(
      <CalendarGrid
        days={days}
        now={now}
        caption="c"
        onPick={() => {}}
        bookingWindows={[
          { program: 'SMILES', numDaysOut: 330 },
          { program: 'AZUL', numDaysOut: 335 },
        ]}
      />,
    );
    const far = cell(beyond);
    expect(far).toHaveTextContent('abre em 7 dias');
    expect(far).not.toHaveTextContent('sem dado');
    expect(far).toHaveAccessibleName(
      expect.stringContaining(
        `Reservas da Azul Fidelidade para ${formatDate(beyond)} abrem em 7 dias (${formatDate(addDaysIso(today, 7))})`,
      ),
    );
    const near = cell(within);
    expect(near).toHaveTextContent('sem dado');
    expect(near).not.toHaveTextContent('abre');
  });

  it('says nothing of opening without windows (an older server)', () => {
    render(<CalendarGrid days={days} now={now} caption="c" onPick={() => {}} />);
    expect(screen.queryByText(/abre em/)).toBeNull();
  });
});
