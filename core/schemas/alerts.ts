// Price alerts that fire: what the server observed, what it announced, how it reaches the phone.
// The synced alert row itself is priceAlertSchema in ./sync (date window and cabin added there). The exported schemas
// are z.lazy, built on first parse: the sync engine's module graph then builds no zod objects on import.
import { FLIGHT_SOURCES } from './flight';
import { uuidSchema } from './ids';
import { offerValueSchema } from './offer-value';
import { intColumn, isoDateTime as boundedIsoDateTime, isoDay, moneyColumn, safeText } from './bounds';
import { z } from './zod-locale';
import { IATA_CODE } from '../airports/iata';

const isoDateTime = boundedIsoDateTime();

/** Days an alert without a date window watches, from today. */
export const ALERT_DEFAULT_WINDOW_DAYS = 60;
/** 'Verificar agora': one manual check per alert per this many minutes (429 otherwise). */
export const ALERT_MANUAL_CHECK_MINUTES = 5;
/** What a subscriber reads when this server has no live source: plain pt-BR, never a server variable's name. */
export const ALERT_NEEDS_LIVE_SOURCE =
  'Verificação automática não configurada neste servidor: os alertas ficam salvos e serão verificados quando uma fonte ao vivo for configurada.';

/** A path inside the app ('/…', never '//host'): what a notification may open. */
const inAppPath = (max: number) =>
  safeText({ max }).refine((url) => url.startsWith('/') && !url.startsWith('//'), 'Endereço fora do aplicativo.');

/** An airport's IATA code, as providers give it. */
const airportCode = () => z.string().regex(IATA_CODE);

/** The best offer one check saw: a price in the alert's unit, valued in reais, and where it came from. */
export const alertObservationSchema = z.lazy(() =>
  z.object({
    /** In the alert's unit: reais for 'reais' alerts, miles for 'milhas' alerts. */
    price: z.number().nonnegative(),
    /**
     * What the offer costs one traveller in reais: for miles, the one valuation at the alert owner's milheiro (the
     * reference where they set none) with taxes at the PTAX rate; equal to price for cash.
     */
    value_brl: moneyColumn().nullable(),
    /** For miles: per person and for the alert's passengers, whose milheiro, and whether the taxes are in it. */
    value: offerValueSchema.optional(),
    /** yyyy-MM-dd of the flight. */
    date: isoDay(),
    source: z.enum(FLIGHT_SOURCES),
    /** pt-BR one-liner: 'LATAM Pass · Econômica · GRU 22:10 → LIS 11:45' (whatever the provider gives). */
    summary: safeText({ max: 300 }),
    /**
     * The airports the offer flies between (GRU, LIS), which for an alert on a city (SAO) says which of its
     * airports; absent in checks recorded before they were kept.
     */
    origin: airportCode().optional(),
    destination: airportCode().optional(),
    /** Award seats the provider reports left at that price; null when it does not say (absent in older checks). */
    seats: z.number().int().nonnegative().nullable().optional(),
  }),
);
export type AlertObservation = z.infer<typeof alertObservationSchema>;

/**
 * What an alert last announced (migration 0023): it fires again only for a lower price, or the same price with more
 * seats. `at` is when it was announced; `date` the flight's day.
 */
export const alertAnnouncedSchema = z.lazy(() =>
  z.object({
    price: z.number().nonnegative(),
    unit: z.enum(['reais', 'milhas']),
    /** null: the provider did not say how many seats (cash fares never do). */
    seats: z.number().int().nonnegative().nullable(),
    date: isoDay(),
    summary: safeText({ max: 300 }),
    at: isoDateTime,
  }),
);
export type AlertAnnounced = z.infer<typeof alertAnnouncedSchema>;

/** Fields the server owns on a price_alerts row: sent in pulls, never accepted from a device. */
export const alertServerFieldsSchema = z.lazy(() =>
  z.object({
    last_checked_at: isoDateTime.nullable().default(null),
    last_triggered_at: isoDateTime.nullable().default(null),
    /** What the last check saw (null before the first check or when it found nothing). */
    last_best: alertObservationSchema.nullable().default(null),
    /** The price the alert last announced: it fires again only below this. */
    last_announced_price: z.number().nonnegative().nullable().default(null),
    /** The whole last announcement (price, seats, day, when): the card's 'Último aviso'. */
    last_announced: alertAnnouncedSchema.nullable().default(null),
    /** pt-BR reason when the last check failed (provider down, not configured), else null. */
    last_error: safeText({ max: 300 }).nullable().default(null),
    /** The travel day whose opening was announced ("avisar quando abrir", migration 0028); null before. */
    opening_announced_on: isoDay().nullable().default(null),
  }),
);

