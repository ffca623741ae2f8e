import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { awardFlight } from '@tests/unit/fakes/award-flight-fixture';
import { UNAVAILABLE_TITLE } from './award-notices';
import { AwardSearchPage } from './award-search-page';
import { failure, notConfigured, ok, stubMilesServer } from '@tests/unit/fakes/award-test-server';

const SLOW = { timeout: 3000 };

function renderPage(path = '/busca-award') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/busca-award" element={<AwardSearchPage />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return { user };
}

const search = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Buscar' }));
const resultsTab = () => screen.getByRole('tab', { name: /^Resultados/ });
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Tarifas award' }))
    .getAllByRole('row')
    .slice(1);
const milesColumn = () => bodyRows().map((r) => within(r).getByText(/ milhas$/).textContent);
const header = (name: string) => screen.getByRole('button', { name }).closest('th');

const smiles = [
  awardFlight({ id: 'seats-aero-smiles-01', miles_cost: 60000, flight_date: '2026-12-03', departure_time: '10:00' }),
  awardFlight({ id: 'seats-aero-smiles-02', miles_cost: 30000, flight_date: '2026-12-01', departure_time: '22:00' }),
  awardFlight({
    id: 'seats-aero-latam-03',
    program: 'LATAM Pass',
    original_program: 'American AAdvantage',
    airline: 'LATAM',
    airline_code: 'LA',
    cabin_class: 'BUSINESS',
    miles_cost: 90000,
    flight_date: '2026-12-02',
  }),
];

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('Busca Tabela Fixa e Tarifa Awards: form', () => {
  it('starts with GRU → MIA, every class and all four programmes, and no results prompt before a search', () => {
    stubMilesServer();
    renderPage('/busca-award?origin=GRU');
    expect(screen.getByRole('heading', { level: 1, name: 'Busca Tabela Fixa e Tarifa Awards' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Origem' })).toHaveValue('GRU');
    expect(screen.getByRole('textbox', { name: 'Destino' })).toHaveValue('MIA');
    expect(screen.getByRole('combobox', { name: 'Classe' })).toHaveValue('ALL');
    for (const name of ['LATAM Pass', 'Azul Fidelidade', 'Smiles', 'Virgin Atlantic'])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    expect(resultsTab()).toBeDisabled();
    expect(screen.queryByText('Nenhum voo encontrado')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Outras buscas' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/hubs-aeroportos', '/', '/buscador']);
  });

  it('reads origin and destination from the URL query, as the hubs page links', () => {
    stubMilesServer();
    renderPage('/busca-award?origin=bsb&destination=lis');
    expect(screen.getByRole('textbox', { name: 'Origem' })).toHaveValue('BSB');
    expect(screen.getByRole('textbox', { name: 'Destino' })).toHaveValue('LIS');
  });

  it('checks and unchecks Virgin Atlantic together with LATAM Pass, and asks for at least one programme', async () => {
    const server = stubMilesServer();
    const { user } = renderPage();
    const latam = screen.getByRole('checkbox', { name: 'LATAM Pass' });
    const virgin = screen.getByRole('checkbox', { name: 'Virgin Atlantic' });
    await user.click(latam);
    expect(latam).not.toBeChecked();
    expect(virgin).not.toBeChecked();
    await user.click(latam);
    expect(latam).toBeChecked();
    expect(virgin).toBeChecked();
    await user.click(virgin);
    expect(latam).toBeChecked();
    expect(virgin).not.toBeChecked();
    await user.click(latam);
    await user.click(screen.getByRole('checkbox', { name: 'Azul Fidelidade' }));
    await user.click(screen.getByRole('checkbox', { name: 'Smiles' }));
    await search(user);
    expect(await screen.findByText('Selecione pelo menos um programa')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('searches only the checked programmes, one call each', async () => {
    const server = stubMilesServer({ smiles: ok(smiles) });
    const { user } = renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'LATAM Pass' }));
    await search(user);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'), SLOW);
    expect(server.calls.map((u) => u.searchParams.get('source')).sort()).toEqual(['azul', 'smiles']);
    expect(
      server.calls.every((u) => u.searchParams.get('origin') === 'GRU' && u.searchParams.get('destination') === 'MIA'),
    ).toBe(true);
  });
});

describe('Busca Tabela Fixa e Tarifa Awards: results', () => {
  it('falls back to the fixed table with the yellow notice when every programme answers 503', async () => {
    const server = stubMilesServer({
      azul: notConfigured,
      american: notConfigured,
      smiles: notConfigured,
      virginatlantic: notConfigured,
    });
    const { user } = renderPage();
    await search(user);
    expect(screen.getByRole('status')).toHaveTextContent('Buscando tarifas');
    expect(screen.getByRole('button', { name: 'Cancelar busca' })).toBeInTheDocument();
    const notice = await screen.findByText(UNAVAILABLE_TITLE, {}, SLOW);
    expect(notice.closest('[role="alert"]')).toHaveClass('border-warning');
    expect(server.calls).toHaveLength(4);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'));
    expect(bodyRows()).toHaveLength(12);
    for (const row of bodyRows()) expect(within(row).getByText('Tabela de referência')).toBeInTheDocument();
    expect(milesColumn().slice(0, 4)).toEqual(Array(4).fill('57.000 milhas'));
    expect(milesColumn().slice(-4)).toEqual(Array(4).fill('171.000 milhas'));
    expect(screen.getAllByText('aproximadamente R$ 1.396,50').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Erro na busca de/)).not.toBeInTheDocument();
  });

  it('shows the live rows plus the red per-programme error when one programme fails', async () => {
    stubMilesServer({ smiles: ok(smiles), azul: failure(500, 'Falha interna') });
    const { user } = renderPage();
    await search(user);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'), SLOW);
    expect(bodyRows()).toHaveLength(3);
    const alert = screen.getByText('Erro na busca de Azul Fidelidade: 500 - Falha interna').closest('[role="alert"]');
    expect(alert).toHaveClass('text-destructive');
    expect(screen.queryByText(UNAVAILABLE_TITLE)).not.toBeInTheDocument();
    expect(screen.queryByText('Tabela de referência')).not.toBeInTheDocument();
    const first = bodyRows()[0] as HTMLElement;
    expect(first).toHaveTextContent('30.000 milhas');
    expect(first).toHaveTextContent('aproximadamente R$ 450,00');
    expect(first).toHaveTextContent('R$ 180,50');
    expect(first).toHaveTextContent('Direto');
    expect(screen.getByText('3 voos encontrados')).toBeInTheDocument();
  });

  it('says no flights were found when every programme fails, and keeps Resultados disabled', async () => {
    stubMilesServer({
      smiles: failure(500, 'Falha interna'),
      azul: failure(502, 'Bad Gateway'),
      american: ok([]),
      virginatlantic: ok([]),
    });
    const { user } = renderPage();
    await search(user);
    expect(
      await screen.findByText(
        'Não foi possível encontrar voos: Erro na busca de Azul Fidelidade: 502 - Bad Gateway; Erro na busca de Smiles: 500 - Falha interna',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhum voo encontrado')).toBeInTheDocument();
    expect(resultsTab()).toBeDisabled();
  });

  it('sorts by miles ascending first, toggles on click and moves aria-sort to the clicked column', async () => {
    stubMilesServer({ smiles: ok(smiles) });
    const { user } = renderPage();
    await search(user);
    // The counter runs to the real count, and the results follow 800 ms later.
    await waitFor(() => expect(screen.getByTestId('contador-award')).toHaveTextContent(/^3 voos encontrados$/));
    expect(resultsTab()).toHaveAttribute('aria-selected', 'false');
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'), SLOW);
    expect(milesColumn()).toEqual(['30.000 milhas', '60.000 milhas', '90.000 milhas']);
    expect(header('Milhas')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Milhas' }));
    expect(header('Milhas')).toHaveAttribute('aria-sort', 'descending');
    expect(milesColumn()).toEqual(['90.000 milhas', '60.000 milhas', '30.000 milhas']);
    await user.click(screen.getByRole('button', { name: 'Data' }));
    expect(header('Data')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Milhas')).not.toHaveAttribute('aria-sort');
    expect(milesColumn()).toEqual(['30.000 milhas', '90.000 milhas', '60.000 milhas']);
    await user.click(screen.getByRole('button', { name: 'Programa' }));
    expect(bodyRows()[0]).toHaveTextContent('LATAM Pass');
    await user.click(screen.getByRole('button', { name: 'Programa' }));
    expect(header('Programa')).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[2]).toHaveTextContent('LATAM Pass');
  });

  it('filters by programme and by cabin (business includes first), with a counter', async () => {
    stubMilesServer({ smiles: ok(smiles) });
    const { user } = renderPage();
    await search(user);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'), SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'LATAM Pass' }));
    expect(screen.getByText('Mostrando 1 de 3 voos')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'LATAM Pass' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por classe' }), 'economy');
    expect(milesColumn()).toEqual(['30.000 milhas', '60.000 milhas']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por classe' }), 'business');
    expect(milesColumn()).toEqual(['90.000 milhas']);
  });

  it("opens 'Detalhes do Voo' with every field, the itinerary and the booking links", async () => {
    const segment = (from: string, to: string, departs: string, arrives: string, flightNumber: string) => ({
      OriginAirport: from,
      DestinationAirport: to,
      DepartsAt: departs,
      ArrivesAt: arrives,
      FlightNumber: flightNumber,
      AircraftName: 'Boeing 737 MAX 8',
      FareClass: 'N',
      Cabin: 'economy',
    });
    const server = stubMilesServer({
      smiles: ok(smiles),
      'trip-details': {
        status: 200,
        body: {
          success: true,
          data: {
            source: 'smiles',
            bookingLink: 'https://www.smiles.com.br/',
            bookingLinks: [],
            trips: [
              {
                ID: 'trip-1',
                AvailabilitySegments: [
                  segment('GRU', 'BSB', '2026-12-01T22:00:00Z', '2026-12-01T23:40:00Z', 'G3 7700'),
                  segment('BSB', 'MIA', '2026-12-02T01:00:00Z', '2026-12-02T06:05:00Z', 'G3 7710'),
                ],
              },
            ],
          },
        },
      },
    });
    const { user } = renderPage();
    await search(user);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'), SLOW);
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Voo' });
    for (const text of [
      'Smiles',
      'GOL',
      'G3 7700',
      'Boeing 737 MAX 8',
      '01/12/2026 22:00',
      '02/12/2026 06:05',
      '8h 50min',
      'Direto',
      'Econômica',
      '30.000 milhas',
      'aproximadamente R$ 450,00',
      'R$ 180,50',
      'Seats.aero',
      'seats-aero-smiles-02',
    ])
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(dialog).getByText('4 assentos')).toHaveClass('bg-destructive');
    expect(within(dialog).getByText('Classe de reserva').nextElementSibling).toHaveTextContent('N');
    const link = within(dialog).getByRole('link', { name: /Smiles/ });
    expect(link).toHaveAttribute('href', 'https://www.smiles.com.br/mfe/emissao-passagem/?originAirport=GRU');
    expect(link).toHaveAttribute('target', '_blank');
    // The itinerary comes from Seats.aero's trip (times as the airport's local time, not shifted).
    const itinerary = await within(dialog).findByRole('region', { name: 'Itinerário' });
    await waitFor(() => expect(within(itinerary).getAllByRole('listitem')).toHaveLength(2));
    expect(itinerary).toHaveTextContent(
      'BSB → MIA · G3 7710 · 02/12/2026 01:00 – 02/12/2026 06:05 · Boeing 737 MAX 8 · classe N',
    );
    const call = server.calls.find((u) => u.pathname === '/api/test/trip-details');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      id: 'seats-aero-smiles-02',
      origin: 'GRU',
      destination: 'MIA',
      departureDate: '2026-12-01',
      adults: '1',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why the itinerary is missing when Seats.aero cannot give it', async () => {
    stubMilesServer({ smiles: ok(smiles) });
    const { user } = renderPage();
    await search(user);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'), SLOW);
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Voo' });
    expect(await within(dialog).findByText('Trechos indisponíveis: Seats.aero não configurado.')).toBeInTheDocument();
  });

  it('runs the fake counter while searching and cancels every call', async () => {
    const server = stubMilesServer({ azul: 'hang', american: 'hang', smiles: 'hang', virginatlantic: 'hang' });
    const { user } = renderPage();
    await search(user);
    const counter = screen.getByTestId('contador-award');
    expect(counter).toHaveTextContent(/^0 voos encontrados$/);
    await waitFor(() => expect(counter).not.toHaveTextContent(/^0 /), { timeout: 1000 });
    await user.click(screen.getByRole('button', { name: 'Cancelar busca' }));
    expect(await screen.findByText('Busca cancelada')).toBeInTheDocument();
    expect(server.aborted).toBe(4);
    expect(screen.queryByTestId('contador-award')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeEnabled();
    expect(resultsTab()).toBeDisabled();
    expect(screen.queryByText('Nenhum voo encontrado')).not.toBeInTheDocument();
  });

  it('treats a network failure as unavailable too', async () => {
    stubMilesServer({ azul: 'network', american: ok([]), smiles: ok([]), virginatlantic: ok([]) });
    const { user } = renderPage();
    await search(user);
    await screen.findByText(UNAVAILABLE_TITLE, {}, SLOW);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText(/Não foi possível consultar Azul Fidelidade agora/)).toBeInTheDocument();
  });
});
