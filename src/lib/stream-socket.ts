import type { WsServerMessageParsed, WsStreamRequest } from '@core/schemas/ws';

type Protocol = typeof import('@core/schemas/ws');

/**
 * The protocol's schemas (the live search's, the calendar's, the awards') load with the first stream, not with the
 * screen that may open one: building them was ~30 ms of the search screen's first evaluation, ×4 on a phone.
 */
let protocol: Protocol | null = null;
let loading: Promise<Protocol> | null = null;

/** Loads the /ws schemas once; a failed load (a chunk the network lost) is tried again by the next caller. */
export function loadStreamProtocol(): Promise<Protocol> {
  loading ??= import('@core/schemas/ws').then(
    (loaded) => (protocol = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

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
  // Until the schemas are there, frames and the close wait here in the order they came; after, each is read at once.
  const waiting: ((read: Protocol) => void)[] = [];
  const inOrder = (handle: (read: Protocol) => void) => {
    if (protocol && waiting.length === 0) handle(protocol);
    else waiting.push(handle);
  };
  if (!protocol) {
    loadStreamProtocol().then(
      (read) => {
        for (const handle of waiting.splice(0)) handle(read);
      },
      () => {
        waiting.length = 0;
        if (finished) return;
        finished = true;
        handlers.onDrop();
        ws.close();
      },
    );
  }
  ws.addEventListener('open', () => {
    if (finished) {
      ws.close();
      return;
    }
    ws.send(JSON.stringify(request));
    handlers.onOpen?.();
  });
  ws.addEventListener('message', (event) => {
    const text = typeof event.data === 'string' ? event.data : '';
    inOrder(({ parseWsServerMessage }) => readFrame(parseWsServerMessage(text)));
  });
  const readFrame = (message: WsServerMessageParsed | null) => {
    // After cancel, the end or an error nothing more is shown, whatever is still in flight.
    if (finished) return;
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
  };
  ws.addEventListener('close', () =>
    inOrder(() => {
      if (finished) return;
      finished = true;
      handlers.onDrop();
    }),
  );
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
