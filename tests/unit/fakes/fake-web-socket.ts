/**
 * Tests only: a stand-in for the browser's WebSocket (the network boundary). It records what is sent and lets
 * the test open the socket and reply. Install with vi.stubGlobal('WebSocket', FakeWebSocket).
 */
export class FakeWebSocket {
  static last: FakeWebSocket | null = null;
  static readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  private listeners = new Map<string, ((event: { data?: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  addEventListener(type: string, fn: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close', {});
  }
  emit(type: string, event: { data?: string }) {
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
  open() {
    this.readyState = 1;
    this.emit('open', {});
  }
  reply(message: unknown) {
    this.emit('message', { data: JSON.stringify(message) });
  }
}