/** One point of an alert's price history: GET /api/price-alerts/:id/history → { items } (newest last). */
export const alertHistoryPointSchema = z.lazy(() =>
  z.object({
    checked_at: isoDateTime,
    best: alertObservationSchema.nullable(),
    fired: z.boolean(),
  }),
);
export const alertHistoryReplySchema = z.lazy(() => z.object({ items: z.array(alertHistoryPointSchema).max(500) }));

/** POST /api/price-alerts/:id/check → one check now, for its owner. */
export const alertCheckReplySchema = z.lazy(() =>
  z.object({
    success: z.literal(true),
    checked_at: isoDateTime,
    best: alertObservationSchema.nullable(),
    fired: z.boolean(),
  }),
);

/** GET /api/price-alerts/status → whether alerts can be checked here (a live source is configured). */
export const alertStatusReplySchema = z.lazy(() =>
  z.object({
    live: z.boolean(),
    /** ALERT_NEEDS_LIVE_SOURCE when live is false. */
    message: z.string().nullable(),
    check_interval_minutes: z.number().int().positive(),
    /** Web Push configured (VAPID keys exist): the public key to subscribe with. */
    vapid_public_key: z.string().nullable(),
  }),
);

/** POST /api/price-alerts/stop { token }: the e-mail's 'Parar este alerta' (signed, single purpose, no session). */
export const alertStopBodySchema = z.lazy(() => z.object({ token: safeText({ min: 1, max: 2000 }) }));
/** GET /api/price-alerts/stop?token=: the same token, in the link the page opens with. */
export const alertStopLinkQuerySchema = alertStopBodySchema;
/** POST /api/price-alerts/stop?token=: mail clients' one-click (RFC 8058) puts the token here instead of the body. */
export const alertStopQuerySchema = z.lazy(() => z.object({ token: safeText({ min: 1, max: 2000 }).optional() }));
export const alertStopReplySchema = z.lazy(() =>
  z.object({ success: z.literal(true), origin: z.string(), destination: z.string() }),
);

/** POST /api/push/subscriptions (the PushSubscription's JSON) and DELETE /api/push/subscriptions { endpoint }. */
/** A push service's URL, under the safe-text rule first (a NUL or control character never reaches the database). */
const pushEndpoint = () =>
  safeText({ min: 1, max: 2000 })
    .pipe(z.url('Endereço de notificação inválido'))
    .meta({ format: 'uri', pattern: '^https?://[^\\s/?#]+' });

export const pushSubscriptionSchema = z.lazy(() =>
  z.object({
    endpoint: pushEndpoint(),
    expirationTime: z.number().nullable().optional(),
    // RFC 8291, as the server checks them (server/notifications/push): a P-256 point (65 bytes, 0x04 first) and a
    // 16-byte secret, base64url.
    keys: z.object({
      p256dh: safeText({ min: 1, max: 200 }).meta({ pattern: '^B[A-P][A-Za-z0-9_-]{85}=?$' }),
      auth: safeText({ min: 1, max: 100 }).meta({ pattern: '^[A-Za-z0-9_-]{22}(==)?$' }),
    }),
  }),
);
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.lazy(() => z.object({ endpoint: pushEndpoint() }));
/** POST → 201 { success }; DELETE → { success, removed } (0 when this endpoint was not on record). */
export const pushSubscribeReplySchema = z.lazy(() => z.object({ success: z.literal(true) }));
export const pushUnsubscribeReplySchema = z.lazy(() =>
  z.object({
    success: z.literal(true),
    removed: z.number().int().nonnegative(),
  }),
);

// What fired a notification: a price alert (rows older than `kind` are these), a bonus alert (migration 0013), a
// wallet lot about to expire (migration 0026) or a programme's booking window opening (migration 0028).
const notificationBase = () => ({
  id: uuidSchema,
  /** pt-BR, e.g. 'GRU → LIS por 45.000 milhas' or 'Livelo → Smiles com 100% de bônus até 30/11 (seu bônus: 100%)' */
  title: safeText({ max: 200 }),
  /** pt-BR, e.g. '10/12/2026 · LATAM Pass · ≈ R$ 1.350,00 · Seats.aero' */
  body: safeText({ max: 500 }),
  /** In-app path: the search for that route and date (price), or Minhas milhas (bonus). */
  url: inAppPath(500),
  created_at: isoDateTime,
  read_at: isoDateTime.nullable(),
  updated_at: isoDateTime,
  deleted_at: isoDateTime.nullable().default(null),
});

