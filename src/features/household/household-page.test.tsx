import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRestoreSession } from '@/features/auth/auth-state';
import { localDb } from '@/lib/local-db';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { walletRowId } from '@/shared/wallet';
import { SESSION_USER } from '@tests/unit/fakes/diagnostics-test-server';
import { HouseholdPage } from './household-page';

// The whole screen offline: a member added here gets balances of their own, kept apart from the holder's.

function Session() {
  useRestoreSession();
  return null;
}

beforeEach(() => {
  writeStoredUser(SESSION_USER);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(async () => {
  clearStoredUser();
  vi.unstubAllGlobals();
  await Promise.all([localDb.householdMembers.clear(), localDb.wallet.clear(), localDb.outbox.clear()]);
});

describe('Família', () => {
  it("adds a member, then a Smiles balance in the member's account, apart from the holder's", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <Session />
          <HouseholdPage />
        </MemoryRouter>
      </Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Adicionar pessoa' }));
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(
      within(screen.getByRole('form', { name: 'Adicionar pessoa' })).getByRole('button', { name: 'Salvar' }),
    );
    const picker = await screen.findByRole('group', { name: 'Saldos de' });
    await user.click(await within(picker).findByRole('button', { name: 'Ana' }));
    expect(within(picker).getByRole('button', { name: 'Ana' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Adicionar programa' }));
    await user.type(screen.getByLabelText('Saldo (milhas)'), '30.000');
    await user.click(
      within(screen.getByRole('form', { name: 'Adicionar programa' })).getByRole('button', { name: 'Salvar' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Programas de Ana' })).toHaveTextContent('30.000 milhas'),
    );

    const [ana] = await localDb.householdMembers.toArray();
    const rows = await localDb.wallet.toArray();
    expect(rows).toMatchObject([
      { id: await walletRowId(SESSION_USER.id, 'SMILES', ana?.id ?? ''), member_id: ana?.id, balance: 30_000 },
    ]);
    // The holder's own programmes stay empty.
    await user.click(within(picker).getByRole('button', { name: 'Eu' }));
    expect(await screen.findByText(/Nenhum programa ainda/)).toBeInTheDocument();
  });
});
