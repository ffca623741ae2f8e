// Seats.aero's Partner API, SerpApi, the Banco Central's PTAX, Supabase Auth and Telegram's Bot API on loopback for the e2e "live" server (playwright.config.ts starts it
// with tsx): the recorded replies in tests/fixtures, moved to the asked route and dates, in each provider's
// documented shape. Deterministic: 45.000 milhas in economy on the first asked day, so an alert with a
// maximum of 100.000 milhas fires; to LIS the row is a Smiles award with its taxes in dollars (US$ 56), valued at
// the PTAX stand-in's rate. A wrong key gets the provider's recorded refusal, as the real API would.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from '../../core/schemas/zod-locale';
import { seatsAeroReply, serpApiReply } from '../helpers/alert-fakes';
import { FakeBcb, previousDay } from '../helpers/fake-bcb';
import { seatsAeroFixtureText } from '../helpers/fake-seats-aero';
import { createSupabaseStandIn } from '../helpers/fake-supabase-auth';
import { readBody, TelegramStandIn } from '../helpers/fake-telegram';

const LIVE_MILES = 45_000;
/** routes-smiles.json's NumDaysOut for GRU→LIS. */
const SMILES_WINDOW_DAYS = 330;
/** The route whose award is a Smiles seat with taxes in dollars, as Seats.aero gives them (cents, 'USD'). */
const DOLLAR_TAXES_DESTINATION = 'LIS';
const DOLLAR_TAXES_CENTS = 5_600;
const port = Number(process.env.LIVE_PROVIDERS_PORT ?? 0);
const seatsAeroKey = process.env.SEATS_AERO_API_KEY ?? '';
const serpApiKey = process.env.SERPAPI_API_KEY ?? '';

const serpApiFixture = (name: string) => readFileSync(new URL(`../fixtures/serpapi/${name}`, import.meta.url), 'utf8');

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

/**
 * GET /partnerapi/search, /partnerapi/trips/{id} and /partnerapi/routes?source= (the recorded Smiles routes list:
 * GRU→LIS scanned 330 days ahead; the other sources list none), behind the Partner-Authorization header. A search
 * starting past Smiles' window finds nothing, as no programme sells those days yet.
 */
function seatsAero(url: URL, key: string | undefined, res: ServerResponse) {
  if (key !== seatsAeroKey) return send(res, 401, JSON.stringify({ error: 'Unauthorized' }));
  if (url.pathname.startsWith('/partnerapi/trips/')) return send(res, 200, seatsAeroFixtureText('trips-american.json'));
  if (url.pathname === '/partnerapi/routes')
    return send(
      res,
      200,
      url.searchParams.get('source') === 'smiles' ? seatsAeroFixtureText('routes-smiles.json') : '[]',
    );
  if (url.pathname !== '/partnerapi/search') return send(res, 404, JSON.stringify({ error: 'not found' }));
  const q = url.searchParams;
  const date = q.get('start_date') ?? '';
  const lastScanned = new Date(Date.now() + SMILES_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (date > lastScanned) return send(res, 200, seatsAeroFixtureText('search-empty.json'));
  // Later pages (skip > 0) are empty: the one recorded row is the whole answer.
  if (Number(q.get('skip') ?? 0) > 0) return send(res, 200, seatsAeroFixtureText('search-empty.json'));
  const reply = seatsAeroReply(date, LIVE_MILES, q.get('destination_airport') ?? 'MIA') as {
    data: Record<string, unknown>[];
  };
  const dollars = q.get('destination_airport') === DOLLAR_TAXES_DESTINATION;
  for (const row of reply.data) {
    const route = row.Route as Record<string, unknown>;
    route.OriginAirport = q.get('origin_airport') ?? 'GRU';
    row.YDirectMileageCost = LIVE_MILES;
    if (!dollars) continue;
    route.Source = 'smiles';
    Object.assign(row, { Source: 'smiles', TaxesCurrency: 'USD', YTotalTaxes: DOLLAR_TAXES_CENTS });
  }
  send(res, 200, JSON.stringify(reply));
}

/** GET /search.json?engine=google_flights… with api_key, as SerpApi documents it (the recorded GRU→MIA page). */
function serpApi(url: URL, res: ServerResponse) {
  const q = url.searchParams;
  if (q.get('api_key') !== serpApiKey) return send(res, 401, serpApiFixture('invalid-api-key.json'));
  const date = q.get('outbound_date') ?? '';
  send(res, 200, serpApiReply(date));
}

/** PTAX's OData (CotacaoMoedaPeriodo/Dia): the recorded dollar bulletins, the last one yesterday. */
function ptax(url: URL, res: ServerResponse) {
  const asked = decodeURIComponent(url.pathname + url.search);
  if (!/\/CotacaoMoeda(Periodo|Dia)\(/.test(asked)) return send(res, 404, JSON.stringify({ error: 'not found' }));
  const yesterday = previousDay(new Date().toISOString().slice(0, 10));
  send(res, 200, JSON.stringify(asked.includes("@moeda='USD'") ? new FakeBcb(yesterday).reply() : { value: [] }));
}

// The live app's Supabase project: Supabase Auth's /auth/v1 on this same port.
const supabase = await createSupabaseStandIn(`http://127.0.0.1:${port}`);

// The live app's bot: the Bot API under /telegram (TELEGRAM_API_BASE_URL); the spec feeds the chat's messages with
// POST /stand-in/telegram/messages {chat_id, text} (stand-in only) and reads what the bot sent with GET.
const telegram = new TelegramStandIn(process.env.TELEGRAM_BOT_TOKEN);
const telegramBody = z.object({ chat_id: z.number().int(), text: z.string().max(4096) });

function telegramRoute(req: IncomingMessage, res: ServerResponse, url: URL) {
  void readBody(req).then((body) => {
    if (url.pathname === '/stand-in/telegram/messages') {
      if (req.method === 'GET') return send(res, 200, JSON.stringify(telegram.sent));
      const message = telegramBody.safeParse(JSON.parse(body || '{}'));
      if (!message.success) return send(res, 400, JSON.stringify({ error: 'chat_id e text' }));
      return send(res, 200, JSON.stringify({ update_id: telegram.feed(message.data.chat_id, message.data.text) }));
    }
    if (!telegram.handle(url.pathname.slice('/telegram'.length), body, res)) send(res, 404, '{}');
  });
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') return send(res, 200, '{"ok":true}');
  if (url.pathname.startsWith('/telegram/') || url.pathname.startsWith('/stand-in/telegram/'))
    return telegramRoute(req, res, url);
  if (url.pathname.startsWith('/auth/v1/')) {
    supabase.handle(req, res).catch(() => send(res, 500, JSON.stringify({ code: 500, msg: 'Unexpected failure' })));
    return;
  }
  if (url.pathname.startsWith('/partnerapi/')) {
    const key = req.headers['partner-authorization'];
    return seatsAero(url, Array.isArray(key) ? key[0] : key, res);
  }
  if (url.pathname === '/search.json') return serpApi(url, res);
  if (url.pathname.startsWith('/olinda/')) return ptax(url, res);
  send(res, 404, JSON.stringify({ error: 'not found' }));
});
// Longer than undici's keep-alive, so the app never reuses a socket this side just closed.
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1');
// Playwright stops web servers with SIGTERM; close at once.
process.on('SIGTERM', () => {
  telegram.close();
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
