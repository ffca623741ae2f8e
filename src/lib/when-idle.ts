/**
 * Runs `run` once the main thread is idle (the first screen rendered and painted), at the latest after `timeoutMs`;
 * returns a cancel. Work that can wait (the sync engine, a hidden panel's code) then does not lengthen the tasks
 * that show the first screen. Without requestIdleCallback (Safari before 18), a plain timer.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}
