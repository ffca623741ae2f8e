import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSavedFlight } from '@tests/helpers/flight-fixture';
import { LocalDb } from './local-db';
import { flushOutbox, writeLocal } from './outbox';
import { apiTransport } from './sync';

const USER = 'user-1';
const ID = '00000000-0000-4000-8000-0000000000aa';
let db: LocalDb;
let reply: unknown;

beforeEach(() => {
  db = new LocalDb(`test-${Math.random()}`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(reply))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  db.close();
});

describe("the outbox reads the server's reply to a write with its schema (core/schemas/sync)", () => {
  it('settles the row with the copy the server kept', async () => {
    const row = makeSavedFlight(ID, '2026-11-22T12:00:00.000Z', { milhas: 42_000 });
    reply = { success: true, applied: true, item: row };
    await writeLocal(db, USER, 'saved_flights', row);
    expect(await flushOutbox(db, USER, apiTransport)).toBe('done');
    expect(await db.savedFlights.get(ID)).toMatchObject({ milhas: 42_000, pending: 0 });
  });

  it('leaves the write waiting when the reply is not one the device understands (no row to settle with)', async () => {
    reply = { success: true, applied: true };
    await writeLocal(db, USER, 'saved_flights', makeSavedFlight(ID, '2026-11-22T12:00:00.000Z'));
    expect(await flushOutbox(db, USER, apiTransport)).toBe('retry');
    expect(await db.outbox.count()).toBe(1);
    expect((await db.savedFlights.get(ID))?.pending).toBe(1);
  });
});
