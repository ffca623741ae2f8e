import { vi } from 'vitest';

/**
 * A stand-in for GET /api/miles/search (and GET /api/test/trip-details, reply key 'trip-details'; GET
 * /api/miles/booking-window, key 'booking-window', no window known by default) in component
 * tests: only the network boundary (fetch) is replaced.
 */

export type FakeReply = { status: number; body: unknown } | 'network' | 'hang';

export interface FakeMilesServer {
  /** Reply per source (azul, american, smiles, virginatlantic); a missing source answers an empty list. */
  replies: Record<string, FakeReply>;
  calls: URL[];
  aborted: number;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** As server/routes/miles/ answers: the normalised award flights, and how fresh they are. */
export const FRESHNESS = { kind: 'live', fetchedAt: '2026-11-20T12:00:00.000Z' } as const;
export const ok = (data: unknown[]): FakeReply => ({
  status: 200,
  body: { success: true, results: { data, freshness: FRESHNESS } },
});
/** As server/routes/miles/ answers without a Seats.aero key: 503 with its code. */
export const notConfigured: FakeReply = {
  status: 503,
  body: { success: false, error: 'Seats.aero não configurado.', code: 'seats_aero_not_configured' },
};
export const failure = (status: number, error: string): FakeReply => ({ status, body: { success: false, error } });

export function stubMilesServer(replies: Record<string, FakeReply> = {}): FakeMilesServer {
  const server: FakeMilesServer = { replies, calls: [], aborted: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      server.calls.push(url);
      let reply: FakeReply | undefined;
      if (url.pathname === '/api/test/trip-details') reply = server.replies['trip-details'] ?? notConfigured;
      else if (url.pathname === '/api/miles/booking-window')
        reply = server.replies['booking-window'] ?? {
          status: 200,
          body: { success: true, configured: true, bookingWindows: [] },
        };
      else if (url.pathname === '/api/miles/search')
        reply = server.replies[url.searchParams.get('source') ?? ''] ?? ok([]);
      else return json(404, { error: 'Não encontrado' });
      if (reply === 'network') throw new TypeError('Failed to fetch');
      if (reply === 'hang') {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            server.aborted += 1;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        });
      }
      return json(reply.status, reply.body);
    }),
  );
  return server;
}
