import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, jsonRequest, login } from '../helpers/auth';
import type { Db } from '../../server/db/client';
import { converseOver, type LiveServer, listen, openSocket, type SocketMessage } from '../helpers/live-server';
import { setupTestApp } from '../helpers/setup-test-app';
import { createTestApp } from '../helpers/test-app';

const server = setupTestApp({ listen: true });
let owner: Record<string, string>;
let stranger: Record<string, string>;
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const a = await createUser(server.db);
  const b = await createUser(server.db);
  owner = (await login(server.app, a.email, a.password)).bearer;
  stranger = (await login(server.app, b.email, b.password)).bearer;
});

async function startSearch(
  headers: Record<string, string>,
  body: unknown = { origin: 'gru', destination: 'MIA', departureDate: inAMonth },
) {
  return server.app.request('/api/search/async', jsonRequest('POST', body, headers));
}

const isEnd = (m: SocketMessage) => m.type === 'complete' || m.type === 'error';

/** Opens /ws (this file's server unless told) and collects replies until `until` says stop (3 s at most). */
const converse = (
  headers: Record<string, string>,
  messages: unknown[],
  until: (m: SocketMessage) => boolean,
  wsUrl = server.live.wsUrl,
) => converseOver(wsUrl, headers, messages, until);

describe('POST /api/search/async + /ws', () => {
  it('stores the search and streams results, then complete, to its owner', async () => {
    const res = await startSearch(owner);
    expect(res.status).toBe(200);
    const { success, searchId } = await res.json();
    expect(success).toBe(true);

    const messages = await converse(owner, [{ type: 'subscribe', searchId }], (m) => m.type === 'complete');
    const results = messages.filter((m) => m.type === 'results');
    expect(new Set(results.map((m) => m.metadata?.provider))).toEqual(new Set(['demo', 'fixed_table']));
    const complete = messages.at(-1);
    expect(complete?.type).toBe('complete');
    const sent = results.flatMap((m) => m.data ?? []);
    expect(complete?.metadata?.total).toBe(sent.length);
    expect(complete?.metadata?.errors).toEqual([]);

    const [log] = await server.db.query<{ origin: string; search_type: string }>(
      'SELECT origin, search_type FROM search_logs',
    );
    expect(log).toEqual({ origin: 'GRU', search_type: 'todos' });
  });

  it('streams a search only to its owner', async () => {
    const { searchId } = await (await startSearch(owner)).json();
    const messages = await converse(stranger, [{ type: 'subscribe', searchId }], (m) => m.type === 'error');
    expect(messages).toEqual([{ type: 'error', error: 'Busca não encontrada.' }]);
  });

  it('refuses a socket without a session at the upgrade (401)', async () => {
    expect((await openSocket(server.live.wsUrl)).status).toBe(401);
  });

  it('checks the owner again when a search is subscribed after its first stream (a reconnect)', async () => {
    const lapsing = await createUser(server.db);
    const headers = (await login(server.app, lapsing.email, lapsing.password)).bearer;
    const { searchId } = await (await startSearch(headers)).json();
    const first = await converse(headers, [{ type: 'subscribe', searchId }], (m) => m.type === 'complete');
    expect(first.at(-1)?.type).toBe('complete');
    await server.db.query("UPDATE users SET subscription_expires = now() - interval '1 minute' WHERE id = $1", [
      lapsing.id,
    ]);
    const again = await converse(headers, [{ type: 'subscribe', searchId }], (m) => m.type === 'error');
    expect(again).toEqual([
      { type: 'error', error: 'Sua assinatura expirou. Renove para continuar usando o sistema.' },
    ]);
  });

  describe('with a second instance on the same database', () => {
    let other: LiveServer;
    /** Statements instance B ran that read a stored search. */
    let searchReads = 0;
    beforeAll(async () => {
      const counting: Db = {
        ...server.db,
        query: (sql, params) => {
          if (/FROM searches/.test(sql)) searchReads++;
          return server.db.query(sql, params);
        },
      };
      other = await listen(createTestApp(counting));
    });
    afterAll(() => other.close());

    it('streams a search stored by the other instance, checking its owner at subscribe', async () => {
      const lapsing = await createUser(server.db);
      const headers = (await login(server.app, lapsing.email, lapsing.password)).bearer;
      const stored = await (await startSearch(headers)).json();
      const streamed = await converse(headers, [{ type: 'subscribe', searchId: stored.searchId }], isEnd, other.wsUrl);
      expect(streamed.at(-1)?.type).toBe('complete');

      const next = await (await startSearch(headers)).json();
      await server.db.query("UPDATE users SET subscription_expires = now() - interval '1 minute' WHERE id = $1", [
        lapsing.id,
      ]);
      const refused = await converse(headers, [{ type: 'subscribe', searchId: next.searchId }], isEnd, other.wsUrl);
      expect(refused).toEqual([
        { type: 'error', error: 'Sua assinatura expirou. Renove para continuar usando o sistema.' },
      ]);
    });

    it('hands a search to its socket on the instance that stored it, without reading it back', async () => {
      const post = await fetch(`${other.origin}/api/search/async`, {
        method: 'POST',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify({ origin: 'GRU', destination: 'MIA', departureDate: inAMonth }),
      });
      const { searchId } = await post.json();
      const readsBefore = searchReads;
      const streamed = await converse(owner, [{ type: 'subscribe', searchId }], isEnd, other.wsUrl);
      expect(streamed.at(-1)?.type).toBe('complete');
      expect(searchReads).toBe(readsBefore);
    });
  });

  it('stores nothing for a caller the guards refuse, whose row changed after sign-in', async () => {
    const searchesOf = async (id: string) => [
      ...(await server.db.query('SELECT id FROM searches WHERE user_id = $1', [id])),
      ...(await server.db.query('SELECT id FROM search_logs WHERE user_id = $1', [id])),
    ];
    const refusals: [string, number, string][] = [
      ["subscription_expires = now() - interval '1 second'", 403, 'Sua assinatura expirou.'],
      ['requires_password_change = true', 403, 'Altere sua senha padrão'],
      ["password_changed_at = now() + interval '1 second'", 401, 'Token inválido'],
    ];
    for (const [change, status, error] of refusals) {
      const user = await createUser(server.db);
      const headers = (await login(server.app, user.email, user.password)).bearer;
      // Let through a moment ago (on embedded PGlite that row is now remembered: caller-rows.ts).
      expect((await server.app.request('/api/auth/me', { headers })).status, change).toBe(200);
      await server.db.query(`UPDATE users SET ${change} WHERE id = $1`, [user.id]);
      const res = await startSearch(headers);
      expect(res.status, change).toBe(status);
      expect((await res.json()).error).toContain(error);
      expect(await searchesOf(user.id), change).toEqual([]);
    }
  });

  it('stops on cancel: no complete follows', async () => {
    const { searchId } = await (await startSearch(owner)).json();
    const messages = await converse(
      owner,
      [{ type: 'subscribe', searchId }, { type: 'cancel' }, { type: 'ping' }],
      (m) => m.type === 'pong',
    );
    expect(messages.some((m) => m.type === 'complete')).toBe(false);
  });

  it('rejects bad input with pt-BR messages and never reaches a provider', async () => {
    const missing = await startSearch(owner, { origin: '', destination: 'MIA', departureDate: inAMonth });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe('Origem é obrigatória');
    const past = await startSearch(owner, { origin: 'GRU', destination: 'MIA', departureDate: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(await server.db.query("SELECT * FROM searches WHERE params->>'departureDate' = '2020-01-01'")).toHaveLength(
      0,
    );
  });
});

describe('POST /api/search/buscador', () => {
  it('answers SPEC §3 smart search shape: best values, cash fares and valued miles offers', async () => {
    const res = await server.app.request(
      '/api/search/buscador',
      jsonRequest('POST', { origin: 'GRU', destination: 'MIA', departDate: inAMonth, searchType: 'all' }, owner),
    );
    expect(res.status).toBe(200);
    const { success, data } = await res.json();
    expect(success).toBe(true);
    expect(data.bestValue.length).toBeGreaterThan(0);
    // Only the first of the shortlist is 'Melhor opção'.
    expect(data.bestValue.map((f: { bestValue: boolean }) => f.bestValue)).toEqual(
      data.bestValue.map((_: unknown, i: number) => i === 0),
    );
    expect(data.cashFlights.every((f: { price: number | null }) => f.price !== null)).toBe(true);
    expect(
      data.milesFlights.every((f: { estimatedValueFormatted: string }) =>
        f.estimatedValueFormatted.startsWith('aproximadamente R$'),
      ),
    ).toBe(true);
    const values = data.bestValue.map((f: { estimatedValue: number }) => f.estimatedValue);
    expect(values).toEqual([...values].sort((x: number, y: number) => x - y));
  });
});
