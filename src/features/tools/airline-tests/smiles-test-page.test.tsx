import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { FakeWebSocket as FakeSocket } from '@tests/unit/fakes/fake-web-socket';
import { fail, ok, stubServer } from '@tests/unit/fakes/airline-test-server';
import { localNoonTimestamp } from './smiles-fixed-search';
import { SmilesTestPage } from './smiles-test-page';
import { loadStreamProtocol } from '@/lib/stream-socket';

const today = todayIsoDate();
const departureDate = addDaysIso(today, 30);
const returnDate = addDaysIso(today, 37);

const smilesOut = makeFlight('smiles_api-ida-1', {
  source: 'smiles_api',
  airline: 'GOL',
  miles: 12000,
  fees: 56.9,
  milesProgram: 'Smiles',
  estimatedValueFormatted: 'aproximadamente R$ 236,90',
  departure: { time: '07:15', airport: 'GRU', city: 'São Paulo', date: departureDate },
  arrival: { time: '15:40', airport: 'MIA', city: 'Miami', date: departureDate },
  duration: '9h 25min',
  stops: 1,
  url: 'https://www.smiles.com.br/oferta/1',
  freshness: { kind: 'live', fetchedAt: '2026-11-22T12:00:00.000Z' },
});
const smilesBack = makeFlight('smiles_api-volta-1', {
  source: 'smiles_api',
  airline: 'GOL',
  miles: 18500,
  departure: { time: '22:00', airport: 'MIA', city: 'Miami', date: returnDate },
  arrival: { time: '08:10', airport: 'GRU', city: 'São Paulo', date: addDaysIso(returnDate, 1) },
  isReturnFlight: true,
  url: 'https://www.smiles.com.br/oferta/2',
  freshness: { kind: 'live', fetchedAt: '2026-11-22T12:00:00.000Z' },
});
const demo = makeFlight('demo-miles-1', { miles: 30000, milesProgram: 'Smiles' });

/** The page's own progress line (toasts are status regions too). */
const progress = () => within(screen.getByRole('region', { name: 'Andamento da busca' })).getByRole('status');

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <SmilesTestPage />
      <Toaster />
    </>,
  );
  return { user };
}

async function startSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Iniciar busca Smiles' }));
  await waitFor(() => expect(FakeSocket.last).not.toBeNull());
  const socket = FakeSocket.last as FakeSocket;
  act(() => socket.open());
  return socket;
}

// The /ws schemas load with the first stream; loaded here, each frame below is read the moment it is sent.
beforeAll(() => loadStreamProtocol());

