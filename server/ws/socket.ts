import type { Socket } from 'node:net';
import type { UpgradeWebSocket, WSContext } from 'hono/ws';
import { noResultsPlaceholder } from '@core/flights/collections';
import { type WsServerMessage, wsClientMessageSchema } from '@core/schemas/ws';
import type { AppDeps, VerifiedCaller } from '../app-env';
import { EXPIRED_MESSAGE, PASSWORD_CHANGE_MESSAGE } from '../auth/guards';
import { tokenPredatesPassword } from '../auth/tokens';
import { isSubscriptionActive } from '../auth/users';
import { streamCalendar } from '../calendar/stream';
import { watchSearch } from '../insight/search-insight';
import { runSearch } from '../search/engine';
import type { SearchHandoff } from '../search/handoff';
import { enabledProviders } from '../search/providers';
import { searchValuer } from '../search/search-value';
import { findSearchWithOwner } from '../search/searches';
import { tcpSocket } from './upgrade-gate';

/** Open sockets, so a graceful shutdown can close them. */
export class SocketRegistry {
  private readonly open = new Set<WSContext>();
  add(ws: WSContext) {
    this.open.add(ws);
  }
  delete(ws: WSContext) {
    this.open.delete(ws);
  }
  get size() {
    return this.open.size;
  }
  closeAll(code = 1001, reason = 'Servidor reiniciando') {
    for (const ws of this.open) ws.close(code, reason);
    this.open.clear();
  }
}

/** When the POST's insert of a search failed after it answered (PGlite, routes/search.ts): the search does not run. */
export const NOT_STORED_MESSAGE = 'Não foi possível registrar a busca. Tente novamente.';

/** Messages one socket may send per window (the PWA sends one or two per search); beyond, the socket is closed with 1008. */
export const MAX_MESSAGES_PER_WINDOW = 30;
const MESSAGE_WINDOW_MS = 10_000;

/** A fixed-window count of one socket's messages. */
function messageBudget() {
  let windowStart = Date.now();
  let used = 0;
  return () => {
    if (Date.now() - windowStart >= MESSAGE_WINDOW_MS) {
      windowStart = Date.now();
      used = 0;
    }
    used++;
    return used <= MAX_MESSAGES_PER_WINDOW;
  };
}

type Reply = (message: WsServerMessage) => void;

/**
 * Sends on one socket; the messages sent in one turn of the event loop (a search's batches and its complete) leave
 * in one write: the TCP socket is corked at the first and uncorked once the turn's callbacks ran (one
 * writev per search instead of one per message).
 */
function replier(ws: WSContext, tcp: Socket | null): Reply {
  let corked = false;
  return (message) => {
    if (ws.readyState !== 1) return;
    if (tcp && !corked) {
      corked = true;
      tcp.cork();
      process.nextTick(() => {
        corked = false;
        tcp.uncork();
      });
    }
    ws.send(JSON.stringify(message));
  };
}

/**
 * A stored search's query for its owner, read with the owner's current row so that an expiry or a forced password
 * change applies at subscribe time; null (after telling the client why) when it may not run.
 */
async function readStoredSearch(send: Reply, deps: AppDeps, caller: VerifiedCaller, searchId: string) {
  const found = await findSearchWithOwner(deps.db, searchId, caller.claims.sub);
  if (!found) return void send({ type: 'error', error: 'Busca não encontrada.' });
  const { query, owner } = found;
  if (tokenPredatesPassword(caller.claims, owner)) return void send({ type: 'error', error: 'Sessão expirada' });
  if (owner.requires_password_change) return void send({ type: 'error', error: PASSWORD_CHANGE_MESSAGE });
  if (!isSubscriptionActive(owner)) return void send({ type: 'error', error: EXPIRED_MESSAGE });
  return query;
}

/**
 * The search from the handoff once its insert is done (nothing streams for a search that is not stored), else
 * from the database once this instance's insert of it, if any, is over (a reconnect during the POST's insert).
 */
async function handedOrStored(
  send: Reply,
  deps: AppDeps,
  caller: VerifiedCaller,
  searchId: string,
  handoff: SearchHandoff,
) {
  const handed = handoff.take(searchId, caller.claims.sub);
  if (!handed) {
    await handoff.whenStored(searchId);
    return readStoredSearch(send, deps, caller, searchId);
  }
  if (await handed.stored) return handed.query;
  send({ type: 'error', error: NOT_STORED_MESSAGE });
  return undefined;
}

