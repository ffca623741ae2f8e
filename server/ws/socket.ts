import type { Socket } from 'node:net';
import type { UpgradeWebSocket, WSContext } from 'hono/ws';
import { readWsClientMessage, type WsClientMessage, type WsServerMessage } from '@core/schemas/ws';
import type { AppDeps, VerifiedCaller } from '../app-env';
import { readCallerRow } from '../auth/caller-rows';
import { EXPIRED_MESSAGE, PASSWORD_CHANGE_MESSAGE } from '../auth/guards';
import { hitRateLimit } from '../auth/rate-limit';
import { tokenPredatesPassword } from '../auth/tokens';
import { isSubscriptionActive, type UserRow } from '../auth/users';
import { CALENDAR_LIMIT_MESSAGE, calendarLimit, streamCalendar } from '../calendar/stream';
import { unknownAirportIssue } from '../insight/known-airports';
import type { SearchHandoff } from '../search/handoff';
import { streamSearch } from '../search/stream';
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

type StreamRequest = Extract<WsClientMessage, { type: 'subscribe' | 'calendar' }>;

/**
 * The account behind a stream, checked for every request on the socket: the upgrade gate verified the token, and the
 * account's current row (read as every HTTP request reads it, auth/caller-rows.ts) says whether it may still stream,
 * so a password change, a forced new password or an expiry applies at the next request. A pt-BR reason when not.
 */
async function checkCaller(deps: AppDeps, caller: VerifiedCaller): Promise<UserRow | string> {
  const owner = await readCallerRow(deps.db, caller.claims.sub);
  if (!owner || tokenPredatesPassword(caller.claims, owner)) return 'Sessão expirada';
  if (owner.requires_password_change) return PASSWORD_CHANGE_MESSAGE;
  if (!isSubscriptionActive(owner)) return EXPIRED_MESSAGE;
  return owner;
}

/**
 * What a request spends before it runs, the same as its HTTP route: a calendar is refused for codes no provider
 * could price (free, so counted against nothing), then counted against the account's hourly calendars; a search
 * was counted by the POST that created it. A pt-BR reason when refused.
 */
async function admit(deps: AppDeps, owner: UserRow, request: StreamRequest): Promise<string | null> {
  if (request.type !== 'calendar') return null;
  const unknown = await unknownAirportIssue(request.query, { cities: true });
  if (unknown) return unknown.message;
  const { key, max, windowSeconds } = calendarLimit(deps.config, owner.id);
  return (await hitRateLimit(deps.db, key, max, windowSeconds)) ? null : CALENDAR_LIMIT_MESSAGE;
}

/** One request on the socket: the caller checked, the request admitted, then its stream. */
async function stream(
  send: Reply,
  deps: AppDeps,
  caller: VerifiedCaller,
  request: StreamRequest,
  handoff: SearchHandoff,
  signal: AbortSignal,
): Promise<void> {
  const owner = await checkCaller(deps, caller);
  if (typeof owner === 'string') return send({ type: 'error', error: owner });
  const refused = await admit(deps, owner, request);
  if (refused) return send({ type: 'error', error: refused });
  if (request.type === 'calendar') return streamCalendar(send, deps, owner.id, request.query, signal);
  return streamSearch(send, deps, owner.id, request.searchId, handoff, signal);
}

/**
 * The /ws endpoint, one entry for every stream. The socket is authenticated at upgrade by the access cookie (browsers
 * cannot set headers on a WebSocket) or a Bearer header; socketUpgradeGate (upgrade-gate.ts) has already refused
 * anonymous callers, foreign origins and addresses over their quota. Each frame counts against the socket's message
 * budget and is read with the shared protocol (core/schemas/ws): what cannot be answered gets a pt-BR error and the
 * socket stays open; ping and cancel are answered at once; a search or a calendar goes through checkCaller and
 * admit, then to its stream. A new request replaces the one running.
 */
export function createSocketHandler(
  upgradeWebSocket: UpgradeWebSocket,
  registry: SocketRegistry,
  handoff: SearchHandoff,
) {
  return upgradeWebSocket(async (c) => {
    const deps = c.get('deps') as AppDeps;
    // The upgrade gate verified the token (no database); the account's row is read at each request (checkCaller).
    // Without the gate nobody is signed in.
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
        const read = readWsClientMessage(typeof event.data === 'string' ? event.data : '');
        if ('error' in read) return send({ type: 'error', error: read.error });
        const { message } = read;
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
        stream(send, deps, caller, message, handoff, controller.signal)
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
