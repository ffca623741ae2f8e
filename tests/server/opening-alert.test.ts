import { describe, expect, it } from 'vitest';
import { formatDate } from '../../core/format/dates';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';
import { announceOpenings } from '../../server/alerts/opening-alerts';
import { runAlertRound } from '../../server/jobs/alert-rounds';
import { alertTestBed } from '../helpers/alert-test-bed';
import { jsonRequest } from '../helpers/auth';
import { seatsAeroFixture } from '../helpers/fake-seats-aero';

// "Avisar quando abrir": a miles alert on a day beyond Smiles' window (GRU→LIS scanned 330 days ahead) is told once,
// on the day the seats open, through the notification room; then it goes on as a miles alert.

const t = alertTestBed();
const today = todayIsoDate();
const travel = addDaysIso(today, 330);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

function routesOnly() {
  t.bed.seats.respond((request) =>
    request.path.endsWith('/routes')
      ? { json: request.query.get('source') === 'smiles' ? seatsAeroFixture('routes-smiles.json') : [] }
      : { json: seatsAeroFixture('search-empty.json') },
  );
}

const openingAlert = (overrides: Record<string, unknown> = {}) => ({
  origin: 'GRU',
  destination: 'LIS',
  max_price: 60_000,
  date_from: travel,
  date_to: travel,
  opening_program: 'SMILES',
  created_at: daysAgo(3),
  ...overrides,
});

const openings = (s: { deps: { db: { query: (q: string) => Promise<unknown[]> } } }) =>
  s.deps.db.query(
    "SELECT n.title, n.body, n.date::text AS date, (d.notification_id IS NOT NULL) AS owed FROM notifications n LEFT JOIN notification_deliveries d ON d.notification_id = n.id WHERE n.kind = 'booking_opened'",
  ) as Promise<{ title: string; body: string; date: string; owed: boolean }[]>;

describe('avisar quando abrir', () => {
  it('announces the opening once, on its day, then the alert goes on as a miles alert', async () => {
    routesOnly();
    const s = await t.signedIn();
    const id = await t.createAlert(s, openingAlert());

    // The day before the opening (the clock moved back a day): nothing yet.
    expect(await announceOpenings(s.deps, new Date(Date.now() - 86_400_000))).toBe(0);
    expect(await openings(s)).toEqual([]);
    const routeCalls = () => t.bed.seats.requests.filter((r) => r.path.endsWith('/routes')).length;
    const before = routeCalls();

    // The opening day: one notification, owed to the other channels.
    await runAlertRound(s.deps, false);
    expect(await openings(s)).toEqual([
      {
        title: `Abriram as reservas da Smiles para GRU → LIS em ${formatDate(travel)}`,
        body: `Reservas em milhas da Smiles abertas desde ${formatDate(today)}. O alerta continua vigiando o preço em milhas.`,
        date: travel,
        owed: true,
      },
    ]);

    // Never again, however many rounds.
    await runAlertRound(s.deps, false);
    expect(await announceOpenings(s.deps)).toBe(0);
    expect(await openings(s)).toHaveLength(1);
    // The routes list was asked once for the three rounds of today (it is kept a day).
    expect(routeCalls() - before).toBe(1);

    const pulled = (await t.pull(s, '/api/price-alerts')) as { items: Record<string, unknown>[] };
    expect(pulled.items.find((a) => a.id === id)).toMatchObject({
      active: true,
      alert_type: 'milhas',
      opening_program: 'SMILES',
      opening_announced_on: travel,
    });
  });

  it('says nothing for an alert set when the day was already open, nor for a window Seats.aero does not know', async () => {
    routesOnly();
    const s = await t.signedIn();
    await t.createAlert(
      s,
      openingAlert({ created_at: new Date().toISOString(), date_from: addDaysIso(today, 300), date_to: null }),
    );
    await t.createAlert(s, openingAlert({ destination: 'FOR', date_to: null }));
    expect(await announceOpenings(s.deps)).toBe(0);
    expect(await openings(s)).toEqual([]);
  });

  it('refuses, in pt-BR, an opening on a cash alert, without a day, or for a programme with no award search', async () => {
    routesOnly();
    const s = await t.signedIn();
    const put = (body: Record<string, unknown>) =>
      s.app.request(
        `/api/price-alerts/${crypto.randomUUID()}`,
        jsonRequest(
          'PUT',
          {
            id: crypto.randomUUID(),
            alert_type: 'milhas',
            active: true,
            updated_at: new Date().toISOString(),
            ...openingAlert(),
            ...body,
          },
          s.bearer,
        ),
      );
    for (const [body, message] of [
      [
        { alert_type: 'reais', max_price: 3000 },
        'Avisar quando abrir vale só para um alerta em milhas com a data da viagem.',
      ],
      [
        { date_from: null, date_to: null },
        'Avisar quando abrir vale só para um alerta em milhas com a data da viagem.',
      ],
      [{ opening_program: 'TAP' }, 'Programa inválido'],
    ] as const) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await t.count('price_alerts')).toBe(0);
  });
});
