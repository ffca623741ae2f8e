// Embedded PGlite whose acknowledged writes are on disk (issue #11): a commit's reply leaves only after its WAL
// was fsync'ed. Used by client.ts (PGlite in this thread: dev, tests) and pglite-worker.ts (production build).
//
// Out of the box PGlite starts Postgres with `-F` (fsync off), and Emscripten's NODEFS has no fsync: 100 commits
// made 110 pwrite64 and no fsync at all, so a power cut could lose what the server had already confirmed. Here
// Postgres runs with fsync on and wal_sync_method=fsync (Emscripten's fdatasync is a no-op, its fsync reaches the
// file's stream), and NODEFS's streams get an fsync that calls the real one on the host file.
import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

interface NodeFsStream {
  nfd: number;
}
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
}

/** NodeFS (the data directory on the host) whose streams really flush. */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod: unknown) => {
        const nodefs = (mod as { NODEFS?: EmscriptenNodeFs }).NODEFS;
        // Never run silently without flushes: a PGlite that changed its internals must fail here, loudly.
        if (!nodefs?.stream_ops) throw new Error('PGlite: NODEFS não encontrado; não é possível garantir fsync.');
        nodefs.stream_ops.fsync = (stream) => {
          fs.fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

/** Postgres' start parameters with fsync on (PGlite's defaults minus -F) and a WAL sync method that reaches fsync. */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

/** PGlite options for a file-backed data directory whose commits are flushed before they are acknowledged. */
export function durablePgliteOptions(dir: string): PGliteOptions {
  return { fs: new DurableNodeFS(dir), startParams: durableStartParams() };
}

export function openDurablePglite(dir: string): Promise<PGlite> {
  return PGlite.create(durablePgliteOptions(dir));
}
