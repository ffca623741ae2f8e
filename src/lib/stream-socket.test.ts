import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@tests/unit/fakes/fake-web-socket';

// The /ws schemas load with the first stream: what arrives before they are there is read after, in its order.

beforeEach(() => {
  vi.resetModules();
  FakeWebSocket.last = null;
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('@core/schemas/ws');
});

function handlers() {
  return { onOpen: vi.fn(), onMessage: vi.fn(), onError: vi.fn(), onDrop: vi.fn(), final: 'complete' as const };
}

describe('openStream before the /ws schemas are loaded', () => {
  it('reads the frames and the close that came while they loaded, in order, and ends once', async () => {
    const { openStream } = await import('./stream-socket');
    const heard = handlers();
    openStream({ type: 'subscribe', searchId: 's1' }, heard);
    const socket = FakeWebSocket.last as FakeWebSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', searchId: 's1' }]);
    socket.reply({ type: 'results', data: [{ id: 'a' }] });
    socket.reply({ type: 'complete' });
    socket.close();
    expect(heard.onMessage).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(heard.onMessage).toHaveBeenCalledTimes(2));
    expect(heard.onMessage.mock.calls.map(([message]) => message.type)).toEqual(['results', 'complete']);
    expect(heard.onDrop).not.toHaveBeenCalled();
  });

  it('a close before any result is a drop, said once the schemas are there', async () => {
    const { openStream } = await import('./stream-socket');
    const heard = handlers();
    openStream({ type: 'subscribe', searchId: 's2' }, heard);
    (FakeWebSocket.last as FakeWebSocket).close();
    await vi.waitFor(() => expect(heard.onDrop).toHaveBeenCalledOnce());
    expect(heard.onMessage).not.toHaveBeenCalled();
  });

  it('schemas that cannot load end the stream as a drop, and the next stream asks for them again', async () => {
    vi.doMock('@core/schemas/ws', () => {
      throw new Error('chunk perdido');
    });
    const { openStream } = await import('./stream-socket');
    const first = handlers();
    openStream({ type: 'subscribe', searchId: 's3' }, first);
    await vi.waitFor(() => expect(first.onDrop).toHaveBeenCalledOnce());
    expect((FakeWebSocket.last as FakeWebSocket).readyState).toBe(3);

    vi.doUnmock('@core/schemas/ws');
    const second = handlers();
    openStream({ type: 'subscribe', searchId: 's4' }, second);
    const socket = FakeWebSocket.last as FakeWebSocket;
    socket.open();
    socket.reply({ type: 'complete' });
    await vi.waitFor(() => expect(second.onMessage).toHaveBeenCalledOnce());
  });
});
