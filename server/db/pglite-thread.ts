import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from './client';
import type { WorkerReply, WorkerRequest } from './pglite-protocol';

/** The worker's file beside the running server (the production build emits it next to index.js). */
export function pgliteWorkerFile(): string | null {
  const file = fileURLToPath(new URL('./pglite-worker.js', import.meta.url));
  return existsSync(file) ? file : null;
}

/** A database error as PGlite raised it in the worker: same message, same SQLSTATE `code`. */
class WorkerDbError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** A request before its id is assigned (Omit applied to each member of the union). */
type Request<R = WorkerRequest> = R extends WorkerRequest ? Omit<R, 'id'> : never;

/**
 * PGlite run in a worker thread (pglite-worker.ts): the same Db as wrapPglite, but Postgres' CPU no longer
 * blocks the event loop that accepts requests and streams search results.
 */
export async function openPgliteThread(workerFile: string, dir: string): Promise<Db> {
  const worker = new Worker(workerFile, { workerData: { dir } });
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (err: Error) => void }>();
  const listeners = new Map<string, (() => void)[]>();
  let nextId = 1;
  let nextTx = 1;
  let failed: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (message: WorkerReply) => {
    if ('notify' in message) {
      for (const onNotify of listeners.get(message.notify) ?? []) onNotify();
      return;
    }
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.rows);
    else waiter.reject(new WorkerDbError(message.error.message, message.error.code, message.error.detail));
  });
  const failAll = (err: Error) => {
    failed = err;
    for (const waiter of pending.values()) waiter.reject(err);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`O banco de dados embutido parou (código ${code}).`)));

  const call = (request: Request): Promise<unknown[]> => {
    if (failed) return Promise.reject(failed);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const runner = (tx?: number): Queryable => ({
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await call({ op: 'query', sql, params, ...(tx ? { tx } : {}) })) as T[],
    exec: async (sql: string) => {
      await call({ op: 'exec', sql, ...(tx ? { tx } : {}) });
    },
  });

  await ready;
  return {
    kind: 'pglite',
    ...runner(),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = nextTx++;
      await call({ op: 'begin', tx });
      let result: T;
      try {
        result = await fn(runner(tx));
      } catch (err) {
        await call({ op: 'rollback', tx });
        throw err;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    async listen(channel, onNotify) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), onNotify]);
      await call({ op: 'listen', channel });
    },
    async close() {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
