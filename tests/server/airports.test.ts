import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAirportCatalog, writePrebuiltCatalog } from '../../server/airports/catalog';
import { etagMatches } from '../../server/routes/airports/handlers';
import { createUser, login } from '../helpers/auth';
import { setupTestApp } from '../helpers/setup-test-app';

interface Summary {
  iata: string;
  name: string;
  city: string;
}

const server = setupTestApp();
let bearer: Record<string, string>;

beforeAll(async () => {
  const user = await createUser(server.db);
  bearer = (await login(server.app, user.email, user.password)).bearer;
});

const complete = (headers: Record<string, string> = {}) =>
  server.app.request('/api/airports/complete', { headers: { ...bearer, ...headers } });

describe('GET /api/airports/complete', () => {
  it('answers every airport keyed by IATA code, with the spec’s city names, cacheable for a day', async () => {
    const res = await complete();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    const body = (await res.json()) as { success: boolean; data: Record<string, Summary> };
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).length).toBeGreaterThan(5000);
    expect(body.data.GRU).toEqual({ iata: 'GRU', name: expect.stringMatching(/Guarulhos/), city: 'São Paulo' });
    // The dataset says São Paulo for Viracopos; the spec’s built-in names win.
    expect(body.data.VCP?.city).toBe('Campinas');
    // Suggestions read in pt-BR where the built-in table has the names, not the dataset's English.
    expect(body.data.LIS).toEqual({ iata: 'LIS', name: 'Aeroporto Humberto Delgado', city: 'Lisboa' });
    expect(body.data.FRA).toEqual({ iata: 'FRA', name: 'Aeroporto de Frankfurt', city: 'Frankfurt' });
    expect(body.data.MIA).toEqual({ iata: 'MIA', name: expect.stringMatching(/Miami/), city: 'Miami' });
    for (const [key, airport] of Object.entries(body.data)) {
      expect(airport.iata).toBe(key);
      expect(Object.keys(airport)).toEqual(['iata', 'name', 'city']);
    }
  });

  it('answers 304 without a body when the ETag still matches', async () => {
    const first = await complete();
    const etag = first.headers.get('etag') ?? '';
    const again = await complete({ 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('private, max-age=86400');
    // A gzip-weakened or listed tag matches too; another one does not.
    expect((await complete({ 'if-none-match': `"x", ${etag.replace(/^W\//, '')}` })).status).toBe(304);
    expect((await complete({ 'if-none-match': 'W/"outro"' })).status).toBe(200);
  });

  it('sends the list compressed once, brotli first, then gzip, plain only to a client that takes neither', async () => {
    const plain = await (await complete({ 'accept-encoding': 'identity' })).text();
    expect(JSON.parse(plain).success).toBe(true);
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip;q=1, br;q=0.5', encoding: 'gzip', decode: gunzipSync },
      { accept: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
    ];
    const sizes: Record<string, number> = {};
    for (const { accept, encoding, decode } of cases) {
      const res = await complete({ 'accept-encoding': accept });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(decode(bytes).toString('utf8')).toBe(plain);
      sizes[encoding] = bytes.length;
    }
    // Brotli ≈ 113 KB where gzip needs ≈ 155 KB of ~600 KB.
    expect(sizes.br).toBeLessThan(120_000);
    expect(sizes.br).toBeLessThan(sizes.gzip ?? 0);
    const none = await complete({ 'accept-encoding': 'identity' });
    expect(none.headers.get('content-encoding')).toBeNull();
  });

  it('is subscriber data: anonymous 401, expired 403', async () => {
    expect((await server.app.request('/api/airports/complete')).status).toBe(401);
    const expired = await createUser(server.db, { expires: new Date(Date.now() - 60_000) });
    const { bearer: expiredBearer } = await login(server.app, expired.email, expired.password);
    expect((await server.app.request('/api/airports/complete', { headers: expiredBearer })).status).toBe(403);
  });
});

describe('airport catalog', () => {
  it('builds the body from dataset rows, with built-in airports always present and a stable ETag', () => {
    const rows = [{ iata: 'AAA', name: 'Anaa Airport', city: 'Anaa', country: 'PF', continent: 'Oceania' }];
    const a = buildAirportCatalog(rows);
    const b = buildAirportCatalog(rows);
    const data = (JSON.parse(a.body) as { data: Record<string, Summary> }).data;
    expect(data.AAA).toEqual({ iata: 'AAA', name: 'Anaa Airport', city: 'Anaa' });
    expect(data.GRU?.city).toBe('São Paulo');
    expect(a.count).toBe(Object.keys(data).length);
    expect(a.etag).toBe(b.etag);
    expect(buildAirportCatalog([]).etag).not.toBe(a.etag);
  });

  it('writes the reply at build time, plain, brotli and gzip of the same JSON, with the same ETag as at run time', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bussola-airports-'));
    try {
      const rows = [{ iata: 'AAA', name: 'Anaa Airport', city: 'Anaa', country: 'PF', continent: 'Oceania' }];
      const written = await writePrebuiltCatalog(dir, rows);
      const plain = readFileSync(path.join(dir, 'airports-complete.json'), 'utf8');
      expect(plain).toBe(buildAirportCatalog(rows).body);
      expect(brotliDecompressSync(readFileSync(path.join(dir, 'airports-complete.json.br'))).toString()).toBe(plain);
      expect(gunzipSync(readFileSync(path.join(dir, 'airports-complete.json.gz'))).toString()).toBe(plain);
      expect(written.etag).toBe(buildAirportCatalog(rows).etag);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('compares ETags weakly', () => {
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', 'W/"a"')).toBe(true);
    expect(etagMatches('"b"', 'W/"a"')).toBe(false);
  });
});
