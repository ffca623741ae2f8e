import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { milesVerdict } from '@core/insight/miles-verdict';
import { statsFromDays } from '@core/insight/verdict';
import type { RouteInsight } from '@core/schemas/insight';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { PriceInsightsContext } from './price-insights-context';
import { PriceVerdictBadge } from './price-verdict-badge';

// A live search's award card says its miles against the programme's month (the verdicts `complete` carried):
// '… está 35% abaixo do típico (mediana de …)'; a Virgin Atlantic seat shown under LATAM Pass by Virgin's history.

const TODAY = todayIsoDate();
const TRAVEL = addDaysIso(TODAY, 50);
const history = (minima: number[]) =>
  statsFromDays(minima.map((min, i) => ({ day: addDaysIso(TODAY, -(i + 1)), min, n: 1 })));
// Ten days around 18 500: median 18 500.
const SMILES = milesVerdict(
  history([17_000, 17_500, 18_000, 18_000, 18_500, 18_500, 19_000, 19_000, 19_500, 20_000]),
  null,
  TRAVEL,
);
const VIRGIN = milesVerdict(history([9000, 9000, 9000]), null, TRAVEL);
const insights: RouteInsight[] = [
  { kind: 'miles', program: 'SMILES', insight: SMILES },
  { kind: 'miles', program: 'VIRGIN', insight: VIRGIN },
];
const live = { kind: 'live' as const, fetchedAt: new Date().toISOString() };
const on = {
  departure: { time: '10:00', airport: 'GRU', city: '', date: TRAVEL },
  arrival: { time: '12:00', airport: 'SSA', city: '', date: TRAVEL },
};

function renderCard(flight: ReturnType<typeof makeFlight>) {
  render(
    <PriceInsightsContext.Provider value={{ insights, route: { origin: 'SAO', destination: 'SSA' } }}>
      <PriceVerdictBadge flight={flight} />
    </PriceInsightsContext.Provider>,
  );
  return screen.getByTestId('price-verdict');
}

describe('the miles verdict on a search card', () => {
  it("says the award's miles against its programme's month, a city's search judging its airports' awards", () => {
    const verdict = renderCard(
      makeFlight('smiles', { ...on, source: 'seats_aero', freshness: live, miles: 12_000, milesProgram: 'Smiles' }),
    );
    expect(verdict).toHaveTextContent('Preço baixo');
    expect(verdict).toHaveTextContent(
      /12\.000 milhas Smiles GRU–SSA está 35% abaixo do típico \(mediana de 18\.500 em \p{L}+, 10 observações\)/u,
    );
  });

  it("judges a Virgin Atlantic seat shown under LATAM Pass by Virgin's own history, thin here", () => {
    const verdict = renderCard(
      makeFlight('virgin', {
        ...on,
        source: 'seats_aero',
        freshness: live,
        miles: 9000,
        milesProgram: 'LATAM Pass',
        milesOriginalProgram: 'Virgin Atlantic',
      }),
    );
    expect(verdict).toHaveTextContent('histórico insuficiente');
    expect(verdict).toHaveTextContent(
      /9\.000 milhas Virgin Atlantic GRU–SSA: histórico insuficiente em \p{L}+ \(3 observações\)/u,
    );
  });
});
