import { describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadWhenOnline', () => {
  it('tries a chunk lost to the network again once the browser is back online, and uses it then', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('módulo');
    const use = vi.fn();
    loadWhenOnline(load, use);
    await settle();
    expect(use).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(use).toHaveBeenCalledExactlyOnceWith('módulo');
    // Loaded: later reconnections load nothing more.
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after cancel, neither retries nor uses what arrives', async () => {
    let arrive: (value: string) => void = () => undefined;
    const use = vi.fn();
    const cancel = loadWhenOnline(() => new Promise<string>((resolve) => (arrive = resolve)), use);
    cancel();
    arrive('módulo');
    await settle();
    expect(use).not.toHaveBeenCalled();

    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    const stop = loadWhenOnline(load, use);
    await settle();
    stop();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
