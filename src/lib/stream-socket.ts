import { parseWsServerMessage, type WsServerMessageParsed, type WsStreamRequest } from '@core/schemas/ws';

/** What a stream hears of its socket; nothing more is said once it ended (final message, error, cancel or close). */
export interface StreamHandlers {
  /** The socket opened and the request went out. */
  onOpen?(): void;
  /** Each message of the stream but 'error' (and 'pong'); the `final` one is the last. */
  onMessage(message: Exclude<WsServerMessageParsed, { type: 'error' | 'pong' }>): void;
  /** The server refused or failed the request (pt-BR, safe to show); the stream is over. */
  onError(message: string): void;
  /** The socket closed before the stream ended (network loss, server restart). */
  onDrop(): void;
  /** The message type that ends this stream ('complete' for a search, 'calendar-complete' for a calendar). */
  final: WsServerMessageParsed['type'];
}

export interface StreamSocket {
  /** Asks the server to stop the stream's providers, then closes. */
  cancel(): void;
  /** Closes without telling the server (it stops the providers when the socket closes). */
  close(): void;
}

/** /ws on the page's own host: wss on https (SPEC §7); the access cookie authenticates it. */
function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/**
 * One stream over /ws (SPEC §7, core/schemas/ws): opens a socket, sends `request` once it is open, reads every frame
 * with the shared schema (a malformed one cleaned and re-parsed, an unknown one ignored) and closes after the
 * final message or an error. A stream cancelled while the socket was still connecting sends nothing, so the server
 * never starts it. Reconnecting is the caller's choice (useSearchStream subscribes again after a drop).
 */
export function openStream(request: WsStreamRequest, handlers: StreamHandlers): StreamSocket {
  const ws = new WebSocket(socketUrl());
  let finished = false;
  ws.addEventListener('open', () => {
    if (finished) {
      ws.close();
      return;
    }
    ws.send(JSON.stringify(request));
    handlers.onOpen?.();
  });
  ws.addEventListener('message', (event) => {
    // After cancel, the end or an error nothing more is shown, whatever is still in flight.
    if (finished) return;
    const message = parseWsServerMessage(typeof event.data === 'string' ? event.data : '');
    if (!message || message.type === 'pong') return;
    if (message.type === 'error') {
      finished = true;
      handlers.onError(message.error);
      ws.close();
      return;
    }
    const last = message.type === handlers.final;
    if (last) finished = true;
    handlers.onMessage(message);
    if (last) ws.close();
  });
  ws.addEventListener('close', () => {
    if (finished) return;
    finished = true;
    handlers.onDrop();
  });
  return {
    cancel() {
      if (finished) return;
      finished = true;
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'cancel' }));
      ws.close();
    },
    close() {
      finished = true;
      ws.close();
    },
  };
}
