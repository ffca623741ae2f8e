import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportServerReached } from './network-status';
import { KEEPALIVE_INTERVAL_MS, startSessionKeepAlive } from './session-keepalive';
import { readStoredUser, STORED_USER_KEY } from './stored-user';

const NOW = new Date('2026-11-23T12:00:00Z').getTime();

function jwt(expiresInMs: number): string {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor((NOW + expiresInMs) / 1000) }));
  return `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/=+$/, '')}.assinatura`;
}

function store(token: string, extra: Record<string, unknown> = {}) {
  localStorage.setItem(
    STORED_USER_KEY,
    JSON.stringify({
      id: 'u1',
      email: 'ana@exemplo.com.br',
      subscription_expires: '2026-12-01T00:00:00.000Z',
      access_token: token,
      ...extra,
    }),
  );
}

describe('session keep-alive (SPEC §9: every 30 s)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    localStorage.clear();
    reportServerReached();
    fetchMock = vi.fn(async () =>
      Response.json({
        success: true,
        user: {
          id: 'u1',
          email: 'ana@exemplo.com.br',
          subscription_expires: '2027-12-01T00:00:00.000Z',
          access_token: jwt(15 * 60_000),
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    stop = startSessionKeepAlive();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh').length;

  it('renews a token about to expire and keeps the plan and expiry the server now reports', async () => {
    store(jwt(60_000));
    await vi.advanceTimersByTimeAsync(KEEPALIVE_INTERVAL_MS);
    expect(refreshCalls()).toBe(1);
    expect(readStoredUser()?.access_token).toBe(jwt(15 * 60_000));
    expect(readStoredUser()?.subscription_expires).toBe('2027-12-01T00:00:00.000Z');
  });

  it('leaves a token with time to spare alone', async () => {
    store(jwt(10 * 60_000));
    await vi.advanceTimersByTimeAsync(KEEPALIVE_INTERVAL_MS * 4);
    expect(refreshCalls()).toBe(0);
  });

  it('does nothing while offline or for a forced password change', async () => {
    store(jwt(30_000));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await vi.advanceTimersByTimeAsync(KEEPALIVE_INTERVAL_MS);
    onLine.mockRestore();
    store(jwt(30_000), { requires_password_change: true });
    await vi.advanceTimersByTimeAsync(KEEPALIVE_INTERVAL_MS);
    expect(refreshCalls()).toBe(0);
  });

  it('a refused renewal is not retried every 30 s for the same token', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ success: false, error: 'Sessão expirada' }, { status: 401 }),
    );
    store(jwt(30_000));
    await vi.advanceTimersByTimeAsync(KEEPALIVE_INTERVAL_MS * 5);
    expect(refreshCalls()).toBe(1);
  });
});
