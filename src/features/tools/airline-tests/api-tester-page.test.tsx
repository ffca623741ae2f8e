import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import {
  callUrl,
  cashSampleReply,
  fail,
  milesRow,
  ok,
  stubServer,
  voegolSampleReply,
} from '@tests/unit/fakes/airline-test-server';
import { ApiTesterPage } from './api-tester-page';

function renderPage(path = '/api-tester') {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[path]}>
      <ApiTesterPage />
    </MemoryRouter>,
  );
  return { user };
}

const form = () => screen.getByRole('form', { name: 'Testar API' });
const testIt = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(form()).getByRole('button', { name: 'Testar API' }));
const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const today = todayIsoDate();

afterEach(() => vi.unstubAllGlobals());

describe('Testador de APIs', () => {
  it('checks the parameters before calling anything', async () => {
    const server = stubServer({});
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Testador de APIs' })).toBeInTheDocument();
    await user.clear(within(form()).getByLabelText('Origem'));
    await user.clear(within(form()).getByLabelText('Passageiros'));
    await user.type(within(form()).getByLabelText('Passageiros'), '0');
    await testIt(user);
    expect(await screen.findByText('Origem é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Mínimo de 1 passageiro')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('tests every API at once: status, time, per-API summary, flights of each leg and the raw reply', async () => {
    const route = { from: 'GRU', to: 'MIA', ida: addDaysIso(today, 30), volta: addDaysIso(today, 37) };
    const all = {
      success: true,
      results: {
        latam: cashSampleReply('latam_api', 'LATAM', route),
        azul: cashSampleReply('azul_api', 'Azul', route),
        gol: voegolSampleReply('not_configured', route),
        smiles: {
          success: true,
          fonte: 'smiles_api',
          ida: [milesRow({ departure: { time: '07:15', airport: 'GRU', date: route.ida } })],
          volta: [],
          idaCount: 1,
          voltaCount: 0,
        },
        azulmilhas: {
          success: false,
          fonte: 'azulmilhas_api',
          error: 'A API Azul Fidelidade não respondeu a tempo.',
          ida: [],
          volta: [],
          idaCount: 0,
          voltaCount: 0,
        },
      },
    };
    const server = stubServer({ 'GET /api/test/all': ok(all) });
    const { user } = renderPage();
    expect(within(form()).getByRole('radio', { name: /^Todas as APIs/ })).toBeChecked();
    await testIt(user);

    const result = await screen.findByRole('region', { name: 'Resultado do teste' });
    expect(Object.fromEntries(callUrl(server).searchParams)).toEqual({
      origin: 'GRU',
      destination: 'MIA',
      departureDate: route.ida,
      returnDate: route.volta,
      adults: '1',
    });
    expect(within(result).getByText('HTTP 200')).toBeInTheDocument();
    expect(within(result).getByText(/^\d+ ms$/)).toBeInTheDocument();
    const summary = within(result).getByRole('list', { name: 'Resumo por API' });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(5);
    expect(within(summary).getByText('A API Azul Fidelidade não respondeu a tempo.')).toBeInTheDocument();
    expect(
      within(result).getByText(/LATAM, Azul, GOL \(VoeGol\) responderam com dados de contingência/),
    ).toBeInTheDocument();

    expect(within(result).getByRole('tab', { name: 'Voos de Ida (7)', selected: true })).toBeInTheDocument();
    const ida = bodyRows('Voos de Ida');
    expect(ida).toHaveLength(7);
    expect(ida[0]).toHaveTextContent(
      /LATAM.*LATAM \(amostra\).*AMOSTRA-1.*GRU → MIA.*07:15.*09:25.*2h 10min.*Direto.*R\$ 489,90/,
    );
    expect(ida[1]).toHaveTextContent('1 escala: BSB');
    expect(ida[6]).toHaveTextContent(/Smiles.*GOL \(amostra\).*12\.000 milhas \+ R\$ 56,90/);
    await user.click(within(result).getByRole('tab', { name: 'Voos de Volta (6)' }));
    expect(bodyRows('Voos de Volta')[0]).toHaveTextContent('MIA → GRU');
    await user.click(within(result).getByRole('tab', { name: 'Resposta Completa' }));
    expect(JSON.parse(within(result).getByLabelText('Resposta Completa (JSON)').textContent ?? '')).toEqual(all);
  });

  it('sends the class to LATAM, never a return date for one way, and says when nothing was found', async () => {
    const server = stubServer({
      'GET /api/test/latam': ok({ success: true, fonte: 'latam_api', ida: [], volta: [], idaCount: 0, voltaCount: 0 }),
    });
    const { user } = renderPage();
    await user.click(within(form()).getByRole('radio', { name: /^LATAM/ }));
    await user.selectOptions(within(form()).getByLabelText('Tipo de viagem'), 'ONE_WAY');
    expect(within(form()).getByLabelText('Data de volta (opcional)')).toBeDisabled();
    await user.selectOptions(within(form()).getByLabelText('Classe'), 'BUSINESS');
    await testIt(user);
    await screen.findByRole('region', { name: 'Resultado do teste' });
    const params = callUrl(server).searchParams;
    expect(server.calls[0]?.url.pathname).toBe('/api/test/latam');
    expect(params.get('cabinClass')).toBe('BUSINESS');
    expect(params.has('returnDate')).toBe(false);
    expect(screen.getByText('Nenhum voo encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Dados de contingência')).not.toBeInTheDocument();
  });

  it('shows the error, the HTTP status and the error body when the API refuses', async () => {
    stubServer({
      'GET /api/seats-aero-proxy': fail(503, 'Seats.aero não configurado.', { code: 'seats_aero_not_configured' }),
    });
    const { user } = renderPage('/api-tester?api=seats-aero');
    expect(within(form()).getByRole('radio', { name: /^Seats\.aero/ })).toBeChecked();
    await testIt(user);
    const result = await screen.findByRole('region', { name: 'Resultado do teste' });
    expect(within(result).getByText('Erro ao testar API: Seats.aero não configurado.')).toBeInTheDocument();
    expect(within(result).getByText('HTTP 503')).toBeInTheDocument();
    expect(within(result).getByRole('tab', { name: 'Resposta Completa', selected: true })).toBeInTheDocument();
    expect(within(result).getByLabelText('Resposta Completa (JSON)')).toHaveTextContent(
      '"code": "seats_aero_not_configured"',
    );
  });

  it('reads the Seats.aero proxy award flights, and a request with no answer', async () => {
    const server = stubServer({
      'GET /api/seats-aero-proxy': ok({
        success: true,
        message: '1 oferta encontrada.',
        results: {
          outboundFlights: [
            {
              id: 'seats-aero-1-J',
              program: 'Smiles',
              airline: 'GOL',
              flight_number: 'G3 7700',
              origin: 'GRU',
              destination: 'MIA',
              departure_time: '23:10',
              arrival_time: '06:05',
              flight_date: addDaysIso(today, 30),
              duration: '8h 55min',
              stops: 1,
              connections: ['PTY'],
              miles_cost: 95000,
              fees: 120.5,
              fees_currency: 'BRL',
            },
          ],
          returnFlights: [],
        },
        idaCount: 1,
        voltaCount: 0,
      }),
    });
    const { user } = renderPage();
    await user.click(within(form()).getByRole('radio', { name: /^Seats\.aero/ }));
    await testIt(user);
    await screen.findByRole('region', { name: 'Resultado do teste' });
    expect(server.calls[0]?.url.searchParams.has('adults')).toBe(false);
    expect(bodyRows('Voos de Ida')[0]).toHaveTextContent(
      /GOL.*G3 7700.*GRU → MIA.*23:10.*06:05.*8h 55min.*1 escala: PTY.*95\.000 milhas \+ R\$ 120,50/,
    );

    server.routes['GET /api/seats-aero-proxy'] = 'network';
    await testIt(user);
    expect(await screen.findByText('Erro ao testar API: Erro de conexão. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByText('sem resposta')).toBeInTheDocument();
  });

  it('says when the API asked for in the address is not one it knows', () => {
    stubServer({});
    renderPage('/api-tester?api=kayak');
    expect(screen.getByText('API não reconhecida')).toBeInTheDocument();
    expect(within(form()).getByRole('radio', { name: /^Todas as APIs/ })).toBeChecked();
  });
});
