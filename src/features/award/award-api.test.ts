import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { fetchProgramAwards, readAwardReply, searchPrograms } from './award-api';
import { awardFlight } from '@tests/unit/fakes/award-flight-fixture';
import { awardDefaultsFromQuery } from '@core/links/award-link';

const route = { origin: 'GRU', destination: 'MIA' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let urls: string[];

beforeEach(() => {
  urls = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('readAwardReply', () => {
  it('reads normalised flights under results.data and de-duplicates them', () => {
    const a = awardFlight();
    expect(readAwardReply({ success: true, results: { data: [a, a] } }, 'SMILES', route)).toEqual([a]);
    expect(readAwardReply({ success: true, data: [a] }, 'SMILES', route)).toEqual([a]);
  });

  it('normalises a raw provider record through core', () => {
    const raw = {
      ID: 'trip-abcdef123456',
      Source: 'smiles',
      FlightDate: '2026-12-01',
      MileageCost: 45000,
      Fees: 12345,
      Cabin: 'economy',
      Route: { OriginAirport: 'GRU', DestinationAirport: 'MIA' },
      FlightNumbers: 'G37700',
      DepartsAt: '2026-12-01T23:15:00',
      ArrivesAt: '2026-12-02T06:05:00',
    };
    const [flight] = readAwardReply({ results: { data: [raw] } }, 'SMILES', route);
    expect(flight).toMatchObject({
      program: 'Smiles',
      origin: 'GRU',
      destination: 'MIA',
      miles_cost: 45000,
      flight_date: '2026-12-01',
    });
  });

  it('reads nothing from an empty or odd reply', () => {
    expect(readAwardReply({ success: true, results: { data: [] } }, 'AZUL', route)).toEqual([]);
    expect(readAwardReply('nada', 'AZUL', route)).toEqual([]);
  });
});

describe('fetchProgramAwards / searchPrograms', () => {
  it('calls /api/miles/search once per programme with its source', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        urls.push(String(input));
        return json(200, { success: true, results: { data: [] } });
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
    });
    expect(awardDefaultsFromQuery(new URLSearchParams('destination=lis&origin='))).toMatchObject({
      origin: 'GRU',
      destination: 'LIS',
    });
  });
});
