import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeFlight, makeSavedFlight } from '@tests/helpers/flight-fixture';
import { SavedFlightCard } from './saved-flight-card';

// A saved card names the cabin in pt-BR, shows times (with '+1') and the flight
// number, and gives miles and reais the same weight.

const at = '2026-11-20T10:00:00.000Z';

function renderCard(overrides: Parameters<typeof makeSavedFlight>[2] = {}) {
  const flight = makeFlight('voo', {
    miles: 45000,
    milesProgram: 'LATAM Pass',
    flightNumber: 'LA 8084',
    departure: { time: '19:41', airport: 'GRU', city: '', date: '2026-12-20' },
    arrival: { time: '08:13', airport: 'MIA', city: '', date: '2026-12-21' },
  });
  const saved = {
    ...makeSavedFlight('s1', at, { flight: { ...flight }, ...overrides }),
    userId: 'u1',
    pending: 0 as const,
  };
  return render(
    <MemoryRouter>
      <SavedFlightCard flight={saved} userId="u1" />
    </MemoryRouter>,
  );
}

describe('SavedFlightCard', () => {
  it("shows 'Econômica', not 'ECONOMY'", () => {
    renderCard();
    expect(screen.getByText(/LATAM · LATAM Pass · Econômica/)).toBeInTheDocument();
    expect(screen.queryByText(/ECONOMY/)).not.toBeInTheDocument();
  });

  it("shows the times with '+1' for a next-day arrival, and the flight number", () => {
    renderCard();
    const times = screen.getByText(/19:41 → 08:13/);
    expect(times).toHaveTextContent('19:41 → 08:13+1 dia');
    expect(screen.getByText('LA 8084')).toBeInTheDocument();
  });

  it('gives miles and reais the same weight on a row kept without its result', () => {
    renderCard({ flight: null });
    const miles = screen.getByText('50.000 milhas');
    const reais = screen.getByText('R$ 1.200,00').closest('p');
    expect(miles.className).toBe(reais?.className);
  });

  it('values a kept award as the search card does: its taxes, and miles at the milheiro', async () => {
    renderCard({ flight: { ...makeFlight('v', { miles: 50_000, milesProgram: 'LATAM Pass', fees: 56 }) } });
    // LATAM Pass at its reference R$ 24,50: 50.000 × 24,50 ÷ 1.000 + R$ 56 = R$ 1.281,00.
    expect(
      await screen.findByText(
        '+ R$ 56,00 em taxas · aproximadamente R$ 1.281,00 com o milheiro de referência de R$ 24,50',
      ),
    ).toBeInTheDocument();
  });

  it("keeps the 'Demonstração' or 'Tabela de referência' label of what was saved; a live result has none", () => {
    const { unmount } = renderCard({ flight: { source: 'demo', freshness: { kind: 'demo', fetchedAt: at } } });
    expect(screen.getByText('Demonstração')).toBeInTheDocument();
    unmount();
    const reference = renderCard({
      flight: { source: 'fixed_table', freshness: { kind: 'reference', fetchedAt: at } },
    });
    expect(screen.getByText('Tabela de referência')).toBeInTheDocument();
    reference.unmount();
    renderCard({ flight: { source: 'seats_aero', freshness: { kind: 'live', fetchedAt: at } } });
    expect(screen.queryByText('Demonstração')).not.toBeInTheDocument();
    expect(screen.queryByText('Tabela de referência')).not.toBeInTheDocument();
  });

  it("'Ver Detalhes' opens the same search again: route, day and cabin", () => {
    renderCard({ origin: 'GRU', destination: 'LIS', cabine: 'BUSINESS', data_voo: '2026-12-20' });
    expect(screen.getByRole('link', { name: 'Ver Detalhes' })).toHaveAttribute(
      'href',
      '/?origem=GRU&destino=LIS&data=2026-12-20&classe=BUSINESS',
    );
  });

  it('a flight saved for 3 passengers shows the price per passenger, the total, and opens the search for 3', async () => {
    renderCard({ passengers: 3, milhas: 50_000 });
    expect(screen.getByText('Por passageiro · busca para 3 passageiros')).toBeInTheDocument();
    expect(await screen.findByText('Total para 3 passageiros: 150.000 milhas ≈ R$ 3.675,00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Detalhes' }).getAttribute('href')).toContain('passageiros=3');
  });

  it('a row an older version saved (no passenger count) is for one passenger', () => {
    const { passengers: _none, ...old } = makeSavedFlight('s0', at);
    renderCard(old);
    expect(screen.getByText('Por passageiro')).toBeInTheDocument();
    expect(screen.queryByText(/Total para/)).not.toBeInTheDocument();
  });

  it('keeps working when the kept result is unreadable', () => {
    renderCard({ flight: { nonsense: true } });
    expect(screen.getByText('GRU → MIA')).toBeInTheDocument();
    expect(screen.queryByText(/→ 08:13/)).not.toBeInTheDocument();
  });
});
