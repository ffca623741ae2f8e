import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { successReply } from '@core/schemas/auth-replies';
import { WRITABLE_TABLE_NAMES } from '@core/sync/tables';
import { api } from '@/lib/api';
import { localDb } from '@/lib/local-db';
import { writeLocal } from '@/lib/outbox';
import { readStoredUser, writeStoredUser } from '@/lib/stored-user';
import { useForgetDeletedAccount } from './deleted-account';

// The account was deleted on another device (or by an administrator): this device learns it at its next request,
// from the access token's refusal or, once that token has expired, from the refresh's, and signs out and clears what
// it kept of the account. Another account's copies on the device stay.

const GONE = 'u-excluida';
const OTHER = 'u-outra';
/** An access token whose expiry is an hour away (only its exp claim is read on the device). */
const liveToken = () => `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

async function keepRows(userId: string) {
  for (const table of WRITABLE_TABLE_NAMES)
    await writeLocal(localDb, userId, table, { id: `${table}:${userId}` } as never);
}

async function rowsOf(userId: string): Promise<number> {
  let n = 0;
  for (const table of localDb.tables)
    n += (await table.toArray()).filter((row) => JSON.stringify(row).includes(userId)).length;
  return n;
}

function Listener() {
  useForgetDeletedAccount();
  return null;
}

const deleted = () =>
  Response.json({ success: false, error: 'Esta conta foi excluída.', code: 'account_deleted' }, { status: 401 });

beforeEach(async () => {
  await keepRows(OTHER);
  await keepRows(GONE);
  render(
    <MemoryRouter>
      <Listener />
    </MemoryRouter>,
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

describe('an account deleted elsewhere', () => {
  it.each([
    ['its access token, still valid, is refused', true],
    ['its access token has expired and the refresh is refused', false],
  ])('%s: the device signs out and clears the account’s data', async (_, withToken) => {
    writeStoredUser({ id: GONE, email: 'excluida@example.com', ...(withToken ? { access_token: liveToken() } : {}) });
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        asked.push(path);
        if (path === '/api/auth/logout') return Response.json({ success: true });
        return withToken || path === '/api/auth/refresh'
          ? deleted()
          : Response.json({ success: false, error: 'Não autenticado', code: 'unauthenticated' }, { status: 401 });
      }),
    );
    expect(await rowsOf(GONE)).toBeGreaterThan(0);

    await expect(api('/api/saved-flights?updated_since=v1:0', successReply)).rejects.toMatchObject({ status: 401 });

    await waitFor(async () => expect(await rowsOf(GONE)).toBe(0));
    expect(readStoredUser()).toBeNull();
    expect(await rowsOf(OTHER)).toBeGreaterThan(0);
    expect(asked).toContain('/api/auth/refresh');
  });

  it('a refusal for another reason signs out but keeps the rows for the next sign-in', async () => {
    writeStoredUser({ id: GONE, email: 'excluida@example.com' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, error: 'Sessão expirada', code: 'invalid_refresh' }, { status: 401 }),
      ),
    );
    await expect(api('/api/saved-flights?updated_since=v1:0', successReply)).rejects.toMatchObject({ status: 401 });
    expect(readStoredUser()).toBeNull();
    expect(await rowsOf(GONE)).toBeGreaterThan(0);
  });
});
