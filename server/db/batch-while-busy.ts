import type { Db } from './client';

/**
 * Turns a statement run once per call into one run per batch of calls: the first call runs at once, alone; the
 * calls that arrive while it runs wait for it and then run together, as one batch (in a burst of
 * searches the embedded database spent ~0.7 ms per statement, mostly fixed cost). Nothing waits on a timer, so a
 * quiet server adds no latency. A batch starts after each of its calls was made, so a read never answers with a
 * row older than the call.
 *
 * `runBatch` returns one result per item, in order. When a batch of several fails, each item is retried alone,
 * so one bad item (a row deleted meanwhile, a constraint) fails only its own call.
 */
export function batchWhileBusy<I, O>(runBatch: (items: I[]) => Promise<O[]>, maxBatch = 100): (item: I) => Promise<O> {
  interface Call {
    item: I;
    resolve: (result: O) => void;
    reject: (err: unknown) => void;
  }
  const waiting: Call[] = [];
  let running = false;

  const runAlone = (call: Call) => run([call.item]).then(([result]) => call.resolve(result as O), call.reject);

  async function run(items: I[]): Promise<O[]> {
    const results = await runBatch(items);
    if (results.length !== items.length) throw new Error(`lote de ${items.length} devolveu ${results.length}`);
    return results;
  }

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      let results: O[];
      try {
        results = await run(batch.map((call) => call.item));
      } catch (err) {
        if (batch.length === 1) batch[0]?.reject(err);
        else await Promise.all(batch.map(runAlone));
        continue;
      }
      for (const [i, call] of batch.entries()) call.resolve(results[i] as O);
    }
    running = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}

/** batchWhileBusy with one batcher per database (a test file may open several), made on its first call. */
export function batchPerDb<I, O>(runBatch: (db: Db, items: I[]) => Promise<O[]>): (db: Db, item: I) => Promise<O> {
  const batchers = new WeakMap<Db, (item: I) => Promise<O>>();
  return (db, item) => {
    let batcher = batchers.get(db);
    if (!batcher) {
      batcher = batchWhileBusy((items: I[]) => runBatch(db, items));
      batchers.set(db, batcher);
    }
    return batcher(item);
  };
}
