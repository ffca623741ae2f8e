// A fired price alert's notification: its pt-BR text, its link to the search, and what it announces, owed through
// server/notifications.
import { seatsText } from '@core/alerts/announced-text';
import { endWithAirport } from '@core/airports/metro-areas';
import { formatDate } from '@core/format/dates';
import { providerLabel } from '@core/format/labels';
import { formatMilesText } from '@core/format/miles';
import { formatBRL } from '@core/format/money';
import { textLine } from '@core/format/text-line';
import { offerValueText } from '@core/miles/value-text';
import { searchLinkPath } from '@core/links/link-params';
import type { AlertObservation } from '@core/schemas/alerts';
import type { Queryable } from '../db/client';
import type { OwedNotification } from '../notifications/channel';
import { notify } from '../notifications/in-app';
import type { CheckedAlert } from './alert-store';
import { belowTypicalTitle, type OfferVerdict } from './below-typical';

/** A notification as inserted: what its delivery needs, plus the fare it announces. */
export interface NewNotification extends OwedNotification {
  origin: string;
  destination: string;
  date: string;
  unit: 'reais' | 'milhas';
  price: number;
}

/**
 * The pt-BR title and body of a fired alert, the one text every channel sends (push, e-mail, in-app, Telegram):
 * route, date, price (R$, or milhas + the owner's value in reais) and where it was seen.
 */
export function notificationText(
  alert: Pick<CheckedAlert, 'origin' | 'destination' | 'alert_type'>,
  best: AlertObservation,
  verdict: OfferVerdict | null = null,
) {
  const miles = alert.alert_type === 'milhas';
  const price = miles ? formatMilesText(best.price) : formatBRL(best.price);
  const provider = providerLabel(best.source);
  // An alert on a city (SAO) names the airport the offer uses: 'SAO (GRU) → LIS'.
  const route = {
    origin: endWithAirport(alert.origin, best.origin),
    destination: endWithAirport(alert.destination, best.destination),
  };
  const title =
    verdict?.level === 'low'
      ? belowTypicalTitle(route, best.price, verdict)
      : textLine([route.origin, '→', route.destination, 'por', price], ' ');
  return {
    title: textLine([title], '').slice(0, 200),
    // Seats for miles only: how many the programme shows, or that it did not say (the alert fired anyway).
    body: textLine([
      formatDate(best.date),
      best.summary,
      seatsText(alert.alert_type, best.seats),
      ...(miles ? offerValueText(best) : []),
      provider,
    ]).slice(0, 500),
  };
}

/** Owes the fired alert's notification (in-app, then push, e-mail and Telegram), in the check's transaction. */
export async function insertAlertNotification(
  tx: Queryable,
  alert: CheckedAlert,
  best: AlertObservation,
  at: Date,
  verdict: OfferVerdict | null = null,
  /** Quiet hours: seconds its push, e-mail and Telegram wait (it is in the app at once). */
  holdSeconds = 0,
): Promise<NewNotification> {
  const unit = alert.alert_type;
  const { title, body } = notificationText(alert, best, verdict);
  const url = searchLinkPath({
    origin: alert.origin,
    destination: alert.destination,
    date: best.date,
    unit,
    cabin: alert.cabin,
    passengers: alert.passengers ?? 1,
  });
  const { origin, destination } = alert;
  const id = await notify(tx, {
    userId: alert.user_id,
    title,
    body,
    url,
    at,
    holdSeconds,
    announces: {
      kind: 'price_alert',
      alertId: alert.id,
      origin,
      destination,
      date: best.date,
      price: best.price,
      unit,
      valueBrl: best.value_brl,
      source: best.source,
    },
  });
  if (id === null) throw new Error('notifications: nenhuma linha inserida');
  return {
    id,
    user_id: alert.user_id,
    alert_id: alert.id,
    title,
    body,
    url,
    origin,
    destination,
    date: best.date,
    unit,
    price: best.price,
  };
}
