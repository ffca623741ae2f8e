// PGlite (Postgres compiled to WASM) in a worker thread, so its CPU does not block the server's event loop.
// Speaks the small protocol of pglite-thread.ts. Transactions: `begin` opens one with PGlite's own
// transaction(), whose lock makes every other statement wait until `commit` or `rollback` arrives.
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { openGroupCommitPglite } from './pglite-durable';
import { preparedQuery } from './pglite-prepared';
import type { WorkerReply, WorkerRequest } from './pglite-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker: rode como worker_thread');

// Group commit (pglite-durable.ts): replies wait in `unsent` until one fsync has covered every commit before them.
const { pg, flush } = await openGroupCommitPglite((workerData as { dir: string }).dir);
const prepared = preparedQuery(pg);
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; finished: Promise<unknown> }>();

class RolledBack extends Error {}

const unsent: WorkerReply[] = [];
let flushQueued = false;

/**
 * Nothing is acknowledged before it is on disk: replies (reads too, which may show a commit) leave in batches,
 * each after one flush. Every statement that ran this turn of the event loop is in the batch. If the flush
 * throws, the worker dies and the main thread fails every pending call: nothing unflushed is confirmed.
 */
function reply(message: WorkerReply) {
  unsent.push(message);
  if (flushQueued) return;
  flushQueued = true;
  setImmediate(() => {
    flushQueued = false;
    const batch = unsent.splice(0);
    flush();
    for (const m of batch) port?.postMessage(m);
  });
}

function failure(id: number, err: unknown): WorkerReply {
  const e = err as { message?: unknown; code?: unknown; detail?: unknown };
  return {
    id,
    ok: false,
    error: {
      message: String(e?.message ?? err),
      code: typeof e?.code === 'string' ? e.code : undefined,
      detail: typeof e?.detail === 'string' ? e.detail : undefined,
    },
  };
}

async function handle(message: WorkerRequest): Promise<void> {
  const { id } = message;
  try {
    switch (message.op) {
      case 'query': {
        if (message.tx === undefined) {
          reply({ id, ok: true, rows: await prepared(message.sql, message.params) });
          return;
        }
        const tx = open.get(message.tx)?.tx;
        if (!tx) throw new Error('Transação desconhecida');
        reply({ id, ok: true, rows: (await tx.query(message.sql, message.params)).rows });
        return;
      }
      case 'exec': {
        const runner = message.tx === undefined ? pg : open.get(message.tx)?.tx;
        if (!runner) throw new Error('Transação desconhecida');
        await runner.exec(message.sql);
        reply({ id, ok: true, rows: [] });
        return;
      }
      case 'begin': {
        // PGlite's transaction() runs BEGIN, the callback, then COMMIT (or ROLLBACK when it throws); the callback
        // here waits for the main thread's `commit` or `rollback`.
        let began: () => void = () => undefined;
        const begun = new Promise<void>((resolve) => {
          began = resolve;
        });
        const finished: Promise<unknown> = pg.transaction(
          (t) =>
            new Promise<void>((done, rollback) => {
              open.set(message.tx, {
                tx: t,
                end: (commit) => (commit ? done() : rollback(new RolledBack())),
                finished,
              });
              began();
            }),
        );
        await Promise.race([begun, finished]);
        reply({ id, ok: true, rows: [] });
        return;
      }
      case 'commit':
      case 'rollback': {
        const entry = open.get(message.tx);
        if (!entry) throw new Error('Transação desconhecida');
        open.delete(message.tx);
        entry.end(message.op === 'commit');
        await entry.finished.catch((err: unknown) => {
          if (!(err instanceof RolledBack)) throw err;
        });
        reply({ id, ok: true, rows: [] });
        return;
      }
      case 'listen': {
        // PGlite queues the listener while it reads a statement's reply, so the notification enters `unsent`
        // before that statement's own reply does: the server learns of a change before its writer does.
        const { channel } = message;
        await pg.listen(channel, () => reply({ notify: channel }));
        reply({ id, ok: true, rows: [] });
        return;
      }
      case 'close':
        await pg.close();
        reply({ id, ok: true, rows: [] });
        return;
    }
  } catch (err) {
    reply(failure(id, err));
  }
}

port.on('message', (message: WorkerRequest) => void handle(message));
reply({ id: 0, ok: true, rows: [] });
