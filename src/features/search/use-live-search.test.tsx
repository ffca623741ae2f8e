import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFlight, makeSearchQuery } from '@core/flights/flight-fixture';
import type { SearchQuery } from '@core/schemas/search';
import { FakeWebSocket as FakeSocket } from '@/lib/fake-web-socket';
import { useLiveSearch } from './use-live-search';


const query: SearchQuery = makeSearchQuery();

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, searchId: 'busca-1' }), { status: 200 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function started() {
  const hook = renderHook(() => useLiveSearch());
  await act(() => hook.result.current.start(query));
  const socket = FakeSocket.last as FakeSocket;
  act(() => socket.open());
  return { hook, socket };
}

describe('useLiveSearch', () => {
  it('subscribes, appends batches without duplicates, and completes', async () => {
    const { hook, socket } = await started();
    expect(socket.sent).toEqual([{ type: 'subscribe', searchId: 'busca-1' }]);
    expect(hook.result.current.phase).toBe('streaming');
    act(() => socket.reply({ type: 'results', data: [makeFlight('a', { price: 100 }), makeFlight('b', { price: 200 })] }));
    act(() => socket.reply({ type: 'results', data: [makeFlight('b', { price: 200 }), { id: 'sem-campos' }] }));
    expect(hook.result.current.flights.map((f) => f.id)).toEqual(['a', 'b']);
    act(() => socket.reply({ type: 'complete', metadata: { total: 2, elapsedMs: 5, errors: [{ provider: 'x', message: 'falhou' }] } }));
    expect(hook.result.current.phase).toBe('complete');
    expect(hook.result.current.errors).toEqual([{ provider: 'x', message: 'falhou' }]);
  });

  it('interrupts: sends cancel, keeps the partial results, and ignores what arrives later', async () => {
    const { hook, socket } = await started();
    act(() => socket.reply({ type: 'results', data: [makeFlight('a', { price: 100 })] }));
    act(() => hook.result.current.interrupt());
    expect(socket.sent).toContainEqual({ type: 'cancel' });
    expect(hook.result.current.phase).toBe('interrupted');
    act(() => socket.reply({ type: 'results', data: [makeFlight('late', { price: 1 })] }));
    expect(hook.result.current.flights.map((f) => f.id)).toEqual(['a']);
  });

  it('reconnects once after 3 s when the socket drops, then gives up', async () => {
    const { hook, socket } = await started();
    vi.useFakeTimers();
    act(() => socket.close());
    expect(hook.result.current.phase).toBe('connecting');
    act(() => vi.advanceTimersByTime(3000));
    const second = FakeSocket.last as FakeSocket;
    expect(second).not.toBe(socket);
    act(() => second.open());
    expect(second.sent).toEqual([{ type: 'subscribe', searchId: 'busca-1' }]);
    act(() => second.close());
    expect(hook.result.current.phase).toBe('failed');
  });
});
