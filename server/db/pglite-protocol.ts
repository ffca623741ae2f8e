// Messages between the server and its PGlite worker thread (pglite-worker.ts, pglite-thread.ts).

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

export type WorkerReply =
  | { id: number; ok: true; rows: unknown[] }
  /** A NOTIFY on a channel the server listens to; sent before the reply of the statement that committed it. */
  | { notify: string }
  | { id: number; ok: false; error: { message: string; code?: string | undefined; detail?: string | undefined } };
