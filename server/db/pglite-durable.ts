// Embedded PGlite whose acknowledged writes are on disk: a commit's reply leaves only after its WAL
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
  stream_ops: { fsync?: (stream: NodeFsStream) => number; close: (stream: NodeFsStream) => void };
}

/**
 * NodeFS (the data directory on the host) whose streams really flush. Per commit (the default), Postgres' fsync
 * is the host's fsync. Grouped, Postgres' fsync only marks the file, and flush() syncs every marked file at once:
 * the caller acknowledges a batch of commits after one flush (a file closed before that is synced as it closes).
 */
class DurableNodeFS extends NodeFS {
  private readonly marked = new Set<number>();
  constructor(
    dir: string,
    private readonly grouped: boolean,
  ) {
    super(dir);
  }

  /** Syncs every file a commit asked to sync since the last flush (grouped mode). */
  flush(): void {
    for (const fd of this.marked) fs.fsyncSync(fd);
    this.marked.clear();
  }

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
          if (this.grouped) this.marked.add(stream.nfd);
          else fs.fsyncSync(stream.nfd);
          return 0;
        };
        const close = nodefs.stream_ops.close;
        nodefs.stream_ops.close = (stream) => {
          if (this.marked.delete(stream.nfd)) fs.fsyncSync(stream.nfd);
          close(stream);
        };
      },
    ];
    return result;
  }
}

/**
 * Postgres' buffer cache inside PGlite's WASM heap. The default 128 MB stays resident once touched; the data is
 * small and the host's page cache holds the files anyway, so 32 MB took an idle server from ~380 to ~290 MB RSS
 *.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** Postgres' start parameters with fsync on (PGlite's defaults minus -F) and a WAL sync method that reaches fsync. */
export function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
    '-c',
    `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
  ];
}

function options(fs: DurableNodeFS): PGliteOptions {
  return { fs, startParams: durableStartParams() };
}

/** Each commit is fsync'ed before PGlite returns from it (in-thread PGlite: dev and tests). */
export function openDurablePglite(dir: string): Promise<PGlite> {
  return PGlite.create(options(new DurableNodeFS(dir, false)));
}

/**
 * Group commit (the worker thread, production): commits only mark their files; the caller calls flush() before
 * it acknowledges anything, so one fsync covers every commit made since the last one.
 */
export async function openGroupCommitPglite(dir: string): Promise<{ pg: PGlite; flush: () => void }> {
  const durable = new DurableNodeFS(dir, true);
  return { pg: await PGlite.create(options(durable)), flush: () => durable.flush() };
}
