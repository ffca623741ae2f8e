import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { makeWalletRow } from '@tests/helpers/wallet-fixture';
import { howToPayBed } from '@tests/helpers/how-to-pay-bed';
import { localDb } from '@/lib/local-db';
import { FlightList } from './flight-list';

// A search card says how long ago its award was seen, and that it may have changed once past the
// programme's threshold (Smiles: 6 h); with a transfer, 'como pagar' shows the checklist. Dates from now.

const USER = 'u-card-age';
const now = Date.now();
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
const live = { kind: 'live' as const, fetchedAt: new Date(now).toISOString() };
const award = (id: string, seenAt: string | null) =>
  makeFlight(id, { source: 'seats_aero', freshness: live, miles: 70000, milesProgram: 'Smiles', fees: 0, seenAt });

howToPayBed(USER);

const cardOf = (flights: ReturnType<typeof award>[]) => {
  render(
    <MemoryRouter>
      <FlightList flights={flights} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article', { name: /em milhas$/ }));
};

describe('the age on a search card', () => {
  it('a fresh award says when it was seen, and nothing more', () => {
    const card = cardOf([award('fresco', hoursAgo(3))]);
    expect(card.getByText('visto há 3 h')).toBeInTheDocument();
    expect(card.queryByText(/pode ter mudado/)).toBeNull();
  });

  it('a stale award says it may have changed, and the transfer comes with the checklist', async () => {
    await localDb.wallet.bulkPut([makeWalletRow(USER, 'SMILES', 52000, 20), makeWalletRow(USER, 'LIVELO', 30000, 35)]);
    const card = cardOf([award('velho', hoursAgo(30))]);
    expect(card.getByText('visto há 1 dia')).toBeInTheDocument();
    expect(card.getByText(/pode ter mudado/)).toBeInTheDocument();
    const checklist = within(await card.findByRole('list', { name: 'Confira antes de transferir' }));
    expect(checklist.getByText(/^Visto há 1 dia: pode ter mudado\./)).toBeInTheDocument();
  });

  it('an award with no sighting says its age is unknown', () => {
    const card = cardOf([award('sem-data', null)]);
    expect(card.getByText('idade desconhecida')).toBeInTheDocument();
  });
});
