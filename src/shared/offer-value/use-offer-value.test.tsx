import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { makeWalletRow } from '@tests/helpers/wallet-fixture';
import { localDb } from '@/lib/local-db';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { useFlightValue } from './use-offer-value';

// The server values a Smiles award of 40.000 miles + US$ 56 for its user (reference R$ 15, the dollar at R$ 5,35);
// the device shows the same figure while its wallet agrees, and follows a milheiro changed here at once.

const USER = 'u-offer-value';
const rate = { rate: 5.35, date: '2026-11-27' };
const award = makeFlight('smiles-usd', {
  miles: 40_000,
  milesProgram: 'Smiles',
  fees: 56,
  feesCurrency: 'USD',
  value: {
    passengers: 1,
    perPerson: 899.6,
    total: 899.6,
    milheiro: 15,
    milheiroReference: true,
    taxesIncluded: true,
    taxes: { amount: 56, currency: 'USD', status: 'converted', reais: 299.6, rate },
  },
});

beforeEach(async () => {
  await localDb.wallet.clear();
  writeStoredUser({ id: USER, email: 'viajante@example.com' });
});
afterEach(() => clearStoredUser());

describe('an offer’s value on the device', () => {
  it('is the server’s while the wallet agrees, for the party asked', async () => {
    const { result } = renderHook(() => useFlightValue(award, 2));
    await waitFor(() => expect(result.current?.total).toBe(1799.2));
    expect(result.current).toMatchObject({ perPerson: 899.6, milheiroReference: true });
  });

  it('follows a milheiro set on this device, keeping the rate the server used for the dollars', async () => {
    await localDb.wallet.put(makeWalletRow(USER, 'SMILES', 10_000, 17));
    const { result } = renderHook(() => useFlightValue(award, 2));
    // 40.000 × 17 ÷ 1.000 + 56 × 5,35 = 680 + 299,60.
    await waitFor(() => expect(result.current?.perPerson).toBe(979.6));
    expect(result.current).toMatchObject({ total: 1959.2, milheiro: 17, milheiroReference: false });
    expect(result.current?.taxes).toMatchObject({ status: 'converted', reais: 299.6, rate });
  });
});
