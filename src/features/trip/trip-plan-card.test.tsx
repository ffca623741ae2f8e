import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTripContext, makeTripPlan } from '@tests/helpers/trip-plan-fixture';
import { localDb } from '@/lib/local-db';
import { TripPlanCard } from './trip-plan-card';

// A plan as the traveller reads it: the party's total and per person, miles out and cash back, the transfer to
// make and why a programme was left out; signed in, saved into Meus Voos Salvos once and alerted per direction.

const USER = 'viajante-1';
const plan = makeTripPlan();
const trip = makeTripContext(plan);

function renderCard(userId: string | null) {
  return render(
    <MemoryRouter>
      <TripPlanCard plan={plan} rank={1} trip={trip} userId={userId} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // Offline: the writes stay on the device, in the outbox.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all([localDb.savedFlights.clear(), localDb.priceAlerts.clear(), localDb.outbox.clear()]);
});

describe('TripPlanCard', () => {
  it('shows the total for the party, per person, each direction, the transfer and the warning', () => {
    renderCard(null);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('R$ 7.078,00');
    expect(screen.getByText(/2 pessoas · R\$ 3\.539,00 por pessoa/)).toBeTruthy();
    expect(
      screen.getByText(/Smiles: 100\.000 milhas \(50\.000 por pessoa\) \+ taxas R\$ 200,00 · sua conta · 4 assentos/),
    ).toBeTruthy();
    expect(screen.getByText(/R\$ 2\.589,00 por pessoa/)).toBeTruthy();
    expect(screen.getByText(/Transferir 30\.000 Livelo → Smiles com bônus de 100%/)).toBeTruthy();
    expect(screen.getByText(/A conta de Ana já emitiu para 25 pessoas/)).toBeTruthy();
    // Signed out there is nothing to save or alert.
    expect(screen.queryByRole('button', { name: 'Salvar viagem' })).toBeNull();
  });

  it("'Salvar viagem' saves both directions once and then says where they are", async () => {
    const user = userEvent.setup({ delay: null });
    renderCard(USER);
    await user.dblClick(await screen.findByRole('button', { name: 'Salvar viagem' }));
    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('Viagem salva em Meus Voos Salvos');
    expect(within(saved).getByRole('link', { name: 'Ver voos salvos' })).toHaveAttribute('href', '/favoritos');
    expect(screen.queryByRole('button', { name: 'Salvar viagem' })).toBeNull();

    const rows = (await localDb.savedFlights.toArray()).sort(
      (a, b) => a.data_voo?.localeCompare(b.data_voo ?? '') ?? 0,
    );
    expect(rows.map((r) => [r.origin, r.destination, r.data_voo, r.program, r.milhas, r.reais_estimado])).toEqual([
      ['GRU', 'LIS', plan.outbound.date, 'Smiles', 50_000, 950],
      ['LIS', 'GRU', plan.inbound?.date, null, null, 2589],
    ]);
    expect(rows.every((r) => r.passengers === 2 && r.cabine === 'ECONOMY' && r.userId === USER)).toBe(true);
    expect(await localDb.outbox.count()).toBe(2);
  });

  it('a plan saved before (this card again, after a reload) says so at once and saves nothing more', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderCard(USER);
    await user.click(await screen.findByRole('button', { name: 'Salvar viagem' }));
    await screen.findByRole('status');
    first.unmount();
    renderCard(USER);
    expect(await screen.findByRole('status')).toHaveTextContent('Viagem salva em Meus Voos Salvos');
    expect(await localDb.savedFlights.count()).toBe(2);
  });

  it("'Criar alerta da volta' opens the price alert prefilled with the return's route, window, cabin and fare", async () => {
    const user = userEvent.setup({ delay: null });
    renderCard(USER);
    await user.click(await screen.findByRole('button', { name: 'Criar alerta da volta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerta de preço da volta' });
    const form = within(dialog).getByRole('form', { name: 'Novo alerta de preço' });
    expect(within(form).getByLabelText('Origem')).toHaveValue('LIS');
    expect(within(form).getByLabelText('Destino')).toHaveValue('GRU');
    expect(within(form).getByRole('textbox', { name: 'Preço máximo' })).toHaveValue('2589');
    expect(within(form).getByLabelText('De (opcional)')).toHaveValue(trip.windows.inbound?.from);
    expect(within(form).getByLabelText('Até (opcional)')).toHaveValue(trip.windows.inbound?.to);
    await user.click(within(form).getByRole('button', { name: 'Criar alerta' }));
    await waitFor(async () => expect(await localDb.priceAlerts.count()).toBe(1));
    const [alert] = await localDb.priceAlerts.toArray();
    expect(alert).toMatchObject({
      origin: 'LIS',
      destination: 'GRU',
      alert_type: 'reais',
      max_price: 2589,
      date_from: trip.windows.inbound?.from,
      date_to: trip.windows.inbound?.to,
      cabin: 'ECONOMY',
      passengers: 2,
    });
  });

  it("'Criar alerta da ida' proposes the award's miles per person", async () => {
    const user = userEvent.setup({ delay: null });
    renderCard(USER);
    await user.click(await screen.findByRole('button', { name: 'Criar alerta da ida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerta de preço da ida' });
    expect(within(dialog).getByLabelText('Origem')).toHaveValue('GRU');
    expect(within(dialog).getByRole('textbox', { name: 'Preço máximo' })).toHaveValue('50000');
  });
});
