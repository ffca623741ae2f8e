import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarDay, CalendarMiles } from '@core/schemas/calendar';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
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

  describe('answers "which day", on dates relative to the clock', () => {
    const clock = new Date();
    const today = todayIsoDate(undefined, clock);
    const at = (offset: number) => addDaysIso(today, offset);
    const fare = (price: number) => ({ ...cash(price), observedAt: clock.toISOString() });
    const award = (valueBRL: number): CalendarMiles => ({
      program: 'Smiles',
      miles: 20_000,
      taxes: 150,
      taxesCurrency: 'BRL',
      valueBRL,
      source: 'demo',
      observedAt: clock.toISOString(),
      freshness: 'demo',
      origin: 'GRU',
      destination: 'LIS',
    });
    const unsorted: CalendarDay[] = [
      // Miles win, the cash fare is still in the cell.
      { date: at(3), cash: fare(900), miles: [award(650)], best: 'miles', bestBRL: 650, insight: null },
      // Only miles known: the cell says there is no cash fare.
      { date: at(4), cash: null, miles: [award(700)], best: 'miles', bestBRL: 700, insight: null },
      // Three days tie at R$ 601 (one of them by its award): the earliest is the best day.
      { date: at(7), cash: fare(601), miles: [], best: 'cash', bestBRL: 601, insight: null },
      { date: at(5), cash: fare(601), miles: [award(800)], best: 'cash', bestBRL: 601, insight: null },
      { date: at(6), cash: fare(950), miles: [award(601)], best: 'miles', bestBRL: 601, insight: null },
    ];
    const month = unsorted.sort((a, b) => (a.date < b.date ? -1 : 1));

    const cellOf = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLElement;

    it('shows the cash fare in every cell that has one, and "sem R$" where none is known', () => {
      render(<CalendarGrid days={month} now={clock} caption="c" onPick={() => {}} />);
      const milesDay = cellOf(at(3));
      expect(milesDay.querySelector('[data-figure="cash"]')).toHaveTextContent('R$ 900');
      expect(milesDay.querySelector('[data-figure="miles"]')).toHaveTextContent('mi ≈ R$ 650');
      // The winner is the bold one.
      expect(milesDay.querySelector('[data-figure="miles"]')).toHaveClass('font-semibold');
      expect(milesDay.querySelector('[data-figure="cash"]')).not.toHaveClass('font-semibold');
      expect(cellOf(at(4)).querySelector('[data-figure="cash"]')).toHaveTextContent('sem R$');
    });

    it('marks one best day, the earliest of a tie, says why above the grid and explains it in the legend', () => {
      render(<CalendarGrid days={month} now={clock} caption="c" onPick={() => {}} />);
      const marked = document.querySelectorAll('[data-best="true"]');
      expect(marked).toHaveLength(1);
      expect(marked[0]).toHaveAttribute('data-date', at(5));
      expect(marked[0]).toHaveAccessibleName(/melhor dia do período/);
      expect(marked[0]).toHaveAttribute('title', expect.stringMatching(/marcamos o mais cedo/));
      expect(screen.getByText(/^Melhor dia: .*R\$ 601,00 em dinheiro\.$/)).toBeInTheDocument();
      expect(screen.getByText(/Outros 2 dias custam o mesmo; marcamos o mais cedo\./)).toBeInTheDocument();
      const legend = screen.getByRole('list', { name: /Legenda das cores e marcas/ });
      expect(legend).toHaveTextContent('★Melhor dia do período');
      expect(legend).toHaveTextContent('sem R$: nenhuma tarifa em dinheiro conhecida');
      expect(legend).toHaveTextContent('mi ≈ R$: a melhor oferta em milhas, valorizada em reais');
    });

    it('shows the fare a tap on "ver R$" brought back in the cell', () => {
      const onAsk = vi.fn();
      const { rerender } = render(
        <CalendarGrid
          days={month}
          now={clock}
          caption="c"
          onPick={() => {}}
          askCash={{ dates: new Set([at(4)]), asking: null, onAsk }}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: /^ver R\$ em dinheiro de / }));
      expect(onAsk).toHaveBeenCalledWith(at(4));
      const after = month.map((d) =>
        d.date === at(4) ? { ...d, cash: fare(555), best: 'cash' as const, bestBRL: 555 } : d,
      );
      rerender(
        <CalendarGrid
          days={after}
          now={clock}
          caption="c"
          onPick={() => {}}
          askCash={{ dates: new Set([at(4)]), asking: null, onAsk }}
        />,
      );
      expect(cellOf(at(4)).querySelector('[data-figure="cash"]')).toHaveTextContent('R$ 555');
      expect(screen.queryByRole('button', { name: /^ver R\$ em dinheiro de / })).toBeNull();
      // The fare it brought is now the month's best.
      expect(document.querySelector('[data-best="true"]')).toHaveAttribute('data-date', at(4));
    });
  });
});
