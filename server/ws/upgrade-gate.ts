import { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { WebSocketServer } from 'ws';
import type { AppEnv } from '../app-env';
import { verifyCaller } from '../auth/guards';
import { clientIp } from '../http/client-ip';
import { AppError } from '../http/errors';
import { requireOwnOrigin } from '../http/origin';

/**
 * The /ws upgrade's limits: who may open a socket (signed in, from our own origin), how many sockets one
 * address may hold, and how large a frame may be. Refusals happen before the handshake, as HTTP statuses.
 */

/** Open sockets one client address may hold (the PWA opens one per live search). */
export const MAX_SOCKETS_PER_IP = 20;
/** The largest frame a client may send; our messages are under 200 bytes. Larger closes the socket with 1009. */
export const MAX_FRAME_BYTES = 64 * 1024;

/**
 * @hono/node-ws 1.3 creates its WebSocketServer without options (ws's default maxPayload is 100 MiB, fully
 * buffered); ws reads maxPayload from `options` at every handshake, so setting it here applies to every socket.
 */
export function limitFrameSize(wss: WebSocketServer, maxBytes = MAX_FRAME_BYTES): void {
  wss.options.maxPayload = maxBytes;
}

/** Sockets held per client address; a slot is taken at upgrade and given back when the TCP socket closes. */
export class SocketsPerIp {
  private readonly counts = new Map<string, number>();
  private readonly waiters = new Set<() => void>();
  constructor(readonly max = MAX_SOCKETS_PER_IP) {}

  /** A release function, or null when `ip` already holds `max` sockets. */
  reserve(ip: string): (() => void) | null {
    const held = this.counts.get(ip) ?? 0;
    if (held >= this.max) return null;
    this.counts.set(ip, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(ip) ?? 1) - 1;
      if (left > 0) this.counts.set(ip, left);
      else this.counts.delete(ip);
      for (const wake of [...this.waiters]) wake();
    };
  }

  held(ip: string): number {
    return this.counts.get(ip) ?? 0;
  }

  /** Resolves once `ip` holds fewer than `count` sockets. */
  whenBelow(ip: string, count: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.held(ip) >= count) return;
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
      check();
    });
  }
}

/** The TCP socket under this request (node-server and node-ws put the IncomingMessage in c.env). */
export function tcpSocket(c: Context): Socket | null {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return null;
  return env.incoming instanceof IncomingMessage ? env.incoming.socket : null;
}

/**
 * Runs before the upgrade: a foreign Origin → 403; no valid access token → 401; a cookie-authenticated
 * upgrade follows the cookie-write rule (Origin required); the address's socket quota full → 429.
 * Requests that are not upgrades pass through untouched.
 */
export function socketUpgradeGate(perIp: SocketsPerIp): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return next();
    requireOwnOrigin(c, { required: false });
    const caller = await verifyCaller(c);
    if (caller.via === 'cookie') requireOwnOrigin(c);
    c.set('caller', caller);
    const socket = tcpSocket(c);
    if (socket) {
      const release = perIp.reserve(clientIp(c));
      if (!release) {
        throw new AppError(
          429,
          'Conexões demais abertas a partir deste endereço. Feche outras abas e tente novamente.',
          undefined,
          'too_many_sockets',
        );
      }
      socket.once('close', release);
    }
    await next();
  };
}
