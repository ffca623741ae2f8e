import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, rawReply } from './api';
import { isOnline, REACHABILITY_PROBE_MS, reportServerReached, subscribeOnline } from './network-status';

const reply = (status: number) =>
  new Response(JSON.stringify({ ok: status < 400 }), { status, headers: { 'content-type': 'application/json' } });

describe('network status: navigator.onLine is not enough', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reportServerReached();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a request that gets no reply counts as offline even while the browser says online', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const changes = vi.fn();
    const stop = subscribeOnline(changes);
    expect(navigator.onLine).toBe(true);

    await expect(api('/api/saved-flights', rawReply)).rejects.toBeInstanceOf(ApiError);
    expect(isOnline()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);
    stop();
  });

  it('any HTTP reply, even an error, means the server is reachable again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(reply(503)),
    );
    await expect(api('/api/health', rawReply)).rejects.toThrow();
    expect(isOnline()).toBe(false);
    await expect(api('/api/health', rawReply)).rejects.toMatchObject({ status: 503 });
    expect(isOnline()).toBe(true);
  });

  it('while unreachable, /api/health is probed and the first reply brings the app back online', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/price-alerts', rawReply)).rejects.toThrow();
    fetchMock.mockClear();

    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    expect(fetchMock).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(isOnline()).toBe(false);

    // A captive portal answers with its own HTML page: still not our server.
    fetchMock.mockResolvedValue(
      new Response('<html>Faça login no Wi-Fi</html>', { headers: { 'content-type': 'text/html' } }),
    );
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    expect(isOnline()).toBe(false);

    fetchMock.mockResolvedValue(reply(200));
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    expect(isOnline()).toBe(true);

    // Reachable again: the probe stops.
    fetchMock.mockClear();
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the browser's online event clears a remembered failure", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const stop = subscribeOnline(() => undefined);
    await expect(api('/api/saved-flights', rawReply)).rejects.toThrow();
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
    stop();
  });

  it('an aborted request says nothing about the network', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(api('/api/search/async', rawReply, { body: {} })).rejects.toMatchObject({ name: 'AbortError' });
    expect(isOnline()).toBe(true);
  });
});
