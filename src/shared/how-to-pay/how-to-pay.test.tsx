import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { AwardOffer } from '@core/miles/award-cost';
import type { WalletProgram } from '@core/miles/wallet-programs';
import { makeWalletRow } from '@tests/helpers/wallet-fixture';
import { localDb } from '@/lib/local-db';
import { reportServerReached } from '@/lib/network-status';
import { queryClient } from '@/lib/query-client';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { EMPTY_WALLET_TEXT, HowToPay } from './how-to-pay';

// "Como pagar" reads the wallet from IndexedDB and the campaigns from the API; both are faked at their edge.

const USER = 'u-how-to-pay';
const AT = '2026-11-20T12:00:00.000Z';
const today = todayIsoDate('America/Sao_Paulo');
const SMILES_70K = { program: 'Smiles', miles: 70000, taxes: 250.4 };
let campaigns: unknown[] = [];

const row = (program: WalletProgram, balance: number, milheiro: number | null = null) =>
  makeWalletRow(USER, program, balance, milheiro);

function campaign(bonusPercent: number) {
  return {
    id: '00000000-0000-4000-8000-00000000c001',
    from: 'LIVELO',
    to: 'SMILES',
    bonusPercent,
    tiers: [],
    validFrom: addDaysIso(today, -2),
    validUntil: addDaysIso(today, 3),
    capPerCpf: null,
    link: null,
    notes: null,
    createdAt: AT,
    updatedAt: AT,
  };
}

async function show(offer: AwardOffer = SMILES_70K, cashFare?: number, passengers?: number) {
  render(
    <MemoryRouter>
      <HowToPay offer={offer} cashFare={cashFare} passengers={passengers} />
    </MemoryRouter>,
  );
  return within(await screen.findByRole('region', { name: 'Como pagar' }));
}

