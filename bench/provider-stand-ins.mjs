// Stand-ins of the paid providers on loopback, shaped as their documentation says, each answering after a fixed
// latency: Seats.aero's Partner API /search and SerpApi's google_flights (bench:calendar, bench:scale), and a push
// service that accepts every message (bench:scale). Nothing here leaves the machine.
import { createServer } from 'node:http';

export const addDays = (iso, n) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** One Availability per day of the asked range and source, as the Partner API documents its /search reply. */
export function seatsAeroReply(url) {
  const start = url.searchParams.get('start_date');
  const end = url.searchParams.get('end_date');
  const origin = url.searchParams.get('origin_airport').split(',')[0];
  const destination = url.searchParams.get('destination_airport').split(',')[0];
  const data = [];
  for (let day = start, i = 0; day <= end; day = addDays(day, 1), i++) {
    for (const source of ['smiles', 'azul']) {
      data.push({
        ID: `bench-${source}-${origin}-${destination}-${day}`,
        Route: { OriginAirport: origin, DestinationAirport: destination, Source: source },
        Date: day,
        ParsedDate: `${day}T00:00:00Z`,
        YAvailable: true,
        YMileageCost: String(20000 + (i % 9) * 1500),
        YTotalTaxes: 15075,
        YRemainingSeats: 4,
        YAirlines: 'G3',
        YDirect: true,
        TaxesCurrency: 'BRL',
        Source: source,
      });
    }
  }
  return { data, count: data.length, hasMore: false, cursor: 1 };
}

/** A one-way SerpApi google_flights reply with two fares on the asked day. */
export function serpApiReply(url) {
  const day = url.searchParams.get('outbound_date');
  const from = url.searchParams.get('departure_id').split(',')[0];
  const to = url.searchParams.get('arrival_id').split(',')[0];
  const row = (price, number) => ({
    flights: [
      {
        departure_airport: { id: from, time: `${day} 22:10` },
        arrival_airport: { id: to, time: `${addDays(day, 1)} 11:30` },
        duration: 620,
        airline: 'LATAM',
        flight_number: `LA ${number}`,
      },
    ],
    total_duration: 620,
    price,
  });
  return { search_metadata: { status: 'Success' }, best_flights: [row(3890, 8084)], other_flights: [row(4210, 8112)] };
}

/** A push service: 201 to every POST, as FCM and Mozilla's autopush answer an accepted message. */
export const pushReply = () => null;

/**
 * An HTTP server on a free loopback port answering `reply(url)` as JSON (201 with no body when it returns null)
 * after `latencyMs`; `calls.count` counts requests. Close it with `server.close()`.
 */
export function standIn(reply, latencyMs) {
  const calls = { count: 0 };
  const server = createServer((req, res) => {
    calls.count += 1;
    const url = new URL(req.url, 'http://127.0.0.1');
    req.resume();
    setTimeout(() => {
      const body = reply(url);
      if (body === null) {
        res.writeHead(201);
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }, latencyMs);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, calls, url: `http://127.0.0.1:${server.address().port}` })),
  );
}
