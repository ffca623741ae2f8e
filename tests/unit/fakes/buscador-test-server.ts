import { vi } from 'vitest';
import type { Flight } from '@core/schemas/flight';

/**
 * A stand-in for POST /api/search/buscador (and GET /api/airports/complete, which the airport fields load) in
 * component tests: only the network boundary (fetch) is replaced, and the replies have the server's shapes
 * (server/routes/search/, server/http/errors.ts).
 */

export type BuscadorReply = { status: number; body: unknown } | 'network';

export interface FakeBuscadorServer {
  reply: BuscadorReply;
  /** Bodies of the POST /api/search/buscador calls, parsed. */
  searches: Record<string, unknown>[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const AIRPORTS = {
  success: true,
  data: {
    GRU: { iata: 'GRU', name: 'São Paulo–Guarulhos International Airport', city: 'São Paulo' },
    MIA: { iata: 'MIA', name: 'Miami International Airport', city: 'Miami' },
    LIS: { iata: 'LIS', name: 'Humberto Delgado Airport', city: 'Lisboa' },
  },
};

/** The route's reply: best value (top 5 marked), cash fares (with a price) and miles offers (with miles). */
export function buscadorOk(flights: Flight[]): BuscadorReply {
  return {
    status: 200,
    body: {
      success: true,
      data: {
        bestValue: flights.filter((f) => f.bestValue),
        cashFlights: flights.filter((f) => f.price !== null),
        milesFlights: flights.filter((f) => f.miles !== null),
      },
    },
  };
}

export const buscadorFailure = (status: number, error: string, code?: string): BuscadorReply => ({
  status,
  body: { success: false, error, ...(code ? { code } : {}) },
});

export function stubBuscadorServer(reply: BuscadorReply): FakeBuscadorServer {
  const server: FakeBuscadorServer = { reply, searches: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/airports/complete') return json(200, AIRPORTS);
      if (url.pathname === '/api/search/buscador' && init.method === 'POST') {
        server.searches.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        if (server.reply === 'network') throw new TypeError('Failed to fetch');
        return json(server.reply.status, server.reply.body);
      }
      return json(404, { success: false, error: 'Rota não encontrada.' });
    }),
  );
  return server;
}
