import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { resetAirportIndex } from '@/shared/airport-input/airports-client';
import { buscadorFailure, buscadorOk, stubBuscadorServer } from '@tests/unit/fakes/buscador-test-server';
import { SmartSearchFiltersPage } from './smart-search-filters-page';

const live = { kind: 'live' as const, fetchedAt: '2026-11-22T12:00:00.000Z' };

/** Two cash fares and two miles offers; best value (effective reais) order: smiles 450, azul 1500(+), latam 1800, gol 2100. */
const flights = [
  makeFlight('smiles-1', {
    airline: 'GOL',
    source: 'seats_aero',
    miles: 30000,
    milesProgram: 'Smiles',
    estimatedValue: 450,
    estimatedValueFormatted: 'aproximadamente R$ 450,00',
    stops: 1,
    duration: '12h',
    durationMinutes: 720,
    bestValue: true,
    freshness: live,
  }),
  makeFlight('latam-cash', {
    airline: 'LATAM',
    source: 'google_flights',
    price: 1800,
    estimatedValue: 1800,
    stops: 0,
    duration: '8h 30min',
    durationMinutes: 510,
    freshness: live,
  }),
  makeFlight('azul-miles', {
    airline: 'Azul',
    source: 'seats_aero',
    miles: 100000,
    milesProgram: 'Azul Fidelidade',
    estimatedValue: 1500,
    estimatedValueFormatted: 'aproximadamente R$ 1.500,00',
    stops: 2,
    duration: '15h',
    durationMinutes: 900,
    freshness: live,
  }),
  makeFlight('gol-cash', {
    airline: 'GOL',
    source: 'google_flights',
    price: 2100,
    estimatedValue: 2100,
    stops: 1,
    duration: '10h',
    durationMinutes: 600,
    freshness: live,
  }),
];

function renderPage() {
  const user = userEvent.setup({ delay: null });
  // The page's cards link to other screens (Minhas milhas under an award), as inside the app's router.
  render(
    <MemoryRouter>
      <SmartSearchFiltersPage />
    </MemoryRouter>,
  );
  return { user };
}

const runSearch = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Buscar voos' }));
  await screen.findByRole('combobox', { name: 'Ordenar por' });
};
const cardIds = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
const openFilters = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /^Filtros/ }));
const filtersDialog = () => screen.getByRole('dialog', { name: 'Filtros' });
const applyFilters = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));

