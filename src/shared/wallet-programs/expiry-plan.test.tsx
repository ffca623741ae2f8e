import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@core/format/dates';
import { addDaysIso } from '@core/schemas/search';
import { expiryToday } from '@core/schemas/wallet-lots';
import { makeWalletRow } from '@tests/helpers/wallet-fixture';
import { keepReply } from '@/lib/kept-replies';
import { type LocalSavedFlight, type LocalWalletLot, localDb } from '@/lib/local-db';
import { reportServerReached } from '@/lib/network-status';
import { queryClient } from '@/lib/query-client';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { KEPT_BONUSES_KIND } from '@/shared/transfer-bonuses';
import { ProgramsSection } from './programs-section';

// The plan of what expires, offline: the wallet, its lots, a saved flight and the kept bonus campaigns are all on the
// device, and every request fails.

const USER = 'u-expiry-plan';
const AT = '2026-11-20T12:00:00.000Z';
const today = expiryToday();
const inDays = (n: number) => addDaysIso(today, n);
let n = 0;
const lot = (program: LocalWalletLot['program'], amount: number, days: number): LocalWalletLot => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  program,
  member_id: null,
  amount,
  expires_on: inDays(days),
  kind: 'base',
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
  userId: USER,
  pending: 0,
});
const savedSmilesFlight: LocalSavedFlight = {
  id: '00000000-0000-4000-8000-0000000000f1',
  origin: 'GRU',
  destination: 'MIA',
  program: 'SMILES',
  companhia: 'GOL',
  cabine: 'economy',
  milhas: 30000,
  reais_estimado: null,
  data_voo: inDays(120),
  passengers: 1,
  saved_at: AT,
  updated_at: AT,
  deleted_at: null,
  flight: null,
  userId: USER,
  pending: 0,
};
const runningBonus = {
  id: '00000000-0000-4000-8000-00000000c001',
  from: 'LIVELO',
  to: 'SMILES',
  bonusPercent: 80,
  tiers: [],
  validFrom: inDays(-2),
  validUntil: inDays(5),
  capPerCpf: null,
  link: null,
  notes: null,
  createdAt: AT,
  updatedAt: AT,
};

function show(rows: Parameters<typeof ProgramsSection>[0]['rows']) {
  render(
    <MemoryRouter>
      <ProgramsSection userId={USER} rows={rows} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  queryClient.clear();
  writeStoredUser({ id: USER, email: 'viajante@example.com' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  clearStoredUser();
  reportServerReached();
  await Promise.all([
    localDb.walletLots.clear(),
    localDb.wallet.clear(),
    localDb.savedFlights.clear(),
    localDb.keptReplies.clear(),
  ]);
});

describe('Plano para o que expira (offline)', () => {
  it('ranks the transfer into the saved flight’s programme at the kept running bonus first, expiring last', async () => {
    const user = userEvent.setup({ delay: null });
    await localDb.walletLots.bulkPut([lot('LIVELO', 12000, 20), lot('LIVELO', 5000, 200)]);
    await localDb.savedFlights.put(savedSmilesFlight);
    await keepReply(USER, KEPT_BONUSES_KIND, '', [runningBonus]);
    show([makeWalletRow(USER, 'LIVELO', 17000, 35), makeWalletRow(USER, 'SMILES', 1000, 20)]);

    await user.click(await screen.findByRole('button', { name: 'Plano para o que expira' }));
    const plan = within(await screen.findByRole('region', { name: 'Plano para o que expira: Livelo' }));
    expect(
      plan.getByRole('heading', { name: `12.000 pontos expiram em ${formatDate(inDays(20))} (em 20 dias)` }),
    ).toBeInTheDocument();
    // The lot 200 days away has no plan.
    expect(plan.getAllByRole('heading')).toHaveLength(1);
    const options = await plan.findAllByRole('listitem');
    const [best, last] = [options[0], options.at(-1)];
    expect(best).toHaveTextContent('Transferir para SmilesMelhor opção');
    // 12.000 × 1,8 = 21.600 Smiles at the traveller's R$ 20.
    expect(best).toHaveTextContent('Mantém R$ 432,00 · perde R$ 0,00');
    expect(best).toHaveTextContent(
      `12.000 pontos Livelo → 21.600 milhas Smiles com bônus de 80% (campanha em andamento até ${formatDate(inDays(5))})`,
    );
    expect(within(best as HTMLElement).getByRole('link', { name: 'Ver voo salvo GRU → MIA' })).toHaveAttribute(
      'href',
      '/favoritos',
    );
    expect(last).toHaveTextContent('Deixar expirar');
    expect(last).toHaveTextContent('Mantém R$ 0,00 · perde R$ 420,00');
    // What Clube Livelo does to expiry, with its source, once above the lots.
    expect(
      plan.getByText(/^Clube Livelo 500 ou Clube Livelo 7\.000: Pontos não expiram enquanto a assinatura/),
    ).toHaveTextContent('Fonte: veja.abril.com.br');
  });

  it('a Smiles lot in 20 days offers the paid extension with its cost to confirm, at the reference milheiro', async () => {
    const user = userEvent.setup({ delay: null });
    await localDb.walletLots.put(lot('SMILES', 10000, 20));
    show([makeWalletRow(USER, 'SMILES', 10000, null)]);

    await user.click(await screen.findByRole('button', { name: 'Plano para o que expira' }));
    const plan = within(await screen.findByRole('region', { name: 'Plano para o que expira: Smiles' }));
    const options = await plan.findAllByRole('listitem');
    expect(options.map((o) => o.querySelector('p')?.textContent)).toEqual([
      'Prorrogar (pago)Melhor opção',
      'Deixar expirar',
    ]);
    expect(options[0]).toHaveTextContent('Custo a confirmar no site da Smiles.');
    expect(options[0]).toHaveTextContent('Mantém até R$ 150,00 menos o custo da prorrogação.');
    expect(options[1]).toHaveTextContent('milheiro de referência R$ 15,00');
  });

  it("a member's account on /familia plans its own lot at the member's milheiro, not the holder's", async () => {
    const user = userEvent.setup({ delay: null });
    const member = '00000000-0000-4000-8000-00000000aaaa';
    await localDb.walletLots.bulkPut([{ ...lot('SMILES', 10000, 10), member_id: member }, lot('SMILES', 99000, 10)]);
    render(
      <MemoryRouter>
        <ProgramsSection
          userId={USER}
          memberId={member}
          title="Ana"
          rows={[{ ...makeWalletRow(USER, 'SMILES', 10000, 25), member_id: member }]}
        />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Plano para o que expira' }));
    const plan = within(await screen.findByRole('region', { name: 'Plano para o que expira: Smiles' }));
    expect(plan.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      `10.000 milhas expiram em ${formatDate(inDays(10))} (em 10 dias)`,
    ]);
    expect((await plan.findAllByRole('listitem')).at(-1)).toHaveTextContent('Mantém R$ 0,00 · perde R$ 250,00');
  });

  it('shows no plan when nothing expires within 90 days', async () => {
    await localDb.walletLots.put(lot('SMILES', 10000, 120));
    show([makeWalletRow(USER, 'SMILES', 10000, 20)]);
    await screen.findByText(`Expira em ${formatDate(inDays(120))}: 10.000 milhas`);
    expect(screen.queryByRole('button', { name: 'Plano para o que expira' })).toBeNull();
  });
});
