import { randomInt, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { Db } from '../../server/db/client';
import { jsonRequest } from './auth';
import {
  bonusAlertBody,
  householdMemberBody,
  issuanceBody,
  priceAlertBody,
  savedFlightBody,
  walletLotBody,
  walletRowBody,
} from './request-seeds';

// One account with a row in every table a subscriber fills (through the API where a device writes, in SQL where a
// job or a channel does), for the export and the deletion tests.

type App = Pick<Hono, 'request'>;

export interface AccountRows {
  savedFlightId: string;
  alertId: string;
  walletId: string;
  bonusAlertId: string;
  memberId: string;
  issuanceId: string;
  lotId: string;
  notificationId: string;
  searchLogId: string;
  chatId: number;
  pushEndpoint: string;
}

async function put(app: App, bearer: Record<string, string>, path: string, body: unknown): Promise<void> {
  const res = await app.request(path, jsonRequest(path.includes('search-logs') ? 'POST' : 'PUT', body, bearer));
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

/** Fills the account `user` (signed in as `bearer`) and returns the ids to look for. */
export async function fillAccount(
  db: Db,
  app: App,
  user: { id: string; email: string },
  bearer: Record<string, string>,
): Promise<AccountRows> {
  const rows: AccountRows = {
    savedFlightId: randomUUID(),
    alertId: randomUUID(),
    walletId: randomUUID(),
    bonusAlertId: randomUUID(),
    memberId: randomUUID(),
    issuanceId: randomUUID(),
    lotId: randomUUID(),
    notificationId: randomUUID(),
    searchLogId: randomUUID(),
    chatId: randomInt(1, 2 ** 40),
    pushEndpoint: `https://push.exemplo.com.br/${randomUUID()}`,
  };
  await put(app, bearer, `/api/saved-flights/${rows.savedFlightId}`, savedFlightBody(rows.savedFlightId));
  await put(app, bearer, `/api/price-alerts/${rows.alertId}`, priceAlertBody(rows.alertId));
  await put(app, bearer, `/api/wallet/${rows.walletId}`, walletRowBody(rows.walletId));
  await put(app, bearer, `/api/bonus-alerts/${rows.bonusAlertId}`, bonusAlertBody(rows.bonusAlertId));
  // A member of the household with a balance of their own, and a ticket issued from their account for them.
  await put(app, bearer, `/api/household-members/${rows.memberId}`, householdMemberBody(rows.memberId));
  const memberWalletId = randomUUID();
  await put(app, bearer, `/api/wallet/${memberWalletId}`, {
    ...walletRowBody(memberWalletId),
    member_id: rows.memberId,
  });
  await put(app, bearer, `/api/issuances/${rows.issuanceId}`, {
    ...issuanceBody(rows.issuanceId),
    account_member_id: rows.memberId,
    beneficiary: rows.memberId,
  });
  // A lot of the member's points with its expiry date.
  await put(app, bearer, `/api/wallet-lots/${rows.lotId}`, { ...walletLotBody(rows.lotId), member_id: rows.memberId });
  await put(app, bearer, '/api/search-logs', {
    items: [
      {
        id: rows.searchLogId,
        origin: 'GRU',
        destination: 'LIS',
        search_type: 'award',
        created_at: new Date().toISOString(),
      },
    ],
  });
  // What the alert job, the delivery worker, the bot and the browser's push service leave.
  await db.query(`INSERT INTO alert_checks (alert_id, best, fired) VALUES ($1, '{"price": 3100}', true)`, [
    rows.alertId,
  ]);
  await db.query(
    `INSERT INTO notifications (id, user_id, alert_id, title, body, url, origin, destination, date, price, unit, source)
     VALUES ($1, $2, $3, 'GRU → LIS', 'R$ 3.100', '/', 'GRU', 'LIS', current_date + 30, 3100, 'reais', 'google_flights')`,
    [rows.notificationId, user.id, rows.alertId],
  );
  await db.query(
    'INSERT INTO notification_deliveries (notification_id, push_pending, email_pending) VALUES ($1, true, true)',
    [rows.notificationId],
  );
  await db.query('INSERT INTO alert_manual_checks (user_id, checked_at) VALUES ($1, now())', [user.id]);
  await db.query('INSERT INTO award_rechecks (user_id, day, count) VALUES ($1, current_date, 3)', [user.id]);
  await db.query('INSERT INTO telegram_links (user_id, chat_id) VALUES ($1, $2)', [user.id, rows.chatId]);
  await db.query(
    `INSERT INTO telegram_link_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '10 minutes')`,
    [`hash-${randomUUID()}`, user.id],
  );
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, 'chave-p256dh', 'segredo-auth')`,
    [user.id, rows.pushEndpoint],
  );
  await db.query(`INSERT INTO searches (user_id, params) VALUES ($1, '{"origin": "GRU", "destination": "LIS"}')`, [
    user.id,
  ]);
  // A purchase: Kiwify's body also names the producer's commission, which is not the buyer's to receive.
  await db.query(
    `INSERT INTO kiwify_subscriptions (order_id, event_type, email, plano, status, raw)
     VALUES ($1, 'order_approved', $2, 'mensal', 'paid', $3)`,
    [
      `pedido-${randomUUID()}`,
      user.email,
      JSON.stringify({
        order_status: 'paid',
        Customer: { email: user.email, full_name: 'Maria Viajante' },
        Commissions: { commissioned_stores: [{ email: 'produtor@exemplo.com.br', value: 1000 }] },
      }),
    ],
  );
  await db.query(`INSERT INTO mail_outbox (to_email, subject, text_body, kind) VALUES ($1, 'Olá', '', 'magic_link')`, [
    user.email,
  ]);
  return rows;
}