beforeEach(() => {
  FakeSocket.last = null;
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('Teste da API Smiles', () => {
  it('shows the fixed search, its timestamps and URLs, and warns it may take 2 minutes', () => {
    stubServer({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Teste da API Smiles' })).toBeInTheDocument();
    expect(screen.getByText('A busca pode levar até 2 minutos.')).toBeInTheDocument();
    expect(screen.getByText('GRU → MIA, ida e volta')).toBeInTheDocument();
    expect(screen.getByText(String(localNoonTimestamp(departureDate)))).toBeInTheDocument();
    expect(screen.getByText(String(localNoonTimestamp(returnDate)))).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^https:\/\/www\.smiles\.com\.br\// });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', expect.stringContaining('originAirport=GRU'));
    expect(links[0]).toHaveAttribute('href', expect.stringContaining('tripType=1'));
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('runs the fixed round trip, subscribes, and keeps only smiles_api results as cards', async () => {
    const server = stubServer({ 'POST /api/search/async': ok({ success: true, searchId: 'busca-smiles-1' }) });
    const { user } = renderPage();
    const socket = await startSearch(user);

    expect(server.calls[0]?.body).toEqual({
      origin: 'GRU',
      destination: 'MIA',
      departureDate,
      returnDate,
      tripType: 'ROUND_TRIP',
      cabinClass: 'ECONOMY',
      passengers: { adults: 1, children: 0, infants: 0 },
      searchType: 'miles',
      milesProgram: 'ANY',
      isFlexible: false,
      includeNearby: false,
    });
    expect(socket.sent).toEqual([{ type: 'subscribe', searchId: 'busca-smiles-1' }]);
    expect(screen.getByText('busca-smiles-1')).toBeInTheDocument();

    act(() => socket.reply({ type: 'results', data: [demo], metadata: { provider: 'demo', count: 1, elapsedMs: 3 } }));
    act(() =>
      socket.reply({
        type: 'results',
        data: [smilesOut, smilesBack, smilesOut],
        metadata: { provider: 'smiles_api', count: 3, elapsedMs: 9 },
      }),
    );
    expect(progress()).toHaveTextContent('2 resultado(s) da Smiles até agora');
    expect(screen.getByText('demo, smiles_api')).toBeInTheDocument();

    const out = within(screen.getByRole('list', { name: 'Voos de ida' })).getByRole('article');
    expect(out).toHaveTextContent('GOL');
    expect(out).toHaveTextContent('12.000 milhas');
    expect(out).toHaveTextContent('+ R$ 56,90 em taxas');
    expect(out).toHaveTextContent(/07:15.*GRU.*15:40.*MIA/);
    expect(out).toHaveTextContent('1 escala');
    const link = within(out).getByRole('link', { name: 'Abrir link' });
    expect(link).toHaveAttribute('href', 'https://www.smiles.com.br/oferta/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const back = within(screen.getByRole('list', { name: 'Voos de volta' })).getByRole('article');
    expect(back).toHaveTextContent('18.500 milhas');
    expect(back).toHaveTextContent('Direto');
    expect(screen.queryByText('30.000 milhas')).not.toBeInTheDocument();

    act(() => socket.reply({ type: 'complete', metadata: { total: 4, elapsedMs: 20, errors: [] } }));
    expect(progress()).toHaveTextContent('Busca completa.');
    expect(screen.getByText('2 resultado(s) da Smiles.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar busca Smiles' })).toBeEnabled();
  });

  it('says plainly when no smiles result came back, and lists the providers errors', async () => {
    stubServer({ 'POST /api/search/async': ok({ success: true, searchId: 'busca-2' }) });
    const { user } = renderPage();
    const socket = await startSearch(user);
    act(() => socket.reply({ type: 'results', data: [demo], metadata: { provider: 'demo', count: 1, elapsedMs: 3 } }));
    act(() =>
      socket.reply({
        type: 'complete',
        metadata: {
          total: 1,
          elapsedMs: 20,
          errors: [{ provider: 'smiles_api', message: 'A API Smiles não respondeu a tempo.' }],
        },
      }),
    );
    expect(screen.getByText('Nenhum resultado da Smiles')).toBeInTheDocument();
    expect(screen.getByText(/1 resultado\(s\) de outras fontes foram descartados/)).toBeInTheDocument();
    expect(screen.getByText('smiles_api: A API Smiles não respondeu a tempo.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Voos de ida' })).not.toBeInTheDocument();
  });

  it('reports a dropped socket and a server error honestly, and can cancel', async () => {
    stubServer({ 'POST /api/search/async': ok({ success: true, searchId: 'busca-3' }) });
    const { user } = renderPage();
    let socket = await startSearch(user);
    act(() => socket.close());
    expect(screen.getAllByText('Erro na conexão WebSocket')).not.toHaveLength(0);
    expect(
      screen.getAllByText('Não foi possível estabelecer conexão para receber os resultados em tempo real.'),
    ).not.toHaveLength(0);

    FakeSocket.last = null;
    socket = await startSearch(user);
    act(() => socket.reply({ type: 'error', error: 'Busca não encontrada.' }));
    expect(screen.getAllByText('Busca não encontrada.')).not.toHaveLength(0);

    FakeSocket.last = null;
    socket = await startSearch(user);
    await user.click(screen.getByRole('button', { name: 'Cancelar busca' }));
    expect(socket.sent).toContainEqual({ type: 'cancel' });
    expect(progress()).toHaveTextContent('Busca cancelada');
  });

  it('tells a refused start from a failed request', async () => {
    const server = stubServer({
      'POST /api/search/async': fail(403, 'Sua assinatura expirou. Renove para continuar usando o sistema.'),
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Iniciar busca Smiles' }));
    expect(await screen.findAllByText('Erro ao iniciar busca')).not.toHaveLength(0);
    expect(screen.getAllByText('Sua assinatura expirou. Renove para continuar usando o sistema.')).not.toHaveLength(0);

    server.routes['POST /api/search/async'] = 'network';
    await user.click(screen.getByRole('button', { name: 'Iniciar busca Smiles' }));
    expect(await screen.findAllByText('Erro na requisição')).not.toHaveLength(0);
    expect(screen.getAllByText('Ocorreu um erro ao comunicar com o servidor.')).not.toHaveLength(0);
    expect(FakeSocket.last).toBeNull();
  });
});
