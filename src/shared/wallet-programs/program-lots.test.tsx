import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@core/format/dates';
import { addMonthsIso } from '@core/miles/wallet-lots';
import { addDaysIso } from '@core/schemas/search';
import { expiryToday } from '@core/schemas/wallet-lots';
import { type LocalWalletLot, type LocalWalletRow, localDb } from '@/lib/local-db';
import { householdLots } from '@/shared/wallet-lots';
import { ExpirySummary } from './program-lots';
import { ProgramsSection } from './programs-section';

const USER = 'user-validades';
const T0 = new Date().toISOString();
const today = expiryToday();
let n = 0;
const lot = (amount: number, days: number, changes: Partial<LocalWalletLot> = {}): LocalWalletLot => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  program: 'SMILES',
  member_id: null,
  amount,
  expires_on: addDaysIso(today, days),
  kind: 'base',
  created_at: T0,
  updated_at: T0,
  deleted_at: null,
  userId: USER,
  pending: 0,
  ...changes,
});
const smiles: LocalWalletRow = {
  id: '00000000-0000-4000-8000-00000000f001',
  program: 'SMILES',
  member_id: null,
  balance: 50000,
  milheiro: null,
  tier: null,
  created_at: T0,
  updated_at: T0,
  deleted_at: null,
  userId: USER,
  pending: 0,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('offline');
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all([localDb.walletLots.clear(), localDb.wallet.clear(), localDb.outbox.clear()]);
});

describe('ExpirySummary', () => {
  it('shows the earliest live expiry (lots of that day together) and the total within 90 days', () => {
    const lots = [
      lot(8000, 120),
      lot(12000, 20),
      lot(3000, 20, { kind: 'bonus' }),
      lot(5000, 80),
      lot(9000, 10, { amount: 0 }),
      lot(7000, -3),
      lot(4000, 15, { deleted_at: T0 }),
      lot(6000, 5, { program: 'LIVELO' }),
    ];
    render(<ExpirySummary program="SMILES" memberId={null} lots={lots} today={today} />);
    expect(screen.getByText(`Expira em ${formatDate(addDaysIso(today, 20))}: 15.000 milhas`)).toBeInTheDocument();
    expect(screen.getByText('Nos próximos 90 dias: 20.000 milhas')).toBeInTheDocument();
  });

  it("keeps a member's lots apart from the holder's and says nothing without a live lot", () => {
    const { container } = render(
      <ExpirySummary program="SMILES" memberId={null} lots={[lot(1000, 30, { member_id: 'm1' })]} today={today} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the lots of a programme on Minhas milhas (offline)', () => {
  it('adds a lot whose expiry the Smiles rule proposes from its credit date, and shows it first', async () => {
    const user = userEvent.setup({ delay: null });
    await localDb.walletLots.put(lot(2000, 200));
    render(<ProgramsSection userId={USER} rows={[smiles]} />);
    await user.click(await screen.findByRole('button', { name: 'Validades (1)' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar lote' }));
    const form = screen.getByRole('form', { name: 'Adicionar lote' });
    expect(within(form).getByText(/Fonte: smiles\.com\.br \(2021; 2023\)/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Quantidade (milhas)'), '12.000');
    await user.selectOptions(within(form).getByLabelText('Tipo'), 'Bônus');
    const credited = addDaysIso(today, -300);
    await user.type(within(form).getByLabelText('Data do crédito (opcional)'), credited);
    expect(within(form).getByLabelText('Expira em')).toHaveValue(addMonthsIso(credited, 12));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    const expected = addMonthsIso(credited, 12);
    expect(await screen.findByText(`Expira em ${formatDate(expected)}: 12.000 milhas`)).toBeInTheDocument();
    const stored = await householdLots(USER);
    expect(stored.find((l) => l.amount === 12000)).toMatchObject({ kind: 'bonus', expires_on: expected, pending: 1 });
    expect(await localDb.outbox.where('userId').equals(USER).count()).toBe(1);
  });

  it('refuses a missing amount, then a date 11 years ahead, beside their fields', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProgramsSection userId={USER} rows={[smiles]} />);
    await user.click(await screen.findByRole('button', { name: 'Validades (0)' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar lote' }));
    const form = screen.getByRole('form', { name: 'Adicionar lote' });
    await user.type(within(form).getByLabelText('Expira em'), addDaysIso(today, 11 * 366));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Informe a quantidade')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Quantidade (milhas)'), '1.000');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(form).findByText('A data de expiração não pode passar de 10 anos à frente.'),
    ).toBeInTheDocument();
    expect(await localDb.walletLots.count()).toBe(0);
  });

  it('zeroing a lot takes it out of the summary and keeps it listed as zerado', async () => {
    const user = userEvent.setup({ delay: null });
    const soon = lot(12000, 7);
    await localDb.walletLots.bulkPut([soon, lot(3000, 40)]);
    render(<ProgramsSection userId={USER} rows={[smiles]} />);
    expect(await screen.findByText(`Expira em ${formatDate(soon.expires_on)}: 12.000 milhas`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validades (2)' }));
    await user.click(screen.getByRole('button', { name: `Zerar lote de ${formatDate(soon.expires_on)}` }));
    expect(await screen.findByText(`Expira em ${formatDate(addDaysIso(today, 40))}: 3.000 milhas`)).toBeInTheDocument();
    expect(screen.getByText('Nos próximos 90 dias: 3.000 milhas')).toBeInTheDocument();
    expect(screen.getByText(/zerado \(expirava em/)).toBeInTheDocument();
    await waitFor(async () => expect((await localDb.walletLots.get(soon.id))?.amount).toBe(0));
  });

  it('removing the programme takes its lots with it (nothing hidden is reminded)', async () => {
    const user = userEvent.setup({ delay: null });
    const mine = lot(12000, 7);
    const livelo = lot(5000, 7, { program: 'LIVELO' });
    await localDb.walletLots.bulkPut([mine, livelo]);
    await localDb.wallet.put(smiles);
    render(<ProgramsSection userId={USER} rows={[smiles]} />);
    await user.click(await screen.findByRole('button', { name: 'Remover Smiles' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remover' }));
    await waitFor(async () => expect((await localDb.walletLots.get(mine.id))?.deleted_at).not.toBeNull());
    expect((await localDb.walletLots.get(livelo.id))?.deleted_at).toBeNull();
    await waitFor(async () => expect((await localDb.wallet.get(smiles.id))?.deleted_at).not.toBeNull());
  });
});
