// The floor `npm run bench:search` compares the app against: bare Hono + @hono/node-server + @hono/node-ws
// doing the same protocol shape as POST /api/search/async + /ws, with no database, auth or providers.
//   POST /search → {success, searchId};  GET /ws, {type:'subscribe', searchId} → one `results` → `complete`.
// The results message carries PAYLOAD_FILE (a real results message captured from the app, JSON) when given,
// else synthetic flight-like records of about PAYLOAD_BYTES; it is JSON.stringify'd on every send, as the app
// does. Env: PORT (0 = any free port), HOST (127.0.0.1). Prints `{"port":N}` on stdout once listening.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';

const PORT = Number(process.env.PORT ?? 0);
const HOST = process.env.HOST ?? '127.0.0.1';

function syntheticData(bytes) {
  const flight = (i) => ({
    id: `demo-cash-LA${1000 + i}-2026-12-22`,
    airline: 'LATAM',
    departure: { time: '08:15', airport: 'GRU', city: 'São Paulo', date: '2026-12-22' },
    arrival: { time: '17:40', airport: 'MIA', city: 'Miami', date: '2026-12-22' },
    duration: '9h 25m',
    durationMinutes: 565,
    stops: 0,
    stopAirports: [],
    cabinClass: 'ECONOMY',
    availableSeats: 4,
    price: 3210.55,
    miles: null,
    milesProgram: null,
    fees: 0,
    source: 'demo',
  });
  const data = [];
  while (JSON.stringify(data).length < bytes) data.push(flight(data.length));
  return data;
}

const payload = process.env.PAYLOAD_FILE ? JSON.parse(readFileSync(process.env.PAYLOAD_FILE, 'utf8')) : null;
const data = payload?.data ?? syntheticData(Number(process.env.PAYLOAD_BYTES ?? 10_000));
const pending = new Set();

const app = new Hono();
const { injectWebSocket, upgradeWebSocket } = createNodeWebSocket({ app });

app.post('/search', async (c) => {
  await c.req.json();
  const searchId = randomUUID();
  pending.add(searchId);
  return c.json({ success: true, searchId });
});

app.get(
  '/ws',
  upgradeWebSocket(() => ({
    onMessage(event, ws) {
      let message;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        ws.send(JSON.stringify({ type: 'error', error: 'Mensagem inválida: esperava JSON.' }));
        return;
      }
      if (message?.type !== 'subscribe' || !pending.delete(message.searchId)) {
        ws.send(JSON.stringify({ type: 'error', error: 'Busca não encontrada.' }));
        return;
      }
      const started = performance.now();
      ws.send(
        JSON.stringify({ type: 'results', data, metadata: { provider: 'demo', count: data.length, elapsedMs: 0 } }),
      );
      const elapsedMs = Math.round(performance.now() - started);
      ws.send(JSON.stringify({ type: 'complete', metadata: { total: data.length, elapsedMs, errors: [] } }));
    },
  })),
);

const server = serve({ fetch: app.fetch, port: PORT, hostname: HOST }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
injectWebSocket(server);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}
