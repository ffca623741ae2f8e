import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { awardFlight } from '@tests/unit/fakes/award-flight-fixture';
import { AwardResultsTable } from './award-results-table';

// The award table's rows say whether their miles are a good price for the route, programme, cabin and month
// (the verdict GET /api/miles/search carried): the level on the row, the sentence one tap away.

// The 10th of the month after next, whatever today is.
const DAY = `${addDaysIso(todayIsoDate(), 45).slice(0, 7)}-10`;
const MONTH = DAY.slice(0, 7);

const verdict = {
  program: 'SMILES' as const,
  month: MONTH,
  median: 18_500,
  observations: 42,
  typicalRange: [14_000, 21_000] as [number, number],
};

function renderRows(rows: ReturnType<typeof awardFlight>[]) {
  render(
    <AwardResultsTable
      flights={rows}
      sort={{ key: 'miles_cost', direction: 'asc' }}
      onSort={() => {}}
      onDetails={() => {}}
    />,
  );
  return screen.getByRole('table', { name: 'Tarifas award' });
}

describe('the miles verdict on an award row', () => {
  it('shows the level, and the sentence with the median, the month and the sample when opened', () => {
    const table = renderRows([
      awardFlight({
        id: 'baixo',
        destination: 'SSA',
        miles_cost: 12_000,
        flight_date: DAY,
        departure_date: DAY,
        verdict: { ...verdict, level: 'low' },
      }),
    ]);
    const badge = within(table).getByRole('button', { name: /^Bom preço em milhas\?/ });
    expect(badge).toHaveTextContent('Preço baixo');
    fireEvent.click(badge);
    const popover = screen.getByRole('dialog', { name: 'Bom preço em milhas?' });
    expect(popover).toHaveTextContent('12.000 milhas Smiles GRU–SSA está 35% abaixo do típico (mediana de 18.500 em ');
    expect(popover).toHaveTextContent('42 observações');
    expect(popover).toHaveTextContent('Faixa típica: 14.000 a 21.000');
  });

  it("says 'histórico insuficiente' for a thin month, and shows no badge on a row without a verdict", () => {
    const table = renderRows([
      awardFlight({
        id: 'pouco',
        miles_cost: 30_000,
        verdict: { ...verdict, level: 'unknown', median: null, typicalRange: null, observations: 3 },
      }),
      awardFlight({ id: 'sem', miles_cost: 31_000 }),
    ]);
    const badges = within(table).getAllByTestId('miles-verdict');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveTextContent('histórico insuficiente');
    expect(badges[0]).toHaveAccessibleName(
      /30\.000 milhas Smiles GRU–MIA: histórico insuficiente em .* \(3 observações\)/,
    );
  });
});
