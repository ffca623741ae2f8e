import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarDay } from '@core/schemas/calendar';
import { CalendarGrid } from './calendar-grid';

// The grid as a screen reader meets it: a table with weekday headers, each day a button naming its whole cell.

const now = new Date('2026-11-22T12:00:00.000Z');
const cash = (price: number) => ({
  price,
  source: 'demo',
  observedAt: now.toISOString(),
  freshness: 'demo' as const,
  origin: 'GRU',
  destination: 'LIS',
});
const days: CalendarDay[] = [
  { date: '2026-12-01', cash: cash(3000), miles: [], best: 'cash', bestBRL: 3000, insight: null },
  { date: '2026-12-02', cash: null, miles: [], best: null, bestBRL: null, insight: null },
  { date: '2026-12-03', cash: cash(2500), miles: [], best: 'cash', bestBRL: 2500, insight: null },
];

describe('CalendarGrid', () => {
  it('is a table with weekday headers, the first day under its weekday (a Tuesday)', () => {
    render(<CalendarGrid days={days} now={now} caption="Calendário de GRU para LIS" onPick={() => {}} />);
    const table = screen.getByRole('table', { name: 'Calendário de GRU para LIS' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getAllByRole('cell')[2]?.textContent).toContain('1');
  });

  it('says "sem dado" for a day nobody priced, never 0, and the amount as text beside the colour', () => {
    render(<CalendarGrid days={days} now={now} caption="c" onPick={() => {}} />);
    const empty = screen.getByRole('button', { name: /2 de dezembro: sem dado/ });
    expect(empty).toHaveTextContent('sem dado');
    expect(screen.getByRole('button', { name: /1 de dezembro; dinheiro R\$ 3\.000,00/ })).toHaveTextContent('R$ 3 mil');
    expect(screen.getByRole('button', { name: /3 de dezembro.*mais barato/ })).toHaveTextContent('R$ 2,5 mil');
    expect(screen.getByRole('list', { name: /Legenda das cores/ })).toHaveTextContent('mais barato (até R$ 2.500,00)');
  });

  it('hands the chosen day on', () => {
    const onPick = vi.fn();
    render(<CalendarGrid days={days} now={now} caption="c" onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: /3 de dezembro/ }));
    expect(onPick).toHaveBeenCalledWith(days[2]);
  });

  it("offers 'ver R$' under a day without cash the calendar did not ask for, and hands that day on", () => {
    const onAsk = vi.fn();
    render(
      <CalendarGrid
        days={days}
        now={now}
        caption="c"
        onPick={() => {}}
        askCash={{ dates: new Set(['2026-12-02', '2026-12-03']), asking: null, onAsk }}
      />,
    );
    // 3 December already has a fare: nothing to ask.
    expect(screen.getAllByRole('button', { name: /^ver R\$ em dinheiro/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'ver R$ em dinheiro de quarta-feira, 2 de dezembro' }));
    expect(onAsk).toHaveBeenCalledWith('2026-12-02');
  });
});