beforeEach(() => resetAirportIndex());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Buscador Inteligente (/buscador-inteligente)', () => {
  it('runs the real search once and counts the results, best value first', async () => {
    const server = stubBuscadorServer(buscadorOk(flights));
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Buscador Inteligente' })).toBeInTheDocument();
    expect(screen.getByText('Faça uma busca para ver resultados')).toBeInTheDocument();
    await runSearch(user);
    expect(server.searches).toEqual([
      expect.objectContaining({
        origin: 'GRU',
        destination: 'MIA',
        searchType: 'all',
        isFlexible: false,
        includeNearby: false,
      }),
    ]);
    expect(screen.getByText('4 resultados')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('best_value');
    expect(cardIds()).toEqual([
      'GOL GRU para MIA, em milhas',
      'Azul GRU para MIA, em milhas',
      'LATAM GRU para MIA, em reais',
      'GOL GRU para MIA, em reais',
    ]);
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('aproximadamente R$ 450,00');
  });

  it('re-sorts by the chosen option', async () => {
    stubBuscadorServer(buscadorOk(flights));
    const { user } = renderPage();
    await runSearch(user);
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Melhor custo-benefício', 'Menor preço', 'Menor duração', 'Menos escalas', 'Menos milhas']);
    await user.selectOptions(sort, 'duration_asc');
    expect(cardIds()[0]).toBe('LATAM GRU para MIA, em reais');
    expect(cardIds()[3]).toBe('Azul GRU para MIA, em milhas');
    await user.selectOptions(sort, 'price_asc');
    expect(cardIds().slice(0, 2)).toEqual(['LATAM GRU para MIA, em reais', 'GOL GRU para MIA, em reais']);
  });

  it('filters by payment type only when the filters are applied', async () => {
    stubBuscadorServer(buscadorOk(flights));
    const { user } = renderPage();
    await runSearch(user);
    await openFilters(user);
    const popover = screen.getByRole('dialog', { name: 'Filtros' });
    await user.click(within(popover).getByRole('radio', { name: 'Milhas' }));
    expect(screen.getByText('4 resultados')).toBeInTheDocument();
    await applyFilters(user);
    expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument();
    expect(screen.getByText('2 resultados de 4')).toBeInTheDocument();
    expect(cardIds()).toEqual(['GOL GRU para MIA, em milhas', 'Azul GRU para MIA, em milhas']);
    expect(screen.getByRole('button', { name: 'Filtros 1 ativo' })).toBeInTheDocument();
  });

  it('filters by maximum price in reais, stops, airline and programme', async () => {
    stubBuscadorServer(buscadorOk(flights));
    const { user } = renderPage();
    await runSearch(user);

    await openFilters(user);
    await user.click(within(filtersDialog()).getByRole('radio', { name: 'Dinheiro' }));
    await user.type(screen.getByLabelText('Preço máximo (R$)'), '1.900,00');
    await applyFilters(user);
    expect(cardIds()).toEqual(['LATAM GRU para MIA, em reais']);

    await openFilters(user);
    await user.click(within(filtersDialog()).getByRole('radio', { name: 'Todos' }));
    await user.clear(screen.getByLabelText('Preço máximo (R$)'));
    await user.click(screen.getByRole('checkbox', { name: '1 escala' }));
    await applyFilters(user);
    expect(cardIds()).toEqual(['GOL GRU para MIA, em milhas', 'GOL GRU para MIA, em reais']);

    await openFilters(user);
    await user.click(screen.getByRole('checkbox', { name: '1 escala' }));
    const popover = screen.getByRole('dialog', { name: 'Filtros' });
    expect(
      within(popover)
        .getAllByRole('checkbox')
        .map((c) => c.closest('div')?.textContent),
    ).toEqual(['Direto', '1 escala', '2+ escalas', 'Azul', 'GOL', 'LATAM', 'Azul Fidelidade', 'Smiles']);
    await user.click(screen.getByRole('checkbox', { name: 'Azul Fidelidade' }));
    await applyFilters(user);
    expect(cardIds()).toEqual(['Azul GRU para MIA, em milhas']);

    await openFilters(user);
    await user.click(screen.getByRole('checkbox', { name: 'Azul Fidelidade' }));
    await user.click(screen.getByRole('checkbox', { name: 'LATAM' }));
    await applyFilters(user);
    expect(cardIds()).toEqual(['LATAM GRU para MIA, em reais']);
  });

  it("shows the empty state with 'Limpar filtros' when the filters hide everything", async () => {
    stubBuscadorServer(buscadorOk(flights));
    const { user } = renderPage();
    await runSearch(user);
    await openFilters(user);
    await user.click(within(filtersDialog()).getByRole('radio', { name: 'Dinheiro' }));
    await user.type(screen.getByLabelText('Preço máximo (R$)'), '100');
    await applyFilters(user);
    expect(screen.getByText('0 resultados de 4')).toBeInTheDocument();
    expect(screen.getByText('Nenhum resultado com estes filtros')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.getByText('4 resultados')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await openFilters(user);
    expect(within(filtersDialog()).getByRole('radio', { name: 'Todos' })).toBeChecked();
    expect(screen.getByLabelText('Preço máximo (R$)')).toHaveValue('');
  });

  it('splits outbound and return when the answer has return flights', async () => {
    const back = makeFlight('volta-1', {
      airline: 'LATAM',
      source: 'google_flights',
      price: 900,
      isReturnFlight: true,
      departure: { time: '09:00', airport: 'MIA', city: '', date: '2026-12-27' },
      arrival: { time: '19:00', airport: 'GRU', city: '', date: '2026-12-27' },
      freshness: live,
    });
    stubBuscadorServer(buscadorOk([...flights, back]));
    const { user } = renderPage();
    await runSearch(user);
    expect(screen.getByText('5 resultados')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Volta' })).getAllByRole('article')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Ida' })).getAllByRole('article')).toHaveLength(4);
  });

  it("says no flights were found, and shows the server's error in pt-BR", async () => {
    const server = stubBuscadorServer(buscadorOk([]));
    const { user } = renderPage();
    await runSearch(user);
    expect(screen.getByText('0 resultados')).toBeInTheDocument();
    expect(screen.getByText('Nenhum voo encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();

    server.reply = buscadorFailure(400, 'Destino deve ser diferente da origem');
    await user.click(screen.getByRole('button', { name: 'Buscar voos' }));
    const alert = (await screen.findByText('Erro ao buscar voos')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Destino deve ser diferente da origem');
  });
});