beforeEach(async () => {
  campaigns = [];
  queryClient.clear();
  await localDb.keptReplies.clear();
  await localDb.wallet.clear();
  writeStoredUser({ id: USER, email: 'viajante@example.com' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/api/transfer-bonuses')) return new Response(JSON.stringify({ campaigns }));
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  // The screen goes first: still mounted and signed in (nothing here follows the stored user into the session), it
  // would ask for the campaigns again once back online below, through the real fetch, and fail.
  cleanup();
  vi.unstubAllGlobals();
  clearStoredUser();
  // A test that fails the campaigns request leaves the app believing the server unreachable; the next one starts online.
  reportServerReached();
});

describe('HowToPay', () => {
  it('says to issue straight from the balance, valued at the traveller’s own milheiro', async () => {
    await localDb.wallet.bulkPut([row('SMILES', 80000, 20)]);
    const region = await show();
    expect(region.getByText('Você tem 80.000 Smiles: emita direto')).toBeInTheDocument();
    expect(region.getByText('Total: R$ 1.650,40 (saldo Smiles R$ 1.400,00 + taxas R$ 250,40)')).toBeInTheDocument();
    expect(region.getByText('Valor do prêmio: ≈ R$ 1.650,40 · seu milheiro R$ 20,00')).toBeInTheDocument();
    expect(region.queryByText(/Outras formas/)).toBeNull();
  });

  it('values the award at the reference milheiro when the traveller set none', async () => {
    await localDb.wallet.bulkPut([row('SMILES', 80000)]);
    const region = await show();
    expect(region.getByText('Valor do prêmio: ≈ R$ 1.300,40 · milheiro de referência R$ 15,00')).toBeInTheDocument();
  });

  it('names the running bonus campaign in the transfer sentence', async () => {
    campaigns = [campaign(100)];
    await localDb.wallet.bulkPut([row('SMILES', 52000, 20), row('LIVELO', 30000, 35)]);
    const region = await show();
    expect(
      await region.findByText(
        /^Faltam 18\.000 Smiles: transfira 9\.000 Livelo com bônus de 100% \(até \d\d\/\d\d\/\d{4}\)/,
      ),
    ).toBeInTheDocument();
    expect(region.getByText(/custo R\$ 315,00 \(milheiro efetivo R\$ 17,50\)/)).toBeInTheDocument();
  });

  it('prices the transfer without a bonus when the campaigns cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await localDb.wallet.bulkPut([row('SMILES', 52000, 20), row('LIVELO', 30000, 35)]);
    const region = await show();
    expect(region.getByText(/^Faltam 18\.000 Smiles: transfira 18\.000 Livelo → custo R\$ 630,00/)).toBeInTheDocument();
  });

  it('still counts a running campaign offline, from the last reply kept on the device', async () => {
    campaigns = [campaign(100)];
    await localDb.wallet.bulkPut([row('SMILES', 52000, 20), row('LIVELO', 30000, 35)]);
    const online = await show();
    await online.findByText(/transfira 9\.000 Livelo com bônus de 100%/);
    document.body.innerHTML = '';
    queryClient.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const offline = await show();
    expect(await offline.findByText(/transfira 9\.000 Livelo com bônus de 100%/)).toBeInTheDocument();
  });

  it('buys the points that are missing when the balances do not cover the award', async () => {
    await localDb.wallet.bulkPut([row('SMILES', 52000, 20), row('LIVELO', 8000, 35)]);
    const region = await show();
    expect(
      region.getByText(/^Saldo insuficiente: compraria 10\.000 pontos Livelo a R\$ 70,00\/mil além dos 8\.000/),
    ).toBeInTheDocument();
    expect(
      region.getByText(
        'Total: R$ 2.270,40 (saldo Smiles R$ 1.040,00 + pontos Livelo (saldo e compra) R$ 980,00 + taxas R$ 250,40)',
      ),
    ).toBeInTheDocument();
  });

  it('plans both tickets for 2 travellers and shows the total first, the bonus counted', async () => {
    campaigns = [campaign(100)];
    await localDb.wallet.bulkPut([row('SMILES', 104000, 15), row('LIVELO', 40000, 35), row('ESFERA', 40001, 40)]);
    const region = await show(SMILES_70K, undefined, 2);
    const best = await region.findByText(
      /^Faltam 36\.000 Smiles para as 2 pessoas: transfira 18\.000 Livelo com bônus de 100%/,
    );
    const total = region.getByText(
      'Total para 2 pessoas: R$ 2.690,80 (saldo Smiles R$ 1.560,00 + transferência Livelo R$ 630,00 + taxas R$ 500,80)',
    );
    // The best way and its total come before the other ways.
    expect(best.compareDocumentPosition(total) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      region.getByText('Valor do prêmio: ≈ R$ 2.600,80 para 2 pessoas (R$ 1.300,40 cada) · seu milheiro R$ 15,00'),
    ).toBeInTheDocument();
  });

  it('lists the other ways, ranked, each with its total for the party', async () => {
    await localDb.wallet.bulkPut([row('SMILES', 104000, 15), row('LIVELO', 40000, 35), row('ESFERA', 40001, 30)]);
    const region = await show(SMILES_70K, undefined, 2);
    // Esfera 36.000 × R$ 30 = R$ 1.080 beats Livelo 36.000 × R$ 35 = R$ 1.260.
    expect(region.getByText(/^Faltam 36\.000 Smiles para as 2 pessoas: transfira 36\.000 Esfera/)).toBeInTheDocument();
    expect(
      region.getByText(
        'Total para 2 pessoas: R$ 3.140,80 (saldo Smiles R$ 1.560,00 + transferência Esfera R$ 1.080,00 + taxas R$ 500,80)',
      ),
    ).toBeInTheDocument();
    const others = region.getByText('Outras formas (1)').closest('details');
    expect(others).not.toBeNull();
    const list = within(others as HTMLElement).getByRole('list', { hidden: true });
    const items = within(list).getAllByRole('listitem', { hidden: true });
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/^Faltam 36\.000 Smiles para as 2 pessoas: transfira 36\.000 Livelo/);
    expect(items[0]).toHaveTextContent(
      'Total para 2 pessoas: R$ 3.320,80 (saldo Smiles R$ 1.560,00 + transferência Livelo R$ 1.260,00 + taxas R$ 500,80)',
    );
  });

  it('says when the taxes are left out of the total for not being known', async () => {
    await localDb.wallet.bulkPut([row('SMILES', 200000, 20)]);
    const region = await show({ program: 'Smiles', miles: 70000, taxes: null }, undefined, 2);
    expect(
      region.getByText('Você tem 200.000 Smiles: emita direto as 2 passagens (140.000 milhas)'),
    ).toBeInTheDocument();
    expect(
      region.getByText('Total para 2 pessoas: R$ 2.800,00 (saldo Smiles) + taxas à parte (não informadas)'),
    ).toBeInTheDocument();
  });

  it('says no programme of the wallet pays an award priced in Virgin points', async () => {
    await localDb.wallet.bulkPut([row('LATAM_PASS', 100000, 20)]);
    const region = await show({ program: 'LATAM Pass', originalProgram: 'Virgin Atlantic', miles: 40000, taxes: 0 });
    expect(region.getByText('Nenhum programa da sua carteira emite prêmios Virgin Atlantic')).toBeInTheDocument();
    expect(region.getByText(/Milhas pelo preço de um parceiro/)).toBeInTheDocument();
  });

  it('invites the traveller to fill in the wallet when it is empty', async () => {
    render(
      <MemoryRouter>
        <HowToPay offer={SMILES_70K} cashFare={2000} />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: EMPTY_WALLET_TEXT });
    expect(link).toHaveAttribute('href', '/minhas-milhas');
    expect(screen.queryByRole('region', { name: 'Como pagar' })).toBeNull();
  });

  it('shows the break-even milheiro only when the same flight’s cash fare is known', async () => {
    await localDb.wallet.bulkPut([row('SMILES', 80000, 20)]);
    const withFare = await show({ program: 'Smiles', miles: 40000, taxes: 200 }, 1500);
    expect(
      withFare.getByText('Vale a pena? vale usar milhas se o seu milheiro for menor que R$ 32,50'),
    ).toBeInTheDocument();
    document.body.innerHTML = '';
    const without = await show({ program: 'Smiles', miles: 40000, taxes: 200 });
    expect(without.queryByText(/Vale a pena\?/)).toBeNull();
  });
});
