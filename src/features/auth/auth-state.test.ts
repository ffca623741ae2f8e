import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORED_USER_KEY } from '@/lib/stored-user';
import { EXPIRED_MESSAGE } from '@/shared/subscription-display';
import { refusalNotice } from './access-refusal';
import { sessionFromUrl } from './auth-state';

const USER = {
  id: 'u1',
  email: 'ana@exemplo.com.br',
  full_name: 'Ana',
  user_type: 'assinante',
  role: 'user',
  subscription_plan: 'mensal',
  subscription_expires: null,
  requires_password_change: false,
  subscription_status: 'active',
};

function reply(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a session in the URL', () => {
  it('leaves the address bar when the refresh token is refused, keeping the path the link led to', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', reply(401, { success: false, error: 'Sessão expirada', code: 'invalid_refresh' }));
    window.history.replaceState(null, '', '/favoritos?access_token=a.b.c&refresh_token=ruim&type=magiclink#topo');
    await sessionFromUrl();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/favoritos#topo');
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('keeps the user and drops the tokens when the session is accepted', async () => {
    vi.stubGlobal('fetch', reply(200, { success: true, user: USER }));
    window.history.replaceState(null, '', '/alertas?token=a.b.c&refresh_token=bom&aba=2');
    await sessionFromUrl();
    expect(window.location.pathname + window.location.search).toBe('/alertas?aba=2');
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? '{}').email).toBe(USER.email);
  });

  it('keeps an account that never subscribed signed in and sends it to the plans', async () => {
    const past = '2026-01-01T00:00:00.000Z';
    vi.stubGlobal(
      'fetch',
      reply(200, { success: true, user: { ...USER, subscription_expires: past, subscription_status: 'none' } }),
    );
    window.history.replaceState(null, '', '/alertas?token=a.b.c&refresh_token=bom');
    expect(await sessionFromUrl()).toEqual({ path: '/assinar', state: { noSubscription: USER.email } });
    expect(window.location.search).toBe('');
    // Signed in, waiting for access (header, 'Sair', help), not half signed in.
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? '{}').email).toBe(USER.email);
  });

  it('does not keep an expired account: the sign-in form, told why', async () => {
    const past = '2026-01-01T00:00:00.000Z';
    vi.stubGlobal(
      'fetch',
      reply(200, { success: true, user: { ...USER, subscription_expires: past, subscription_status: 'expired' } }),
    );
    window.history.replaceState(null, '', '/alertas?token=a.b.c&refresh_token=bom');
    const next = await sessionFromUrl();
    expect(next).toEqual({ path: '/login', state: { subscriptionExpired: USER.email } });
    expect(refusalNotice(next?.state)).toBe(EXPIRED_MESSAGE);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('an active session goes on to the clean address, with no refusal notice', async () => {
    vi.stubGlobal('fetch', reply(200, { success: true, user: USER }));
    window.history.replaceState(null, '', '/alertas?token=a.b.c&refresh_token=bom');
    const next = await sessionFromUrl();
    expect(next).toEqual({ path: '/alertas' });
    expect(refusalNotice(next?.state)).toBeUndefined();
  });
});
