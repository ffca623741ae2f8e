import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { fail, ok, stubServer, voegolSampleReply } from '@tests/unit/fakes/airline-test-server';
import { VoegolTestPage } from './voegol-test-page';

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <VoegolTestPage />
      <Toaster />
    </>,
  );
  return { user };
}

const form = () => screen.getByRole('form', { name: 'Buscar voos VoeGol' });
/** The yellow 'Dados de contingência' notice. */
const notice = () => screen.getByText('Dados de contingência').closest('[role="alert"]') as HTMLElement;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(form()).getByRole('button', { name: 'Buscar' }));

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('Teste da API VoeGol', () => {
  it('asks for the test data by default and shows counts, each flight and the full JSON', async () => {
    const server = stubServer({ 'POST /api/voegol-proxy': ok(voegolSampleReply('test_data')) });
    const { user } = renderPage();
    expect(screen.getByRole('tab', { name: 'Formulário', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resultados' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Usar dados de teste' })).toBeChecked();
    await submit(user);

    expect(await screen.findByRole('tab', { name: 'Resultados', selected: true })).toBeInTheDocument();
    const call = server.calls[0];
    expect(call?.url.search).toBe('?test=true');
    const today = todayIsoDate();
    expect(call?.body).toEqual({
      origin: 'GRU',
      destination: 'CNF',
      departureDate: addDaysIso(today, 30),
      returnDate: addDaysIso(today, 37),
      adults: 1,
      children: 0,
      infants: 0,
      flightClass: 'ECONOMIC',
    });
    expect(screen.getByRole('heading', { name: 'Voos de ida: 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Voos de volta: 2' })).toBeInTheDocument();
    const first = within(screen.getByRole('list', { name: 'Voos de ida' })).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent(/OrigemGRU/);
    expect(first).toHaveTextContent(/DestinoCNF/);
    expect(first).toHaveTextContent(/Duração2h 10min/);
    expect(first).toHaveTextContent(/PreçoR\$ 489,90/);
    expect(first).toHaveTextContent(/CompanhiaGOL \(amostra\)/);
    const back = within(screen.getByRole('list', { name: 'Voos de volta' })).getAllByRole('listitem')[0] as HTMLElement;
    expect(back).toHaveTextContent(/OrigemCNF/);
    expect(notice()).toHaveTextContent(/Dados de teste solicitados: exibindo dados de contingência/);
    const raw = screen.getByLabelText('Resposta completa (JSON)');
    expect(raw.querySelector('pre')).not.toBeNull();
    expect(JSON.parse(raw.textContent ?? '')).toEqual(voegolSampleReply('test_data'));
    expect(screen.getByText('Busca concluída')).toBeInTheDocument();
  });

  it('without test data calls the plain route; a passenger entry that is not a number falls back', async () => {
    const server = stubServer({ 'POST /api/voegol-proxy': ok(voegolSampleReply('not_configured')) });
    const { user } = renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Usar dados de teste' }));
    await user.clear(within(form()).getByLabelText('Adultos'));
    await user.clear(within(form()).getByLabelText('Crianças'));
    await user.clear(within(form()).getByLabelText('Data de volta (opcional)'));
    await submit(user);
    await screen.findByRole('tab', { name: 'Resultados', selected: true });
    expect(server.calls[0]?.url.search).toBe('');
    expect(server.calls[0]?.body).toMatchObject({ adults: 1, children: 0, infants: 0 });
    expect(server.calls[0]?.body).not.toHaveProperty('returnDate');
    expect(notice()).toHaveTextContent('A API VoeGol não está configurada neste servidor');
  });

  it('shows the airline failure as "Erro na API VoeGol"', async () => {
    stubServer({
      'POST /api/voegol-proxy': fail(502, 'A API VoeGol respondeu com erro (HTTP 500).', {
        code: 'upstream_error',
        _apiError: true,
        ida: [],
        volta: [],
      }),
    });
    const { user } = renderPage();
    await submit(user);
    expect(
      await screen.findAllByText('Erro na API VoeGol: A API VoeGol respondeu com erro (HTTP 500).'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'Resultados' })).toBeDisabled();
  });

  it('tells a connection failure from a refused request', async () => {
    const server = stubServer({ 'POST /api/voegol-proxy': 'network' });
    const { user } = renderPage();
    await submit(user);
    expect(await screen.findAllByText('Falha na conexão com o servidor. Tente novamente.')).not.toHaveLength(0);

    server.routes['POST /api/voegol-proxy'] = fail(400, 'Use o código IATA do aeroporto (3 letras)', {
      code: 'invalid_input',
    });
    await submit(user);
    expect(await screen.findAllByText('Ocorreu um erro ao processar sua solicitação.')).not.toHaveLength(0);
    expect(screen.getAllByText('Use o código IATA do aeroporto (3 letras)')).not.toHaveLength(0);
  });
});