/**
 * Streams one search to its owner: results batches, then complete (SPEC §7). A search stored by this instance a
 * moment ago comes from the handoff (its POST checked the owner); any other is read from the database.
 */
async function streamSearch(
  send: Reply,
  deps: AppDeps,
  caller: VerifiedCaller,
  searchId: string,
  handoff: SearchHandoff,
  signal: AbortSignal,
) {
  const query = await handedOrStored(send, deps, caller, searchId, handoff);
  if (!query) return;
  const providers = enabledProviders(deps);
  const watch = watchSearch(deps, query, providers);
  const outcome = await runSearch(query, providers, {
    signal,
    onBatch: ({ provider, flights, elapsedMs }) => {
      watch.seen(flights);
      send({ type: 'results', data: flights, metadata: { provider, count: flights.length, elapsedMs } });
    },
    onPriceInsights: watch.google,
    // Every award at this user's milheiro, for the search's party (DESIGN §6b).
    value: searchValuer(deps, caller.claims.sub, query),
  });
  if (outcome.cancelled) return watch.record();
  const insights = await watch.verdicts();
  if (outcome.total === 0) {
    send({
      type: 'results',
      data: [noResultsPlaceholder(query)],
      metadata: { provider: 'info', count: 1, elapsedMs: outcome.elapsedMs },
    });
  }
  send({
    type: 'complete',
    metadata: {
      total: outcome.total,
      elapsedMs: outcome.elapsedMs,
      errors: outcome.errors,
      ...(insights ? { insights } : {}),
    },
  });
  watch.record();
}

/**
 * The /ws endpoint. The socket is authenticated at upgrade by the access cookie (browsers cannot
 * set headers on a WebSocket) or a Bearer header; socketUpgradeGate (upgrade-gate.ts) has already refused
 * anonymous callers, foreign origins and addresses over their quota. Messages are JSON parsed with the
 * shared schema.
 */
export function createSocketHandler(
  upgradeWebSocket: UpgradeWebSocket,
  registry: SocketRegistry,
  handoff: SearchHandoff,
) {
  return upgradeWebSocket(async (c) => {
    const deps = c.get('deps') as AppDeps;
    // The upgrade gate verified the token (no database): the owner's row was checked by the POST (handoff) or is
    // read with the search at subscribe. Without the gate nobody is signed in.
    const caller = c.get('caller') ?? null;
    const tcp = tcpSocket(c);
    let running: AbortController | null = null;
    let reply: Reply | null = null;
    const withinBudget = messageBudget();
    return {
      onOpen(_event, ws) {
        registry.add(ws);
      },
      onMessage(event, ws) {
        reply ??= replier(ws, tcp);
        const send = reply;
        if (!withinBudget()) {
          running?.abort();
          ws.close(1008, 'Mensagens demais');
          return;
        }
        let raw: unknown;
        try {
          raw = JSON.parse(typeof event.data === 'string' ? event.data : '');
        } catch {
          send({ type: 'error', error: 'Mensagem inválida: esperava JSON.' });
          return;
        }
        const parsed = wsClientMessageSchema.safeParse(raw);
        if (!parsed.success) {
          send({ type: 'error', error: 'Tipo de mensagem não suportado.' });
          return;
        }
        const message = parsed.data;
        if (message.type === 'ping') return send({ type: 'pong' });
        if (message.type === 'cancel') {
          running?.abort();
          running = null;
          return;
        }
        if (!caller) return send({ type: 'error', error: 'Não autenticado' });
        running?.abort();
        const controller = new AbortController();
        running = controller;
        const work =
          message.type === 'calendar'
            ? streamCalendar(
                (m) => ws.readyState === 1 && ws.send(JSON.stringify(m)),
                deps,
                caller,
                message.query,
                controller.signal,
              )
            : streamSearch(send, deps, caller, message.searchId, handoff, controller.signal);
        work
          .catch((err: unknown) => {
            deps.log.error('falha na busca em tempo real', { err });
            send({ type: 'error', error: 'Erro ao processar a busca. Tente novamente.' });
          })
          .finally(() => {
            // A finished search has nothing to abort when the socket closes (an abort costs an AbortError).
            if (running === controller) running = null;
          });
      },
      onClose(_event, ws) {
        running?.abort();
        registry.delete(ws);
      },
    };
  });
}
