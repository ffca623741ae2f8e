// The holder's copy of their data (Lei 13.709/2018, art. 18, II and V: access and portability): every row kept
// about the account, as stored, with no credential in it and nothing of another account.
import type { AccountExport } from '@core/schemas/account';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { subscriptionStatus, type UserRow } from '../auth/users';
import { quoteIdent, tablesWithUserId } from './user-tables';

type Row = Record<string, unknown>;
const anyRows = z.array(z.record(z.string(), z.unknown()));

/**
 * Keys that hold a credential or a key (password and token hashes, a sealed successor token, a push subscription's
 * encryption keys, an alert's claim by a running job): never in the copy, wherever they appear.
 */
const SECRET_KEY = /password|hash|secret|token|sealed|^p256dh$|^auth$|^check_lease$/i;

/** A stored value as JSON: dates in ISO 8601, 64-bit integers as numbers (as text past 2^53), secrets left out. */
export function jsonSafe(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint')
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (typeof value === 'object' && value !== null) {
    const out: Row = {};
    for (const [key, inner] of Object.entries(value)) if (!SECRET_KEY.test(key)) out[key] = jsonSafe(inner);
    return out;
  }
  return value;
}

async function rowsOf(db: Queryable, sql: string, params: unknown[]): Promise<Row[]> {
  return anyRows.parse(await db.query(sql, params)).map((row) => {
    const { user_id: _owner, ...rest } = row;
    return jsonSafe(rest) as Row;
  });
}

/** What the buyer's own order says: Kiwify's body also names the producer's and affiliates' commissions. */
const PURCHASE_FIELDS = [
  'order_status',
  'payment_method',
  'created_at',
  'approved_date',
  'updated_at',
  'refunded_at',
  'Product',
  'Customer',
  'Subscription',
  'TrackingParameters',
];

function ownPartOfOrder(raw: unknown): Row {
  if (typeof raw !== 'object' || raw === null) return {};
  const body = raw as Row;
  return Object.fromEntries(PURCHASE_FIELDS.filter((key) => key in body).map((key) => [key, body[key]]));
}

function pushService(endpoint: unknown): string {
  try {
    return new URL(String(endpoint)).host;
  } catch {
    return '';
  }
}

/** The tables with a section of their own below; any other table with a user_id lands in `other_tables`. */
const SECTIONED = new Set([
  'saved_flights',
  'price_alerts',
  'notifications',
  'wallet',
  'bonus_alerts',
  'telegram_links',
  'push_subscriptions',
  'search_logs',
  'searches',
  'sign_in_events',
  'sessions',
  'auth_tokens',
  'telegram_link_tokens',
]);

export async function exportAccount(db: Queryable, user: UserRow, now = new Date()): Promise<AccountExport> {
  const id = [user.id];
  const checks = await rowsOf(
    db,
    `SELECT c.* FROM alert_checks c JOIN price_alerts a ON a.id = c.alert_id WHERE a.user_id = $1
     ORDER BY c.checked_at, c.id`,
    id,
  );
  const alerts = (await rowsOf(db, 'SELECT * FROM price_alerts WHERE user_id = $1 ORDER BY created_at, id', id)).map(
    (alert) => ({ ...alert, checks: checks.filter((check) => check.alert_id === alert.id) }),
  );
  const purchases = (
    await rowsOf(
      db,
      `SELECT order_id, event_type, email, plano, data_expiracao, subscription_id, status, received_at, raw
       FROM kiwify_subscriptions WHERE email = $1 ORDER BY received_at, id`,
      [user.email],
    )
  ).map(({ raw, ...event }) => ({ ...event, order: jsonSafe(ownPartOfOrder(raw)) }));
  const [telegram] = await rowsOf(db, 'SELECT chat_id::text, linked_at FROM telegram_links WHERE user_id = $1', id);
  const push = await rowsOf(
    db,
    'SELECT endpoint, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at',
    id,
  );
  const otherTables: Record<string, Row[]> = {};
  for (const table of await tablesWithUserId(db)) {
    if (SECTIONED.has(table)) continue;
    otherTables[table] = await rowsOf(db, `SELECT * FROM ${quoteIdent(table)} WHERE user_id = $1`, id);
  }
  return {
    generated_at: now.toISOString(),
    about:
      `Cópia dos dados guardados pela Bússola das Passagens sobre a conta ${user.email}, conforme a Lei 13.709/2018 ` +
      '(LGPD), art. 18, II e V (acesso aos dados e portabilidade). Datas e horas em UTC (ISO 8601). Senhas, tokens ' +
      'e chaves não são incluídos.',
    account: {
      id: user.id,
      email: user.email,
      full_name: user.full_name,
      role: user.role,
      user_type: user.user_type,
      subscription_plan: user.subscription_plan,
      subscription_expires: user.subscription_expires?.toISOString() ?? null,
      subscription_status: subscriptionStatus(user, now),
      email_confirmed_at: user.email_confirmed_at?.toISOString() ?? null,
      created_at: user.created_at.toISOString(),
    },
    purchases,
    saved_flights: await rowsOf(db, 'SELECT * FROM saved_flights WHERE user_id = $1 ORDER BY saved_at, id', id),
    price_alerts: alerts,
    notifications: await rowsOf(
      db,
      `SELECT n.*, d.push_pending, d.email_pending, d.telegram_pending, d.attempts AS delivery_attempts
       FROM notifications n LEFT JOIN notification_deliveries d ON d.notification_id = n.id
       WHERE n.user_id = $1 ORDER BY n.created_at, n.id`,
      id,
    ),
    wallet: await rowsOf(db, 'SELECT * FROM wallet WHERE user_id = $1 ORDER BY program, id', id),
    bonus_alerts: await rowsOf(db, 'SELECT * FROM bonus_alerts WHERE user_id = $1 ORDER BY created_at, id', id),
    telegram: telegram ?? null,
    push_subscriptions: push.map((row) => ({ service: pushService(row.endpoint), created_at: row.created_at })),
    search_history: await rowsOf(db, 'SELECT * FROM search_logs WHERE user_id = $1 ORDER BY created_at, id', id),
    recent_searches: await rowsOf(
      db,
      'SELECT id, params, created_at FROM searches WHERE user_id = $1 ORDER BY created_at',
      id,
    ),
    sign_in_events: await rowsOf(
      db,
      'SELECT method, user_agent, created_at FROM sign_in_events WHERE user_id = $1 ORDER BY created_at, id',
      id,
    ),
    sessions: await rowsOf(
      db,
      `SELECT created_at, expires_at, rotated_at, revoked_at, user_agent FROM sessions WHERE user_id = $1
       ORDER BY created_at, id`,
      id,
    ),
    emails: await rowsOf(
      db,
      'SELECT kind, subject, created_at, sent_at FROM mail_outbox WHERE to_email = $1 ORDER BY created_at',
      [user.email],
    ),
    email_links: await rowsOf(
      db,
      'SELECT purpose, created_at, expires_at, used_at FROM auth_tokens WHERE user_id = $1 ORDER BY created_at',
      id,
    ),
    telegram_link_requests: await rowsOf(
      db,
      'SELECT expires_at, used_at, used_by_chat FROM telegram_link_tokens WHERE user_id = $1 ORDER BY expires_at',
      id,
    ),
    bonus_campaigns_created: await rowsOf(
      db,
      'SELECT id, from_program, to_program, created_at FROM bonus_campaigns WHERE created_by = $1 ORDER BY created_at',
      id,
    ),
    other_tables: otherTables,
  };
}
