import { vi } from 'vitest';

/**
 * A stand-in for our server in the test pages' component tests: only the network boundary (fetch) is
 * replaced, and every reply is shaped as server/routes/airline-tests/ (or miles.ts, search/) answers.
 */

export type Reply = { status: number; body: unknown } | 'network' | 'hang';

export interface FakeCall {
  method: string;
  url: URL;
  body: unknown;
}

export interface FakeServer {
  calls: FakeCall[];
  /** Replies per 'METHOD /path' (no query); an unknown route answers 404 like the server. */
  routes: Record<string, Reply | ((call: FakeCall) => Reply)>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function stubServer(routes: FakeServer['routes']): FakeServer {
  const server: FakeServer = { calls: [], routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const call: FakeCall = { method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
      server.calls.push(call);
      const route = server.routes[`${method} ${url.pathname}`];
      const reply = typeof route === 'function' ? route(call) : route;
      if (!reply) return json(404, { success: false, error: 'Rota não encontrada.' });
      if (reply === 'network') throw new TypeError('Failed to fetch');
      if (reply === 'hang') {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        });
      }
      return json(reply.status, reply.body);
    }),
  );
  return server;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const fail = (status: number, error: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  body: { success: false, error, ...extra },
});

/** A cash row as the server sends it after its own parsing (airline-upstream-rows.ts cashRowSchema output). */
export function cashRow(overrides: Record<string, unknown> = {}) {
  return {
    horarioPartida: '07:15',
    horarioChegada: '09:25',
    duracao: '2h 10min',
    duracaoMinutos: 130,
    escalas: [],
    preco: 489.9,
    numeroVoo: 'LA3001',
    companhia: 'LATAM',
    dataPartida: '2026-12-01',
    dataChegada: '2026-12-01',
    ...overrides,
  };
}

/** The contingency sample exactly as airline-contingency.ts builds it for a cash upstream (LATAM or Azul). */
export function cashSampleReply(
  fonte: string,
  label: string,
  route = { from: 'GRU', to: 'CNF', ida: '2026-12-01', volta: '2026-12-08' },
) {
  const leg = (from: string, to: string, date: string) => [
    cashRow({ numeroVoo: 'AMOSTRA-1', companhia: `${label} (amostra)`, dataPartida: date, dataChegada: date }),
    cashRow({
      horarioPartida: '18:40',
      horarioChegada: '22:05',
      duracao: '3h 25min',
      duracaoMinutos: 205,
      escalas: [['BSB', 'CNF', 'GIG'].find((c) => c !== from && c !== to)],
      preco: 689.9,
      numeroVoo: 'AMOSTRA-2',
      companhia: `${label} (amostra)`,
      dataPartida: date,
      dataChegada: date,
    }),
  ];
  const ida = leg(route.from, route.to, route.ida);
  const volta = route.volta ? leg(route.to, route.from, route.volta) : [];
  return {
    success: true,
    fonte,
    ida,
    volta,
    idaCount: ida.length,
    voltaCount: volta.length,
    _utilizandoDadosContingencia: true,
    message: `A API ${label} não está configurada neste servidor: exibindo dados de contingência, uma amostra fixa que não são ofertas reais.`,
  };
}

/** The VoeGol contingency sample as the server sends it (voegol rows carry origem and destino). */
export function voegolSampleReply(
  reason: 'test_data' | 'not_configured',
  route = { from: 'GRU', to: 'CNF', ida: '2026-12-01', volta: '2026-12-08' },
) {
  const base = cashSampleReply('voegol_api', 'GOL', route);
  const withEnds = (rows: ReturnType<typeof cashRow>[], from: string, to: string) =>
    rows.map(({ dataChegada: _arrival, ...row }) => ({ ...row, origem: from, destino: to }));
  return {
    ...base,
    ida: withEnds(base.ida, route.from, route.to),
    volta: withEnds(base.volta, route.to, route.from),
    message:
      reason === 'test_data'
        ? 'Dados de teste solicitados: exibindo dados de contingência, uma amostra fixa que não são ofertas reais.'
        : 'A API VoeGol não está configurada neste servidor: exibindo dados de contingência, uma amostra fixa que não são ofertas reais.',
  };
}

/** A miles row as the server sends it (airline-upstream-rows.ts milesRowSchema output: Smiles, Azul miles). */
export function milesRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 'amostra-smiles-GRU-MIA-2026-12-01-1',
    airline: 'GOL (amostra)',
    miles: 12000,
    fees: 56.9,
    departure: { time: '07:15', airport: 'GRU', date: '2026-12-01' },
    arrival: { time: '09:25', airport: 'MIA', date: '2026-12-01' },
    duration: '2h 10min',
    durationMinutes: 130,
    stops: 0,
    flightNumber: 'AMOSTRA-1',
    url: '',
    ...overrides,
  };
}

/** The URL of the n-th call (fails the test when there was no such call). */
export function callUrl(server: FakeServer, n = 0): URL {
  const call = server.calls[n];
  if (!call) throw new Error(`nenhuma chamada ${n + 1} ao servidor`);
  return call.url;
}
