import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { AwardByDatePage } from './award-by-date-page';
import { DATE_EMPTY_TEXT } from './award-by-date-table';
import { awardFlight } from '@tests/unit/fakes/award-flight-fixture';
import { NOT_CONFIGURED_TITLE } from '@core/text/not-configured';
import { UNAVAILABLE_TITLE } from './award-notices';
import { failure, notConfigured, ok, stubMilesServer } from '@tests/unit/fakes/award-test-server';

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={['/award-por-data']}>
      <AwardByDatePage />
      <Toaster />
    </MemoryRouter>,
  );
  return { user };
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, origin: string, destination: string, date: string) {
  await user.clear(screen.getByRole('textbox', { name: 'Origem' }));
  await user.type(screen.getByRole('textbox', { name: 'Origem' }), origin);
  await user.clear(screen.getByRole('textbox', { name: 'Destino' }));
  await user.type(screen.getByRole('textbox', { name: 'Destino' }), destination);
  const dateInput = screen.getByLabelText('Data de partida');
  await user.clear(dateInput);
  if (date) await user.type(dateInput, date);
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Voos award por data' }))
    .getAllByRole('row')
    .slice(1);
const column = (i: number) => rows().map((r) => r.querySelectorAll('td')[i]?.textContent ?? '');

const flights = [
  awardFlight({
    id: 'seats-aero-d-0001',
    airline: 'GOL',
    miles_cost: 40000,
    available_seats: 9,
    flight_date: '2026-12-01',
  }),
  awardFlight({
    id: 'seats-aero-d-0002',
    airline: 'Delta',
    airline_code: 'DL',
    miles_cost: 20000,
    available_seats: 2,
    cabin_class: 'FIRST',
    flight_date: '2026-12-01',
  }),
  awardFlight({
    id: 'seats-aero-d-0003',
    airline: 'American Airlines',
    miles_cost: 30000,
    available_seats: null,
    cabin_class: 'BUSINESS',
    flight_date: '2026-12-01',
  }),
  awardFlight({ id: 'seats-aero-d-0004', airline: 'Azul', miles_cost: 10000, flight_date: '2026-12-05' }),
];

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('Tabela Fixa e Award por Data', () => {
  it('validates the form with the date-based messages and upper-cases the codes', async () => {
    const server = stubMilesServer();
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Tabela Fixa e Award por Data' })).toBeInTheDocument();
    await searchFor(user, 'gr', 'm', '');
    expect(await screen.findByText('Origem deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Destino deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Data de partida é obrigatória')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
    await searchFor(user, 'gru', 'mia', '2026-12-01');
    expect(await screen.findByText(DATE_EMPTY_TEXT)).toBeInTheDocument();
    expect(server.calls.map((u) => `${u.searchParams.get('origin')}-${u.searchParams.get('destination')}`)).toEqual(
      Array(4).fill('GRU-MIA'),
    );
  });

  it('shows the flights of the date, sortable by miles, airline and seats, with a cabin filter', async () => {
    stubMilesServer({ smiles: ok(flights) });
    const { user } = renderPage();
    await searchFor(user, 'GRU', 'MIA', '2026-12-01');
    await screen.findByRole('table', { name: 'Voos award por data' });
    expect(column(3)).toEqual([
      expect.stringMatching(/^20\.000 milhas/),
      expect.stringMatching(/^30\.000 milhas/),
      expect.stringMatching(/^40\.000 milhas/),
    ]);
    expect(screen.getByRole('button', { name: 'Milhas' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Milhas' }));
    expect(column(0)).toEqual(['GOL', 'American Airlines', 'Delta']);
    await user.click(screen.getByRole('button', { name: 'Companhia' }));
    expect(column(0)).toEqual(['American Airlines', 'Delta', 'GOL']);
    await user.click(screen.getByRole('button', { name: 'Assentos' }));
    expect(column(4)).toEqual(['2 assentos', '9 assentos', '—']);
    expect(within(rows()[0] as HTMLElement).getByText('2 assentos')).toHaveClass('bg-destructive');
    const filter = screen.getByRole('combobox', { name: 'Filtrar por classe' });
    await user.selectOptions(filter, 'first');
    expect(column(0)).toEqual(['Delta']);
    await user.selectOptions(filter, 'business');
    expect(column(0)).toEqual(['American Airlines']);
    await user.selectOptions(filter, 'economy');
    expect(column(0)).toEqual(['GOL']);
  });

  it('says nothing was found for the route and date', async () => {
    stubMilesServer({ smiles: ok(flights) });
    const { user } = renderPage();
    await searchFor(user, 'GRU', 'MIA', '2026-12-20');
    expect(await screen.findByText(DATE_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('uses the fixed table with the yellow notice when the servers are unavailable, and lists other errors in red', async () => {
    stubMilesServer({
      azul: notConfigured,
      american: notConfigured,
      smiles: failure(500, 'Internal Server Error'),
      virginatlantic: 'network',
    });
    const { user } = renderPage();
    await searchFor(user, 'GRU', 'MIA', '2026-12-01');
    // Not configured (Azul, American) and no connection (Virgin Atlantic) are told apart.
    expect(await screen.findByText(NOT_CONFIGURED_TITLE)).toBeInTheDocument();
    expect(screen.getByText('Azul Fidelidade: não configurado neste servidor')).toBeInTheDocument();
    expect(screen.getByText(UNAVAILABLE_TITLE)).toBeInTheDocument();
    expect(screen.getByText(/Não foi possível consultar Virgin Atlantic agora/)).toBeInTheDocument();
    expect(screen.getByText('Smiles: Erro na API: 500 Internal Server Error')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(9));
    for (const row of rows()) expect(within(row).getByText('Tabela de referência')).toBeInTheDocument();
  });
});
