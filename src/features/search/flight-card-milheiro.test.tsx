import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { makeWalletRow } from '@tests/helpers/wallet-fixture';
import { localDb } from '@/lib/local-db';
import { queryClient } from '@/lib/query-client';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { FlightList } from './flight-list';

// A Smiles award sold for R$ 1.000 in cash on the same flight yields R$ 25 per 1,000 miles: above the programme's
// reference (R$ 15), below a traveller's own R$ 30. The card weighs it against the traveller's figure.

const USER = 'u-card-milheiro';
const same = { flightNumber: 'G3 7700', airline: 'GOL' };
const cash = makeFlight('dinheiro', { ...same, price: 1000 });
const award = makeFlight('milhas', { ...same, miles: 40000, milesProgram: 'Smiles', fees: 0, estimatedValue: 600 });

beforeEach(async () => {
  queryClient.clear();
  await localDb.wallet.clear();
  writeStoredUser({ id: USER, email: 'viajante@example.com' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ campaigns: [] }))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStoredUser();
});

describe('a miles card with the traveller’s milheiro', () => {
  it('values the award, gives the verdict and the break-even with their own milheiro', async () => {
    await localDb.wallet.put(makeWalletRow(USER, 'SMILES', 50000, 30));
    render(
      <MemoryRouter>
        <FlightList flights={[cash, award]} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: /em milhas$/ });
    const howToPay = within(await within(card).findByRole('region', { name: 'Como pagar' }));
    expect(howToPay.getByText('Você tem 50.000 Smiles: emita direto')).toBeInTheDocument();
    expect(
      howToPay.getByText('Vale a pena? vale usar milhas se o seu milheiro for menor que R$ 25,00'),
    ).toBeInTheDocument();
    expect(within(card).getByText('aproximadamente R$ 1.200,00 com seu milheiro de R$ 30,00')).toBeInTheDocument();
    expect(within(card).getByText('Pague em dinheiro')).toBeInTheDocument();
    expect(within(card).getByText(/R\$ 25,00 por mil milhas \(seu milheiro R\$ 30,00\)/)).toBeInTheDocument();
  });

  it('keeps the programme’s reference when the wallet is empty, and invites to fill it in', async () => {
    render(
      <MemoryRouter>
        <FlightList flights={[cash, award]} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: /em milhas$/ });
    expect(
      await within(card).findByRole('link', { name: 'Cadastre seus saldos em Minhas milhas para ver como pagar.' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Use milhas')).toBeInTheDocument();
    expect(within(card).getByText(/referência do programa R\$ 15,00/)).toBeInTheDocument();
  });
});
