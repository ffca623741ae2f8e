import { availableParallelism } from 'node:os';
import { AppError } from '../http/errors';

export const SERVER_BUSY_MESSAGE = 'Servidor ocupado, tente novamente em instantes.';

/**
 * scrypt at OWASP's cost takes a core and 128 MB for a good part of a second: without a bound, a burst
 * of logins starves every other request. At most `concurrency` hashes run at once and `maxWaiting`
 * wait; past that the caller hears at once that the server is busy (503), instead of queueing forever.
 */
export function createHashQueue(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length >= maxWaiting) throw new AppError(503, SERVER_BUSY_MESSAGE, undefined, 'server_busy');
      // The slot is handed over by the task that finishes (below), so `running` stays counted.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    get size() {
      return { running, waiting: waiting.length };
    },
  };
}

/** One core stays free for the event loop and the database (README "Security" lists these numbers). */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
export const HASH_MAX_WAITING = 8 * HASH_CONCURRENCY;

export const passwordHashQueue = createHashQueue(HASH_CONCURRENCY, HASH_MAX_WAITING);