/** What a notification that names no fare carries in the fare's columns. */
const noFare = () => ({
  price: z.null().default(null),
  unit: z.null().default(null),
  value_brl: z.null().default(null),
  source: z.null().default(null),
});
/** …and one that names no route or day either. */
const noRouteNorFare = () => ({
  origin: z.null().default(null),
  destination: z.null().default(null),
  date: z.null().default(null),
  ...noFare(),
});

/** A price alert's notification: the fare it found. */
const priceNotification = () =>
  z.object({
    ...notificationBase(),
    kind: z.literal('price_alert').default('price_alert'),
    alert_id: uuidSchema.nullable(),
    origin: z.string().length(3),
    destination: z.string().length(3),
    date: isoDay(),
    price: z.number().nonnegative(),
    unit: z.enum(['reais', 'milhas']),
    value_brl: moneyColumn().nullable(),
    source: z.enum(FLIGHT_SOURCES),
  });

/** A bonus alert's notification: the campaign that reached its threshold. It has no route, date or fare. */
const bonusNotification = () =>
  z.object({
    ...notificationBase(),
    kind: z.literal('bonus_alert'),
    alert_id: z.null().default(null),
    bonus_alert_id: uuidSchema,
    campaign_id: uuidSchema,
    ...noRouteNorFare(),
  });

/** An expiry reminder (migration 0026): a wallet lot's points expire within 60, 30 or 7 days. */
const expiryNotification = () =>
  z.object({
    ...notificationBase(),
    kind: z.literal('expiry_reminder'),
    alert_id: z.null().default(null),
    wallet_lot_id: uuidSchema,
    /** The window reminded of: 60, 30 or 7 days before the lot's last day. */
    reminder_days: z.union([z.literal(60), z.literal(30), z.literal(7)]),
    lot_expires_on: isoDay(),
    ...noRouteNorFare(),
  });

/**
 * A programme's award seats opened for the day a miles alert waits on ("avisar quando abrir", migration 0028): route
 * and travel day, no fare. Older devices cannot read it and skip it.
 */
const openingNotification = () =>
  z.object({
    ...notificationBase(),
    kind: z.literal('booking_opened'),
    alert_id: uuidSchema.nullable(),
    origin: z.string().length(3),
    destination: z.string().length(3),
    date: isoDay(),
    ...noFare(),
  });

/**
 * One in-app notification (table notifications, synced to the device read-only except read_at, like saved
 * flights: GET /api/notifications?updated_since=<cursor> with pullReplySchema; PUT /api/notifications/:id/read).
 */
export const notificationSchema = z.lazy(() =>
  z.union([priceNotification(), bonusNotification(), expiryNotification(), openingNotification()]),
);
export type AppNotification = z.infer<typeof notificationSchema>;
/** PUT /api/notifications/:id/read → the row as it is now (read_at set; a second call changes nothing). */
export const notificationReadReplySchema = z.lazy(() =>
  z.object({ success: z.literal(true), item: notificationSchema }),
);

/** The payload of a Web Push message (encrypted with RFC 8291 by web-push; the service worker parses it). */
export const pushPayloadSchema = z.lazy(() =>
  z.object({
    title: z.string().max(200),
    body: z.string().max(500),
    url: inAppPath(500),
    /** One per alert: a newer price replaces the older notification. */
    tag: z.string().max(100),
    notification_id: uuidSchema,
  }),
);
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** A fired alert's e-mail or Telegram message claimed this many times without being sent is given up. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** GET /api/admin/alert-jobs: the alert job's last run and totals (admin panel). */
export const alertJobStatusSchema = z.lazy(() =>
  z.object({
    live: z.boolean(),
    last_run: z
      .object({
        started_at: isoDateTime,
        finished_at: isoDateTime.nullable(),
        checked: intColumn(),
        fired: intColumn(),
        failed: intColumn(),
      })
      .nullable(),
    active_alerts: intColumn(),
    due_alerts: intColumn(),
    /** The alerts' calls to each paid provider this UTC day, against their daily share of its quota. */
    provider_calls_today: z.object({
      seats_aero: z.object({ used: intColumn(), limit: intColumn() }),
      google_flights: z.object({ used: intColumn(), limit: intColumn() }),
    }),
    /** Fired alerts' e-mails and Telegram messages still owed, and those given up after every try failed. */
    deliveries: z.object({
      owed: intColumn(),
      given_up: intColumn(),
      last_given_up: z.object({ reason: z.string(), at: isoDateTime.nullable() }).nullable(),
    }),
  }),
);
