import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from './pglite-prepared';

let pg: PGlite;
let query: ReturnType<typeof preparedQuery>;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(
    `CREATE TABLE items (id int PRIMARY KEY, name text, at timestamptz, data jsonb, ok boolean, price numeric(12,2))`,
  );
  query = preparedQuery(pg);
});
afterAll(() => pg.close());

describe('preparedQuery (PGlite statements parsed once)', () => {
  it('binds and parses values exactly as PGlite query() does, call after call', async () => {
    const insert = 'INSERT INTO items (id, name, at, data, ok, price) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *';
    const at = new Date('2026-11-24T12:00:00Z');
    const mine = await query(insert, [1, 'um', at, { a: [1, 'b'] }, true, 10.5]);
    const theirs = (await pg.query(insert, [2, 'um', at, { a: [1, 'b'] }, true, 10.5])).rows;
    expect(mine).toEqual([{ ...(theirs[0] as object), id: 1 }]);
    expect(await query(insert, [3, null, null, null, null, null])).toEqual([
      { id: 3, name: null, at: null, data: null, ok: null, price: null },
    ]);
    expect(await query('SELECT count(*)::int AS n FROM items WHERE id > $1', [0])).toEqual([{ n: 3 }]);
  });

  it('keeps the SQLSTATE of a refusal, and a bad statement is not kept', async () => {
    await expect(query('INSERT INTO items (id) VALUES ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    await expect(query('SELEC nonsense', [])).rejects.toMatchObject({ code: '42601' });
    expect(await query('SELECT name FROM items WHERE id = $1', [1])).toEqual([{ name: 'um' }]);
  });

  it('never runs inside an open transaction: it waits for the transaction to end', async () => {
    let release: () => void = () => undefined;
    let inserted: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const rolledBack = pg
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO items (id, name) VALUES (10, 'desfeito')`);
        inserted();
        await held;
        throw new Error('desfaz');
      })
      .catch((err: Error) => err.message);
    await insertDone;
    // Run inside the transaction, this insert would be rolled back with it.
    const write = query('INSERT INTO items (id, name) VALUES ($1, $2)', [11, 'depois']);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await rolledBack).toBe('desfaz');
    await write;
    expect(await query('SELECT id FROM items WHERE id IN ($1, $2) ORDER BY id', [10, 11])).toEqual([{ id: 11 }]);
  });

  it('answers a statement whose table changed shape, and new texts past the limit, through query()', async () => {
    await pg.exec('CREATE TABLE shapes (a int)');
    await pg.exec('INSERT INTO shapes VALUES (1)');
    expect(await query('SELECT * FROM shapes WHERE a = $1', [1])).toEqual([{ a: 1 }]);
    await pg.exec('ALTER TABLE shapes ADD COLUMN b text');
    expect(await query('SELECT * FROM shapes WHERE a = $1', [1])).toEqual([{ a: 1, b: null }]);
    const limited = preparedQuery(pg, 2);
    for (let i = 0; i < 4; i++) expect(await limited(`SELECT $1::int + ${i} AS n`, [1])).toEqual([{ n: 1 + i }]);
  });
});
