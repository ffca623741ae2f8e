import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WRITABLE_TABLE_NAMES } from '@core/sync/tables';
import { useRestoreSession } from '@/features/auth/auth-state';
import { localDb } from '@/lib/local-db';
import { writeLocal } from '@/lib/outbox';
import { clearStoredUser, readStoredUser, writeStoredUser } from '@/lib/stored-user';
import { SESSION_USER } from '@tests/unit/fakes/diagnostics-test-server';
import { ProfilePage } from './profile-page';

// 'Seus dados' on Meu Perfil: the copy of one's data as a file, and the account's deletion behind the password,
// saying the Kiwify subscription is not cancelled; once deleted, this device keeps nothing of the account.

const EXPORT = {
  generated_at: '2026-03-01T12:00:00.000Z',
  about: 'Cópia dos dados',
  account: { id: SESSION_USER.id, email: SESSION_USER.email },
  purchases: [],
  saved_flights: [{ id: 'voo-1' }],
  price_alerts: [],
  notifications: [],
  wallet: [],
  bonus_alerts: [],
  telegram: null,
  push_subscriptions: [],
  search_history: [],
  recent_searches: [],
  sign_in_events: [],
  sessions: [],
  emails: [],
  email_links: [],
  telegram_link_requests: [],
  bonus_campaigns_created: [],
  other_tables: {},
};

function Session() {
  useRestoreSession();
  return null;
}

const requests: { method: string; path: string; body: unknown }[] = [];

function renderProfile() {
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <Session />
        <ProfilePage />
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  requests.length = 0;
  writeStoredUser(SESSION_USER);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, path, body });
      if (path === '/api/me/export') return Response.json(EXPORT);
      if (path === '/api/me' && method === 'DELETE') {
        if ((body as { password?: string }).password !== 'minha-senha')
          return Response.json({ success: false, error: 'Senha incorreta.', code: 'wrong_password' }, { status: 400 });
        return Response.json({ success: true, message: 'Sua conta e todos os dados dela foram excluídos.' });
      }
      if (path === '/api/me/deletion-link')
        return Response.json({ success: true, message: `Enviamos para ${SESSION_USER.email} um link.` });
      if (path === '/api/auth/logout') return Response.json({ success: true });
      return Response.json({ success: false, error: 'não esperado' }, { status: 404 });
    }),
  );
});
afterEach(async () => {
  clearStoredUser();
  vi.unstubAllGlobals();
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

describe("'Seus dados'", () => {
  it("'Baixar meus dados' saves the server's copy as a .json file", async () => {
    const user = userEvent.setup({ delay: null });
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:copia';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderProfile();
    expect(await screen.findByText(/Lei 13\.709\/2018 \(LGPD\), art\. 18/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    await waitFor(() => expect(clicked).toEqual(['bussola-meus-dados-2026-03-01.json']));
    expect(JSON.parse(await (saved[0] as Blob).text())).toMatchObject({ saved_flights: [{ id: 'voo-1' }] });
  });

  it("'Excluir minha conta' asks the password, says Kiwify is not cancelled, and leaves nothing on the device", async () => {
    const user = userEvent.setup({ delay: null });
    for (const table of WRITABLE_TABLE_NAMES)
      await writeLocal(localDb, SESSION_USER.id, table, { id: `${table}-1` } as never);
    expect(await localDb.outbox.count()).toBe(WRITABLE_TABLE_NAMES.length);
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    expect(dialog).toHaveTextContent('A assinatura comprada na Kiwify não é cancelada pela exclusão da conta');

    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    expect(await within(dialog).findByText('Digite sua senha para confirmar.')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/me')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Sua senha'), 'errada');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    expect(await within(dialog).findByText('Senha incorreta.')).toBeInTheDocument();
    expect(readStoredUser()).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Sua senha'));
    await user.type(within(dialog).getByLabelText('Sua senha'), 'minha-senha');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir minha conta' }));
    await waitFor(() => expect(readStoredUser()).toBeNull());
    expect(requests.filter((r) => r.path === '/api/me').map((r) => r.body)).toEqual([
      { password: 'errada' },
      { password: 'minha-senha' },
    ]);
    for (const table of localDb.tables)
      expect((await table.toArray()).filter((row) => JSON.stringify(row).includes(SESSION_USER.id))).toEqual([]);
    expect(await screen.findByText('Você precisa estar logado para acessar esta página.')).toBeInTheDocument();
  });

  it('an account without a password asks for the e-mailed link instead', async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha conta' });
    await user.click(within(dialog).getByRole('button', { name: 'Receber por e-mail o link que confirma a exclusão' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(`Enviamos para ${SESSION_USER.email} um link.`);
    expect(requests.filter((r) => r.path === '/api/me/deletion-link').map((r) => r.method)).toEqual(['POST']);
  });
});
