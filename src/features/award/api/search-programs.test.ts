import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { fetchProgramAwards, searchPrograms } from './search-programs';
import { awardFlight } from '@tests/unit/fakes/award-flight-fixture';
import { FRESHNESS } from '@tests/unit/fakes/award-test-server';
import { awardDefaultsFromQuery } from '@core/links/award-link';

const route = { origin: 'GRU', destination: 'MIA' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let urls: string[];

beforeEach(() => {
  urls = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchProgramAwards / searchPrograms', () => {
  it('reads the normalised flights under results.data as the server sent them', async () => {
    const a = awardFlight();
    const b = awardFlight({ id: 'outro-voo', miles_cost: 60000 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { success: true, results: { data: [a, b], freshness: FRESHNESS } })),
    );
    expect(await fetchProgramAwards('SMILES', route)).toEqual([a, b]);
  });

  it('calls /api/miles/search once per programme with its source', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        urls.push(String(input));
        return json(200, { success: true, results: { data: [], freshness: FRESHNESS } });
      }),
    );
    const results = await searchPrograms(
      ['LATAM', 'AZUL', 'SMILES', 'VIRGIN'],
      { origin: 'gru', destination: 'mia' },
      new AbortController().signal,
    );
    expect(urls.sort()).toEqual([
      '/api/miles/search?origin=GRU&destination=MIA&source=american',
      '/api/miles/search?origin=GRU&destination=MIA&source=azul',
      '/api/miles/search?origin=GRU&destination=MIA&source=smiles',
      '/api/miles/search?origin=GRU&destination=MIA&source=virginatlantic',
    ]);
    expect(results.map((r) => r.program)).toEqual(['LATAM', 'AZUL', 'SMILES', 'VIRGIN']);
  });

  it('turns success: false into an error and keeps each programme apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('source=azul')
          ? json(200, { success: false, error: 'Limite atingido' })
          : json(503, { success: false, error: 'Seats.aero não configurado.' }),
      ),
    );
    await expect(fetchProgramAwards('AZUL', route)).rejects.toMatchObject({ status: 200, message: 'Limite atingido' });
    const [smiles] = await searchPrograms(['SMILES'], route, new AbortController().signal);
    expect(smiles && 'error' in smiles && smiles.error).toBeInstanceOf(ApiError);
  });

  it('rejects with AbortError when cancelled', async () => {
    const ctrl = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
          ),
      ),
    );
    const pending = searchPrograms(['SMILES'], route, ctrl.signal);
    ctrl.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('awardDefaultsFromQuery', () => {
  it('reads origin and destination upper-cased, else GRU → MIA, class ALL, every programme', () => {
    expect(awardDefaultsFromQuery(new URLSearchParams('origin=bsb'))).toEqual({
      origin: 'BSB',
      destination: 'MIA',
      cabinClass: 'ALL',
      programs: ['LATAM', 'AZUL', 'SMILES', 'VIRGIN'],
      passengers: 1,
    });
    expect(awardDefaultsFromQuery(new URLSearchParams('destination=lis&origin='))).toMatchObject({
      origin: 'GRU',
      destination: 'LIS',
    });
  });
});
