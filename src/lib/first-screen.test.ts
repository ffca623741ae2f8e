import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, holdFirstScreen, markLayoutShown, resetFirstScreen } from './first-screen';

beforeEach(() => {
  resetFirstScreen();
  vi.useFakeTimers();
  // whenIdle's fallback: a 200 ms timer stands for the idle callback.
  vi.stubGlobal('requestIdleCallback', undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets queued microtasks (a released spinner's check) run. */
const microtasks = () => vi.advanceTimersByTimeAsync(0);

describe('afterFirstScreen', () => {
  it('waits for the layout and for every spinner to go, then for the main thread to be idle', async () => {
    const run = vi.fn();
    afterFirstScreen(run);
    const release = holdFirstScreen();
    markLayoutShown();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
    release();
    await microtasks();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not take a spinner replaced by another in the same commit for a screen shown', async () => {
    const run = vi.fn();
    afterFirstScreen(run);
    // A child's effect runs before its layout's: the guard's spinner is held when the layout says it is shown.
    const guard = holdFirstScreen();
    markLayoutShown();
    guard();
    const lazyScreen = holdFirstScreen();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
    lazyScreen();
    lazyScreen();
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once (when idle) once the first screen was shown, and at the latest after its deadline', async () => {
    const late = vi.fn();
    afterFirstScreen(late, 5000);
    holdFirstScreen();
    markLayoutShown();
    await vi.advanceTimersByTimeAsync(5000);
    expect(late).toHaveBeenCalledOnce();

    resetFirstScreen();
    markLayoutShown();
    const now = vi.fn();
    afterFirstScreen(now);
    await vi.advanceTimersByTimeAsync(200);
    expect(now).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(now).toHaveBeenCalledOnce();
  });

  it('can be cancelled before it runs', async () => {
    const run = vi.fn();
    const cancel = afterFirstScreen(run);
    markLayoutShown();
    cancel();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run).not.toHaveBeenCalled();
  });
});
