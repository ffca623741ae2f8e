import { describe, expect, it } from 'vitest';
import { batchWhileBusy } from './batch-while-busy';

/** A batch runner whose batches finish when the test says so; it records each batch it was given. */
function controlledRunner(fail?: (item: number) => boolean) {
  const batches: number[][] = [];
  const finishers: (() => void)[] = [];
  const runBatch = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push(items);
      finishers.push(() =>
        fail && items.some(fail) ? reject(new Error('falhou')) : resolve(items.map((i) => i * 10)),
      );
    });
  return { batches, runBatch, finishNext: () => finishers.shift()?.() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batchWhileBusy', () => {
  it('runs a lone call at once, then the calls made meanwhile as one batch', async () => {
    const runner = controlledRunner();
    const call = batchWhileBusy(runner.runBatch);
    const first = call(1);
    expect(runner.batches).toEqual([[1]]);
    const later = [call(2), call(3), call(4)];
    expect(runner.batches).toEqual([[1]]);
    runner.finishNext();
    expect(await first).toBe(10);
    await settle();
    expect(runner.batches).toEqual([[1], [2, 3, 4]]);
    runner.finishNext();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('never puts more than maxBatch calls in one batch', async () => {
    const runner = controlledRunner();
    const call = batchWhileBusy(runner.runBatch, 2);
    const all = [call(1), call(2), call(3), call(4), call(5)];
    for (let i = 0; i < 3; i++) {
      runner.finishNext();
      await settle();
    }
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
    expect(runner.batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the bad call of a failed batch: the others are retried alone', async () => {
    const runner = controlledRunner((item) => item === 3);
    const call = batchWhileBusy(runner.runBatch);
    const first = call(1);
    const later = [call(2), call(3), call(4)].map((p) => p.then(String, (err: Error) => err.message));
    runner.finishNext();
    await first;
    await settle();
    runner.finishNext(); // the batch [2, 3, 4] fails
    await settle();
    while (runner.batches.length < 5) await settle();
    for (let i = 0; i < 3; i++) runner.finishNext();
    expect(await Promise.all(later)).toEqual(['20', 'falhou', '40']);
  });

  it('rejects when the runner answers a different number of results', async () => {
    const call = batchWhileBusy(async (items: number[]) => items.slice(1));
    await expect(call(1)).rejects.toThrow('lote de 1 devolveu 0');
  });
});
