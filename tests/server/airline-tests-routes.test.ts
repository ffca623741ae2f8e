import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, jsonRequest, login } from '../helpers/auth';
import { FakeUpstream } from '../helpers/fake-upstream';
import { createTestApp } from '../helpers/test-app';
import { setupTestApp } from '../helpers/setup-test-app';

/**
 * The airline test routes (SPEC §7: /api/latam-proxy, /api/voegol-proxy, /api/test/*) through the real app,
 * with the upstream URLs pointing at a loopback server replaying tests/fixtures/upstreams.
 */

type App = ReturnType<typeof createTestApp>['app'];
type Body = Record<string, unknown> & { ida: Record<string, unknown>[]; volta: Record<string, unknown>[] };

/** The app with no upstream URL configured (the contingency sample); appWith builds configured ones. */
const server = setupTestApp();
const fake = new FakeUpstream({
  latam: 'latam-success',
  azul: ['azul-success', 'azulmilhas-success'],
  voegol: 'voegol-success',
  unauthorized: 'error-401',
  html: 'error-html',
  malformed: 'latam-malformed-rows',
});
let base: string;
let auth: Record<string, string>;

const DEPARTURE = '2026-09-15';
const RETURN = '2026-09-22';
const form = {
  origin: 'gru',
  destination: 'CNF',
  departureDate: DEPARTURE,
  returnDate: RETURN,
  tripType: 'ROUND_TRIP',
  flightClass: 'ECONOMIC',
  adults: '1',
  children: 0,
  infants: 0,
};
const query = (extra: Record<string, string> = {}) =>
  `?${new URLSearchParams({ origin: 'GRU', destination: 'MIA', departureDate: DEPARTURE, returnDate: RETURN, ...extra }).toString()}`;

function appWith(urls: Partial<Record<'LATAM' | 'AZUL' | 'VOEGOL' | 'SMILES', string>>): App {
  // Short only where the upstream hangs on purpose: a busy machine must not turn an answer into a timeout.
  const env: Record<string, string> = { UPSTREAM_TIMEOUT_MS: Object.values(urls).includes('hang') ? '300' : '10000' };
  for (const [airline, scenario] of Object.entries(urls)) env[`${airline}_UPSTREAM_URL`] = `${base}/${scenario}`;
  return createTestApp(server.db, { env }).app;
}

async function call(app: App, method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const res = await app.request(path, jsonRequest(method, body, auth));
  return { status: res.status, body: (await res.json()) as Body };
}

beforeAll(async () => {
  base = await fake.start();
  const user = await createUser(server.db);
  auth = (await login(server.app, user.email, user.password)).bearer;
});
afterAll(async () => {
  await fake.close();
});

describe('configured upstreams', () => {
  it('POST /api/latam-proxy answers the upstream rows as {ida, volta} with counts', async () => {
    const before = fake.received('latam').length;
    const { status, body } = await call(appWith({ LATAM: 'latam' }), 'POST', '/api/latam-proxy', form);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, fonte: 'latam_api', idaCount: 2, voltaCount: 1 });
    expect(body).not.toHaveProperty('_utilizandoDadosContingencia');
    expect(body.ida[0]).toMatchObject({
      horarioPartida: '07:15',
      horarioChegada: '08:20',
      duracao: '1h 05min',
      escalas: [],
      preco: 412.37,
    });
    expect(body.ida[1]).toMatchObject({ escalas: ['BSB'], dataPartida: DEPARTURE, dataChegada: '2026-09-16' });
    expect(
      fake
        .received('latam')
        .slice(before)
        .map((r) => r.body),
    ).toEqual([
      {
        origin: 'GRU',
        destination: 'CNF',
        departureDate: DEPARTURE,
        returnDate: RETURN,
        adults: 1,
        children: 0,
        infants: 0,
        cabin: 'ECONOMY',
      },
    ]);
  });

  it('one way drops the return date; malformed rows are left out and counted', async () => {
    const { body } = await call(appWith({ LATAM: 'malformed' }), 'POST', '/api/latam-proxy', {
      ...form,
      tripType: 'ONE_WAY',
    });
    expect(fake.received('malformed').at(-1)?.body).not.toHaveProperty('returnDate');
    expect(body).toMatchObject({ idaCount: 1, voltaCount: 0, linhasIgnoradas: 7 });
  });

  it('GET /api/test/gol proxies VoeGol; /api/test/azulmilhas the Azul miles endpoint', async () => {
    const app = appWith({ VOEGOL: 'voegol', AZUL: 'azul' });
    const gol = await call(app, 'GET', `/api/test/gol${query({ destination: 'CNF' })}`);
    expect(gol.body.ida[0]).toMatchObject({
      origem: 'GRU',
      destino: 'CNF',
      duracao: '1h 10min',
      preco: 327.8,
      companhia: 'GOL',
    });
    const miles = await call(app, 'GET', `/api/test/azulmilhas${query({ origin: 'VCP', destination: 'REC' })}`);
    expect(miles.body).toMatchObject({ fonte: 'azulmilhas_api', idaCount: 1 });
    expect(miles.body.ida[0]).toMatchObject({
      airline: 'Azul',
      miles: 15400,
      departure: { time: '10:25', airport: 'VCP' },
    });
  });

  it('upstream failures are pt-BR errors: HTML page → 502, no answer → 504', async () => {
    const html = await call(appWith({ AZUL: 'html' }), 'GET', `/api/test/azul${query()}`);
    expect(html).toMatchObject({ status: 502, body: { success: false, code: 'upstream_error' } });
    expect(html.body.error).toBe('A API Azul respondeu com uma página HTML em vez de JSON (erro na API externa).');
    const hang = await call(appWith({ LATAM: 'hang' }), 'GET', `/api/test/latam${query()}`);
    expect(hang).toMatchObject({
      status: 504,
      body: { success: false, code: 'upstream_timeout', error: 'A API LATAM não respondeu a tempo.' },
    });
  });

  it('POST /api/voegol-proxy reports an upstream error as {error, _apiError}', async () => {
    const { status, body } = await call(appWith({ VOEGOL: 'unauthorized' }), 'POST', '/api/voegol-proxy', form);
    expect(status).toBe(502);
    expect(body).toMatchObject({ success: false, _apiError: true, ida: [], volta: [] });
    expect(body.error).toMatch(/^A API VoeGol recusou a chave de acesso do servidor \(HTTP 401\)/);
  });

  it('?test=true (and useTestData) answer the contingency sample without calling the upstream', async () => {
    const app = appWith({ VOEGOL: 'voegol', LATAM: 'latam' });
    const before = fake.requests.length;
    const gol = await call(app, 'POST', '/api/voegol-proxy?test=true', form);
    expect(gol.body).toMatchObject({ _utilizandoDadosContingencia: true, idaCount: 2, voltaCount: 2 });
    const latam = await call(app, 'POST', '/api/latam-proxy', { ...form, useTestData: true });
    expect(latam.body).toMatchObject({
      _utilizandoDadosContingencia: true,
      message: expect.stringMatching(/^Dados de teste solicitados/),
    });
    expect(fake.requests.length).toBe(before);
  });

  it('GET /api/test/all: one entry per API, a failure does not hide the others', async () => {
    const app = appWith({ LATAM: 'latam', AZUL: 'azul', VOEGOL: 'unauthorized' });
    const { status, body } = await call(app, 'GET', `/api/test/all${query({ destination: 'CNF' })}`);
    expect(status).toBe(200);
    expect(body.results).toMatchObject({
      latam: { success: true, idaCount: 2, voltaCount: 1 },
      azul: { success: true, idaCount: 2 },
      gol: { success: false, fonte: 'voegol_api', error: expect.stringMatching(/recusou a chave/) },
      smiles: { success: true, _utilizandoDadosContingencia: true },
      azulmilhas: { success: true, idaCount: 1 },
    });
  });
});

