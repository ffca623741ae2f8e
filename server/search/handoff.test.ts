import { describe, expect, it } from 'vitest';
import { addDaysIso, searchQuerySchema, todayIsoDate } from '@core/schemas/search';
import { SearchHandoff } from './handoff';

const query = searchQuerySchema.parse({
  origin: 'GRU',
  destination: 'MIA',
  departureDate: addDaysIso(todayIsoDate(), 30),
});

describe('SearchHandoff', () => {
  it('gives a search to its owner once; a stranger gets nothing and does not use it up', () => {
    const handoff = new SearchHandoff();
    handoff.put('s1', 'owner', query);
    expect(handoff.take('s1', 'stranger')).toBeNull();
    expect(handoff.take('s1', 'owner')?.query).toEqual(query);
    expect(handoff.take('s1', 'owner')).toBeNull();
  });

  it('gives nothing once the window has passed, and forgets expired searches as new ones arrive', () => {
    let now = 0;
    const handoff = new SearchHandoff(1000, () => now);
    handoff.put('old', 'owner', query);
    now = 1000;
    expect(handoff.take('old', 'owner')).toBeNull();
    handoff.put('a', 'owner', query);
    now = 2500;
    handoff.put('b', 'owner', query);
    expect(handoff.size).toBe(1);
    expect(handoff.take('b', 'owner')?.query).toEqual(query);
  });

  it("says whether the search's insert succeeded, and lets a database read wait for it", async () => {
    const handoff = new SearchHandoff();
    let finish = () => {};
    let fail = (_err: Error) => {};
    handoff.put('ok', 'owner', query, new Promise<void>((resolve) => (finish = resolve)));
    handoff.put('broken', 'owner', query, new Promise<void>((_, reject) => (fail = reject)));
    const events: string[] = [];
    void handoff.whenStored('ok').then(() => events.push('ok stored'));
    const ok = handoff.take('ok', 'owner');
    const broken = handoff.take('broken', 'owner');
    void ok?.stored.then((stored) => events.push(`ok ${stored}`));
    await Promise.resolve();
    expect(events).toEqual([]); // nothing settles before the insert does
    finish();
    fail(new Error('disco cheio'));
    expect(await ok?.stored).toBe(true);
    expect(await broken?.stored).toBe(false);
    await handoff.whenStored('ok');
    expect(events.sort()).toEqual(['ok stored', 'ok true']);
    await handoff.whenStored('never-put'); // no insert in flight: at once
  });
});
