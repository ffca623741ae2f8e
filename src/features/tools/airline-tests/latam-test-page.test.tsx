import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { callUrl, cashRow, cashSampleReply, fail, ok, stubServer } from '@tests/unit/fakes/airline-test-server';
import { LatamTestPage } from './latam-test-page';

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(<LatamTestPage />);
  return { user };
}

const form = () => screen.getByRole('form', { name: 'Buscar voos LATAM' });
const items = (list: string) => within(screen.getByRole('list', { name: list })).getAllByRole('listitem');

afterEach(() => vi.unstubAllGlobals());

describe('Teste da API da LATAM', () => {
  it('checks the form with the spec messages before calling the server', async () => {
    const server = stubServer({});
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Teste da API da LATAM' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resultados' })).toBeDisabled();
    await user.clear(within(form()).getByLabelText('Origem'));
    await user.type(within(form()).getByLabelText('Origem'), 'gr');
    await user.clear(within(form()).getByLabelText('Adultos'));
    await user.type(within(form()).getByLabelText('Adultos'), '10');
    await user.clear(within(form()).getByLabelText('Bebês'));
    await user.type(within(form()).getByLabelText('Bebês'), '12');
    await user.click(within(form()).getByRole('button', { name: 'Buscar voos' }));
    expect(await screen.findByText('Origem é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Máximo de 9 adultos')).toBeInTheDocument();
    expect(screen.getByText('Máximo de 9 bebês')).toBeInTheDocument();
    await user.clear(within(form()).getByLabelText('Adultos'));
    await user.type(within(form()).getByLabelText('Adultos'), '0');
    await user.click(within(form()).getByRole('button', { name: 'Buscar voos' }));
    expect(await screen.findByText('Mínimo de 1 adulto')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('searches GRU → CNF round trip by default and shows both legs, flagged as contingency data', async () => {
    const server = stubServer({
      'GET /api/test/latam': ok(cashSampleReply('latam_api', 'LATAM')),
    });
    const { user } = renderPage();
    await user.selectOptions(within(form()).getByLabelText('Classe'), 'BUSINESS');
    await user.click(within(form()).getByRole('button', { name: 'Buscar voos' }));

    expect(await screen.findByRole('tab', { name: 'Resultados (4)', selected: true })).toBeInTheDocument();
    const today = todayIsoDate();
    expect(server.calls).toHaveLength(1);
    expect(Object.fromEntries(callUrl(server).searchParams)).toEqual({
      origin: 'GRU',
      destination: 'CNF',
      departureDate: addDaysIso(today, 30),
      returnDate: addDaysIso(today, 37),
      tripType: 'ROUND_TRIP',
      cabinClass: 'BUSINESS',
      adults: '1',
      children: '0',
      infants: '0',
    });

    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Dados de contingência');
    expect(notice).toHaveTextContent('A API LATAM não está configurada neste servidor');

    const [direct, withStop] = items('Voos de ida');
    expect(direct).toHaveTextContent(/Partida07:15/);
    expect(direct).toHaveTextContent(/Duração2h 10min/);
    expect(direct).toHaveTextContent(/Chegada09:25/);
    expect(direct).toHaveTextContent(/EscalasDireto/);
    expect(direct).toHaveTextContent(/PreçoR\$ 489,90/);
    expect(withStop).toHaveTextContent(/Escalas1 escala: BSB/);
    expect(withStop).toHaveTextContent(/PreçoR\$ 689,90/);
    expect(items('Voos de volta')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Nova Busca' }));
    expect(screen.getByRole('tab', { name: 'Buscar', selected: true })).toBeInTheDocument();
    expect(within(form()).getByLabelText('Classe')).toHaveValue('BUSINESS');
  });

  it('one way: the return date is disabled and not sent, and real rows carry no notice', async () => {
    const server = stubServer({
      'GET /api/test/latam': ok({
        success: true,
        fonte: 'latam_api',
        ida: [cashRow({ escalas: ['BSB', 'GIG'], preco: 1234.5 })],
        volta: [],
        idaCount: 1,
        voltaCount: 0,
      }),
    });
    const { user } = renderPage();
    await user.selectOptions(within(form()).getByLabelText('Tipo de viagem'), 'ONE_WAY');
    expect(within(form()).getByLabelText('Data de volta')).toBeDisabled();
    await user.click(within(form()).getByRole('button', { name: 'Buscar voos' }));
    await screen.findByRole('tab', { name: 'Resultados (1)', selected: true });
    const params = callUrl(server).searchParams;
    expect(params.get('tripType')).toBe('ONE_WAY');
    expect(params.has('returnDate')).toBe(false);
    expect(screen.queryByText('Dados de contingência')).not.toBeInTheDocument();
    expect(items('Voos de ida')[0]).toHaveTextContent(/Escalas2 escalas: BSB, GIG/);
    expect(items('Voos de ida')[0]).toHaveTextContent('R$ 1.234,50');
    expect(screen.queryByRole('list', { name: 'Voos de volta' })).not.toBeInTheDocument();
  });

  it('says why the search failed, with the server message', async () => {
    stubServer({
      'GET /api/test/latam': fail(502, 'A API LATAM respondeu com erro (HTTP 500).', { code: 'upstream_error' }),
    });
    const { user } = renderPage();
    await user.click(within(form()).getByRole('button', { name: 'Buscar voos' }));
    expect(
      await screen.findByText('Falha ao buscar voos: A API LATAM respondeu com erro (HTTP 500).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resultados' })).toBeDisabled();
  });

  it('says so when the connection fails, and when nothing was found', async () => {
    const server = stubServer({ 'GET /api/test/latam': 'network' });
    const { user } = renderPage();
    await user.click(within(form()).getByRole('button', { name: 'Buscar voos' }));
    expect(await screen.findByText('Falha ao buscar voos: Erro de conexão. Tente novamente.')).toBeInTheDocument();

    server.routes['GET /api/test/latam'] = ok({
      success: true,
      fonte: 'latam_api',
      ida: [],
      volta: [],
      idaCount: 0,
      voltaCount: 0,
    });
    await user.click(within(form()).getByRole('button', { name: 'Buscar voos' }));
    expect(await screen.findByText('Nenhum voo encontrado')).toBeInTheDocument();
    expect(screen.queryByText(/Falha ao buscar voos/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resultados' })).toBeDisabled();
  });
});
