// An in-app notification as the server sends it, for the web tests.
import type { AppNotification } from '@core/schemas/alerts';

type PriceNotification = Extract<AppNotification, { kind: 'price_alert' }>;

/** A price notification for GRU → LIS, unread; `over` changes the fields it names. */
export function makeNotification(id: string, over: Partial<PriceNotification> = {}): PriceNotification {
  return {
    id,
    kind: 'price_alert',
    alert_id: null,
    title: 'GRU → LIS por 45.000 milhas',
    body: '10/12/2026 · LATAM Pass · ≈ R$ 1.350,00 · Seats.aero',
    url: '/?origem=GRU&destino=LIS&data=2026-12-10&tipo=milhas',
    origin: 'GRU',
    destination: 'LIS',
    date: '2026-12-10',
    price: 45000,
    unit: 'milhas',
    value_brl: 1350,
    source: 'seats_aero',
    created_at: '2026-11-22T12:00:00.000Z',
    read_at: null,
    updated_at: '2026-11-22T12:00:00.000Z',
    deleted_at: null,
    ...over,
  };
}
