import { whenIdle } from './when-idle';

/**
 * When the first screen is on the page: the layout has rendered and no page spinner is showing (a lazy screen's
 * code, a magic link's exchange). Work a first visit can postpone (the service worker's precache download, the sync
 * engine) waits for it, so on a new phone it does not compete with the screen the visitor came to see.
 */
let spinners = 0;
let layoutShown = false;
let shown = false;
const waiting = new Set<() => void>();

function settle(): void {
  if (shown || !layoutShown || spinners > 0) return;
  shown = true;
  for (const run of waiting) run();
  waiting.clear();
}

/** A page spinner is showing; the returned release says it is gone. */
export function holdFirstScreen(): () => void {
  spinners++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    spinners--;
    // After the rest of this commit's effects: a spinner replaced by another (the guard's by the lazy screen's) is
    // not a screen shown.
    queueMicrotask(settle);
  };
}

/** The app's layout has rendered (with the screen, or with a spinner holding it). */
export function markLayoutShown(): void {
  layoutShown = true;
  settle();
}

/**
 * Runs `run` once the first screen is shown and the main thread is idle after it; at the latest `latestMs` after
 * the call (a screen that never settles, offline, must not hold it back forever). Returns a cancel.
 */
export function afterFirstScreen(run: () => void, latestMs = 10_000): () => void {
  let done = false;
  let cancelIdle = () => {};
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    waiting.delete(start);
    run();
  };
  const start = () => {
    cancelIdle = whenIdle(once);
  };
  const timer = setTimeout(once, latestMs);
  if (shown) start();
  else waiting.add(start);
  return () => {
    done = true;
    clearTimeout(timer);
    waiting.delete(start);
    cancelIdle();
  };
}

/** For tests: back to a page that has shown nothing yet. */
export function resetFirstScreen(): void {
  spinners = 0;
  layoutShown = false;
  shown = false;
  waiting.clear();
}
