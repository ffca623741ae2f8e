import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AwardCheck } from '@core/miles/transfer-checklist';
import type { WalletProgram } from '@core/miles/wallet-programs';
import { makeWalletRow } from '@tests/helpers/wallet-fixture';
import { howToPayBed } from '@tests/helpers/how-to-pay-bed';
import { localDb } from '@/lib/local-db';
import { HowToPay } from './how-to-pay';
import { CHECKLIST_TITLE } from './transfer-checklist';

// The checklist 'como pagar' shows beside a path that moves points; the wallet is IndexedDB's,
// the campaigns' reply is faked (none running).

const USER = 'u-transfer-checklist';
const now = new Date();
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const row = (program: WalletProgram, balance: number, milheiro: number | null = null) =>
  makeWalletRow(USER, program, balance, milheiro);

async function show(check: AwardCheck | undefined, passengers = 1) {
  render(
    <MemoryRouter>
      <HowToPay
        offer={{ program: 'Smiles', miles: 70000, taxes: 250.4 }}
        passengers={passengers}
        check={check}
        now={now}
      />
    </MemoryRouter>,
  );
  return within(await screen.findByRole('region', { name: 'Como pagar' }));
}

howToPayBed(USER);

describe('HowToPay: confira antes de transferir', () => {
  it('lists the checks with a transfer: age, seats for the party, taxes, and the two cautions', async () => {
    await localDb.wallet.bulkPut([row('SMILES', 52000, 20), row('LIVELO', 30000, 35)]);
    const region = await show({ seenAt: hoursAgo(2), seats: 1 }, 2);
    const list = within(await region.findByRole('list', { name: CHECKLIST_TITLE }));
    expect(list.getByText('Visto há 2 h.')).toBeInTheDocument();
    expect(list.getByText('Só 1 assento disponível para 2 pessoas.').closest('li')).toHaveAttribute(
      'data-status',
      'warning',
    );
    expect(list.getByText('Taxas conhecidas em reais.')).toBeInTheDocument();
    expect(list.getByText('Transferências de pontos não podem ser desfeitas.')).toBeInTheDocument();
    expect(list.getByText(/Relato de viajantes, não é regra oficial/)).toBeInTheDocument();
  });

  it('says a stale sighting may have changed, and an unknown one is unknown', async () => {
    await localDb.wallet.bulkPut([row('SMILES', 52000, 20), row('LIVELO', 30000, 35)]);
    const stale = await show({ seenAt: hoursAgo(9), seats: 4 });
    expect(await stale.findByText(/^Visto há 9 h: pode ter mudado\./)).toBeInTheDocument();
    cleanup();
    const unknown = await show(undefined);
    expect(await unknown.findByText(/^Não sabemos quando este prêmio foi visto/)).toBeInTheDocument();
    expect(unknown.getByText(/^Assentos não informados/)).toBeInTheDocument();
  });

  it('shows no checklist when the balance pays the award without a transfer', async () => {
    await localDb.wallet.bulkPut([row('SMILES', 80000, 20)]);
    const region = await show({ seenAt: hoursAgo(2), seats: 4 });
    expect(await region.findByText('Você tem 80.000 Smiles: emita direto')).toBeInTheDocument();
    expect(region.queryByRole('list', { name: CHECKLIST_TITLE })).toBeNull();
  });
});
