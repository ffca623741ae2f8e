import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { resetAirportIndex } from '@/shared/airport-input/airports-client';
import { buscadorFailure, buscadorOk, stubBuscadorServer } from '@tests/unit/fakes/buscador-test-server';
import { DEBUG_LOG_LABEL, DirectSearchPage } from './direct-search-page';

const live = { kind: 'live' as const, fetchedAt: '2026-11-22T12:00:00.000Z' };

const cash = makeFlight('gf-ida-1', {
  airline: 'LATAM',
  source: 'google_flights',
  price: 1234.56,
  estimatedValue: 1234.56,
  flightNumber: 'LA8180',
  url: 'https://www.google.com/travel/flights/oferta-1',
  bestValue: true,
  freshness: live,
});
const miles = makeFlight('seats-ida-2', {
  airline: 'GOL',
  source: 'seats_aero',
  miles: 30000,
  milesProgram: 'Smiles',
  estimatedValue: 450,
  estimatedValueFormatted: 'aproximadamente R$ 450,00',
  url: '',
  freshness: live,
});
const back = makeFlight('gf-volta-1', {
  airline: 'Azul',
  source: 'google_flights',
  price: 999,
  estimatedValue: 999,
  isReturnFlight: true,
  departure: { time: '08:00', airport: 'MIA', city: '', date: '2026-12-27' },
  arrival: { time: '18:30', airport: 'GRU', city: '', date: '2026-12-27' },
  url: 'https://www.google.com/travel/flights/oferta-2',
  freshness: live,
});

function renderPage() {
  const user = userEvent.setup({ delay: null });
  // The page's cards link to other screens (Minhas milhas under an award), as inside the app's router.
  render(
    <MemoryRouter>
      <DirectSearchPage />
    </MemoryRouter>,
  );
  return { user };
}

const search = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Buscar passagens' }));

