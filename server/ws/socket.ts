import type { UpgradeWebSocket, WSContext } from 'hono/ws';
import { wsClientMessageSchema, type WsServerMessage } from '@core/schemas/ws';

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

export function send(ws: WSContext, message: WsServerMessage) {
  ws.send(JSON.stringify(message));
}

/**
 * The /ws endpoint. Messages are JSON, parsed with the shared schema; the search protocol
 * (subscribe/results/complete/cancel) plugs in here.
 */
export function createSocketHandler(upgradeWebSocket: UpgradeWebSocket, registry: SocketRegistry) {
  return upgradeWebSocket(() => ({
    onOpen(_event, ws) {
      registry.add(ws);
    },
    onMessage(event, ws) {
      let raw: unknown;
      try {
        raw = JSON.parse(typeof event.data === 'string' ? event.data : '');
      } catch {
        send(ws, { type: 'error', error: 'Mensagem inválida: esperava JSON.' });
        return;
      }
      const parsed = wsClientMessageSchema.safeParse(raw);
      if (!parsed.success) {
        send(ws, { type: 'error', error: 'Tipo de mensagem não suportado.' });
        return;
      }
      if (parsed.data.type === 'ping') send(ws, { type: 'pong' });
    },
    onClose(_event, ws) {
      registry.delete(ws);
    },
  }));
}
