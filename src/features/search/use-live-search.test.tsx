import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFlight, makeSearchQuery } from '@tests/helpers/flight-fixture';
import type { SearchQuery } from '@core/schemas/search';
import { useToast } from '@/components/ui/use-toast';
import { FakeWebSocket as FakeSocket } from '@tests/unit/fakes/fake-web-socket';
import { useLiveSearch } from './use-live-search';
import { loadStreamProtocol } from '@/lib/stream-socket';

const query: SearchQuery = makeSearchQuery();

// The /ws schemas load with the first stream; loaded here, each frame below is read the moment it is sent.
beforeAll(() => loadStreamProtocol());

beforeEach(() => {
  FakeSocket.last = null;
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
    act(() =>
      socket.reply({ type: 'results', data: [makeFlight('a', { price: 100 }), makeFlight('b', { price: 200 })] }),
    );
    act(() => socket.reply({ type: 'results', data: [makeFlight('b', { price: 200 }), { id: 'sem-campos' }] }));
    expect(hook.result.current.flights.map((f) => f.id)).toEqual(['a', 'b']);
    act(() =>
      socket.reply({
        type: 'complete',
        metadata: { total: 2, elapsedMs: 5, errors: [{ provider: 'x', message: 'falhou' }] },
      }),
    );
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

/** The search and the toast on screen (one at a time: the latest replaces the one before). */
function renderSearch() {
  return renderHook(() => ({ search: useLiveSearch(), toasts: useToast().toasts }));
}
const lastToast = (hook: ReturnType<typeof renderSearch>) => hook.result.current.toasts[0]?.title;

/** A search whose POST has been answered: its socket exists (connecting), opened when `open` is true. */
async function startedSearch(open: boolean) {
  const hook = renderSearch();
  await act(() => hook.result.current.search.start(query));
  const socket = FakeSocket.last as FakeSocket;
  if (open) act(() => socket.open());
  return { hook, socket };
}

/** After an interruption: still interrupted, and the last toast is the interruption's. */
function expectStillInterrupted(hook: ReturnType<typeof renderSearch>) {
  expect(hook.result.current.search.phase).toBe('interrupted');
  expect(lastToast(hook)).toBe('Busca interrompida');
}

describe('an interrupted search stays interrupted, whatever phase it was in', () => {
  it('interrupted while the POST is on its way: no socket, no results, no "Busca iniciada" after it', async () => {
    let reply: (res: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            reply = resolve;
          }),
      ),
    );
    const hook = renderSearch();
    let starting: Promise<void> = Promise.resolve();
    act(() => {
      starting = hook.result.current.search.start(query);
    });
    expect(hook.result.current.search.phase).toBe('starting');
    act(() => hook.result.current.search.interrupt());
    // The server answers anyway (the reply was already on the wire).
    await act(async () => {
      reply(new Response(JSON.stringify({ success: true, searchId: 'busca-1' }), { status: 200 }));
      await starting;
    });
    expect(FakeSocket.last).toBeNull();
    expectStillInterrupted(hook);
  });

  it('interrupted while the socket connects: it never subscribes, and a late "complete" is ignored', async () => {
    const { hook, socket } = await startedSearch(false);
    expect(hook.result.current.search.phase).toBe('connecting');
    act(() => hook.result.current.search.interrupt());
    act(() => socket.open());
    act(() => socket.reply({ type: 'results', data: [makeFlight('tarde', { price: 1 })] }));
    act(() => socket.reply({ type: 'complete', metadata: { total: 1, elapsedMs: 5, errors: [] } }));
    expect(socket.sent).toEqual([]);
    expect(hook.result.current.search.flights).toEqual([]);
    expectStillInterrupted(hook);
  });

  it('interrupted while streaming: the partial results stay, no "Busca concluída" follows', async () => {
    const { hook, socket } = await startedSearch(true);
    act(() => socket.reply({ type: 'results', data: [makeFlight('a', { price: 100 })] }));
    act(() => hook.result.current.search.interrupt());
    act(() => socket.reply({ type: 'complete', metadata: { total: 2, elapsedMs: 5, errors: [] } }));
    expect(hook.result.current.search.flights.map((f) => f.id)).toEqual(['a']);
    expectStillInterrupted(hook);
  });

  it('interrupted while waiting to reconnect: no new socket after the 3 s', async () => {
    const { hook, socket } = await startedSearch(true);
    vi.useFakeTimers();
    act(() => socket.close());
    act(() => hook.result.current.search.interrupt());
    act(() => vi.advanceTimersByTime(5000));
    expect(FakeSocket.last).toBe(socket);
    expectStillInterrupted(hook);
  });
});