describe('unconfigured upstreams: the contingency sample', () => {
  it('answers a small fixed sample for the requested route and dates, flagged, with no upstream request', async () => {
    const before = fake.requests.length;
    const { status, body } = await call(server.app, 'GET', `/api/test/smiles${query()}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, _utilizandoDadosContingencia: true, idaCount: 2, voltaCount: 2 });
    expect(body.message).toBe(
      'A API Smiles não está configurada neste servidor: exibindo dados de contingência, uma amostra fixa que não são ofertas reais.',
    );
    expect(body.ida.map((r) => r.departure)).toEqual([
      { time: '07:15', airport: 'GRU', date: DEPARTURE },
      { time: '18:40', airport: 'GRU', date: DEPARTURE },
    ]);
    expect(body.volta.every((r) => (r.departure as { airport: string }).airport === 'MIA')).toBe(true);
    expect(body.ida.every((r) => String(r.airline).endsWith('(amostra)'))).toBe(true);
    expect(fake.requests.length).toBe(before);
  });

  it('the LATAM and VoeGol samples use their own row shapes and say AMOSTRA', async () => {
    const latam = await call(server.app, 'POST', '/api/latam-proxy', { ...form, tripType: 'ONE_WAY' });
    expect(latam.body).toMatchObject({ _utilizandoDadosContingencia: true, idaCount: 2, voltaCount: 0 });
    expect(latam.body.ida[0]).toMatchObject({
      horarioPartida: '07:15',
      horarioChegada: '09:25',
      duracao: '2h 10min',
      numeroVoo: 'AMOSTRA-1',
      dataPartida: DEPARTURE,
    });
    expect(latam.body.ida[1]).toMatchObject({ escalas: ['BSB'], numeroVoo: 'AMOSTRA-2' });
    const gol = await call(server.app, 'POST', '/api/voegol-proxy', form);
    expect(gol.body.volta[0]).toMatchObject({ origem: 'CNF', destino: 'GRU', companhia: 'GOL (amostra)' });
  });
});

describe('SPEC §5 airline test page limits', () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ adults: 0 }, 'Mínimo de 1 adulto'],
    [{ adults: 10 }, 'Máximo de 9 adultos'],
    [{ children: 10 }, 'Máximo de 9 crianças'],
    [{ infants: '10' }, 'Máximo de 9 bebês'],
    [{ origin: 'X' }, 'Origem é obrigatória'],
    [{ destination: '' }, 'Destino é obrigatório'],
    [{ departureDate: '' }, 'Data de ida é obrigatória'],
    [{ returnDate: '2026-09-01' }, 'A data de volta não pode ser antes da data de ida'],
    [{ flightClass: 'LUXO' }, 'Classe inválida'],
  ];
  for (const [change, message] of cases) {
    it(`${JSON.stringify(change)} → 400 '${message}'`, async () => {
      const before = fake.requests.length;
      const { status, body } = await call(appWith({ LATAM: 'latam' }), 'POST', '/api/latam-proxy', {
        ...form,
        ...change,
      });
      expect(status).toBe(400);
      expect(body.error).toBe(message);
      expect(fake.requests.length).toBe(before);
    });
  }

  it('the GET routes apply the same limits to the query', async () => {
    const { status, body } = await call(server.app, 'GET', `/api/test/azul${query({ adults: '12' })}`);
    expect(status).toBe(400);
    expect(body.error).toBe('Máximo de 9 adultos');
  });
});