beforeEach(() => resetAirportIndex());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Bússola das Passagens (/buscador-direto)', () => {
  it('is titled with the product name, with airport autocomplete and native date inputs', () => {
    stubBuscadorServer(buscadorOk([]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bússola das Passagens' })).toBeInTheDocument();
    expect((screen.getByRole('combobox', { name: 'Origem' }) as HTMLInputElement).value).toContain('(GRU)');
    expect((screen.getByRole('combobox', { name: 'Destino' }) as HTMLInputElement).value).toContain('(MIA)');
    expect(screen.getByLabelText('Data de ida')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Data de volta')).toBeDisabled();
    expect(screen.getByText('Nenhum resultado ainda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Depurar resposta' })).toBeDisabled();
  });

  it('posts the search to /api/search/buscador and splits the answer into outbound and return', async () => {
    const server = stubBuscadorServer(buscadorOk([cash, miles, back]));
    const { user } = renderPage();
    await user.selectOptions(screen.getByLabelText('Tipo de viagem'), 'ROUND_TRIP');
    await search(user);

    await screen.findByRole('tab', { name: 'Ida (2)' });
    const today = todayIsoDate();
    expect(server.searches).toEqual([
      expect.objectContaining({
        origin: 'GRU',
        destination: 'MIA',
        departureDate: addDaysIso(today, 30),
        returnDate: addDaysIso(today, 37),
        tripType: 'ROUND_TRIP',
        cabinClass: 'ECONOMY',
        searchType: 'all',
        isFlexible: false,
        includeNearby: false,
      }),
    ]);
    expect(screen.getByText('(3 resultados)')).toBeInTheDocument();

    const cashCard = screen.getByRole('article', { name: 'LATAM GRU para MIA, em reais' });
    expect(cashCard).toHaveTextContent('R$ 1.234,56');
    expect(cashCard).toHaveTextContent('Melhor opção');
    const verify = within(cashCard).getByRole('link', { name: /^Verificar/ });
    expect(verify).toHaveAttribute('href', 'https://www.google.com/travel/flights/oferta-1');
    expect(verify).toHaveAttribute('target', '_blank');
    expect(verify.getAttribute('rel')).toContain('noopener');
    const buy = within(cashCard).getByRole('link', { name: /^Comprar/ });
    expect(buy.getAttribute('href')).toContain('latamairlines.com');
    expect(buy.getAttribute('href')).toContain('redemption=false');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(within(cashCard).queryByRole('link', { name: /^Resgatar/ })).not.toBeInTheDocument();

    const milesCard = screen.getByRole('article', { name: 'GOL GRU para MIA, em milhas' });
    expect(milesCard).toHaveTextContent('30.000 milhas');
    expect(milesCard).toHaveTextContent('aproximadamente R$ 450,00');
    const redeem = within(milesCard).getByRole('link', { name: /^Resgatar/ });
    expect(redeem.getAttribute('href')).toContain('smiles.com.br');
    expect(redeem.getAttribute('rel')).toContain('noopener');
    expect(within(milesCard).queryByRole('link', { name: /^Comprar/ })).not.toBeInTheDocument();
    // No link of its own: 'Verificar' is there but cannot be used.
    expect(within(milesCard).getByRole('button', { name: 'Verificar' })).toBeDisabled();

    expect(screen.queryByRole('article', { name: /^Azul/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Volta (1)' }));
    const backCard = screen.getByRole('article', { name: 'Azul MIA para GRU, em reais' });
    expect(backCard).toHaveTextContent('R$ 999,00');
    expect(
      within(backCard)
        .getByRole('link', { name: /^Comprar/ })
        .getAttribute('href'),
    ).toContain('voeazul.com.br');
  });

  it('takes the return date along when the departure moves past it', async () => {
    stubBuscadorServer(buscadorOk([]));
    const { user } = renderPage();
    await user.selectOptions(screen.getByLabelText('Tipo de viagem'), 'ROUND_TRIP');
    const later = addDaysIso(todayIsoDate(), 45);
    fireEvent.change(screen.getByLabelText('Data de ida'), { target: { value: later } });
    expect(screen.getByLabelText('Data de volta')).toHaveValue(later);
    const earlier = addDaysIso(todayIsoDate(), 10);
    fireEvent.change(screen.getByLabelText('Data de ida'), { target: { value: earlier } });
    expect(screen.getByLabelText('Data de volta')).toHaveValue(later);
  });

  it('logs the last reply to the console with the debug button', async () => {
    stubBuscadorServer(buscadorOk([cash]));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { user } = renderPage();
    await search(user);
    await screen.findByRole('tab', { name: 'Ida (1)' });
    await user.click(screen.getByRole('button', { name: 'Depurar resposta' }));
    expect(log).toHaveBeenCalledWith(
      DEBUG_LOG_LABEL,
      expect.objectContaining({
        success: true,
        data: expect.objectContaining({ cashFlights: [expect.objectContaining({ id: 'gf-ida-1' })] }),
      }),
    );
    expect(screen.getByText('Resposta registrada no console do navegador')).toBeInTheDocument();
  });

  it("shows the server's pt-BR error, and the debug button logs that reply too", async () => {
    stubBuscadorServer(
      buscadorFailure(403, 'Sua assinatura expirou. Renove para continuar usando o sistema.', 'subscription_expired'),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { user } = renderPage();
    await search(user);
    const alert = (await screen.findByText('Erro ao buscar voos')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Sua assinatura expirou. Renove para continuar usando o sistema.');
    await user.click(screen.getByRole('button', { name: 'Depurar resposta' }));
    expect(log).toHaveBeenCalledWith(
      DEBUG_LOG_LABEL,
      expect.objectContaining({ success: false, code: 'subscription_expired' }),
    );
  });

  it('says so when the connection fails', async () => {
    stubBuscadorServer('network');
    const { user } = renderPage();
    await search(user);
    expect(await screen.findByText('Erro de conexão. Tente novamente.')).toBeInTheDocument();
  });

  it('says no flights were found for an empty answer', async () => {
    const server = stubBuscadorServer(buscadorOk([]));
    const { user } = renderPage();
    await search(user);
    expect(await screen.findByText('Nenhum voo encontrado')).toBeInTheDocument();
    expect(
      screen.getByText('Não foram encontrados voos disponíveis para esta rota nas datas selecionadas.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.searches).toHaveLength(1));
  });

  it('refuses a search without an origin, in pt-BR, and sends nothing', async () => {
    const server = stubBuscadorServer(buscadorOk([]));
    const { user } = renderPage();
    await user.clear(screen.getByRole('combobox', { name: 'Origem' }));
    await search(user);
    expect(await screen.findByText('Origem é obrigatória')).toBeInTheDocument();
    expect(server.searches).toHaveLength(0);
  });
});
