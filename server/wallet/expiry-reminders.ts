// Expiry reminders: on every round of the alert job, each live lot with points left whose last day is 60, 30 or 7
// days away (or nearer) owes one notification for the narrowest window it is in, once per (lot, window, expiry date).
// A lot first seen 5 days out gets the 7-day reminder only; a lot zeroed or deleted is skipped, and one moved to
// another date is reminded for the new date. "Once" is the database's (a unique index and ON CONFLICT DO NOTHING),
// so rounds on two instances at once remind once. Push, e-mail and Telegram wait out the night (22h–7h Brasília):
// a reminder days ahead loses nothing by arriving at 7h, and one at 3h would wake the traveller for it.
// When the lot's plan (core/miles/expiry-plan.ts) has something better than letting it expire, its best option
// leads the body ('Melhor opção: Transferir para Smiles (mantém R$ 240,00)'), from what the server holds.
import { quietSecondsLeft } from '@core/alerts/quiet-hours';
import { WALLET_PATH } from '@core/links/paths';
import { expiryReminderText, REMINDER_WINDOWS, reminderWindow } from '@core/miles/expiry-reminders';
import { daysUntil } from '@core/miles/wallet-lots';
import { WALLET_PROGRAMS } from '@core/miles/wallet-programs';
import { addDaysIso } from '@core/schemas/search';
import { expiryToday } from '@core/schemas/wallet-lots';
import { z } from '@core/schemas/zod-locale';
import type { AppDeps } from '../app-env';
import { notify } from '../notifications/in-app';
import { activeCampaigns } from './campaign-store';
import { bestOptionLine } from './expiry-plan-line';

const candidateRows = z.array(
  z.object({
    id: z.string(),
    user_id: z.string(),
    member_id: z.string().nullable(),
    program: z.enum(WALLET_PROGRAMS),
    amount: z.number().int(),
    expires_on: z.string(),
    member_name: z.string().nullable(),
  }),
);

const WIDEST = Math.max(...REMINDER_WINDOWS);
/** reminderWindow in SQL for lot l on day $1 (the days left: l.expires_on - $1): the narrowest window first. */
const LOT_WINDOW_SQL = `CASE ${[...REMINDER_WINDOWS]
  .sort((a, b) => a - b)
  .map((w) => `WHEN l.expires_on - $1::date <= ${w} THEN ${w}`)
  .join(' ')} END`;

/** One pass over the lots about to expire; how many reminders it owed. */
export async function remindExpiringLots(
  deps: Pick<AppDeps, 'db' | 'kickDelivery'>,
  options: { now?: Date } = {},
): Promise<number> {
  const { db } = deps;
  const now = options.now ?? new Date();
  const today = expiryToday(now);
  // Only the lots owed a reminder now: live, points left, and not yet reminded in the window they are in for their
  // current date (the same narrowest-window rule as reminderWindow, so a round reads what it sends, not every lot).
  const candidates = candidateRows.parse(
    await db.query(
      `SELECT l.id, l.user_id, l.member_id, l.program, l.amount, l.expires_on::text AS expires_on, m.name AS member_name
       FROM wallet_lots l
       JOIN users u ON u.id = l.user_id
       LEFT JOIN household_members m ON m.id = l.member_id
       WHERE l.deleted_at IS NULL AND l.amount > 0 AND l.expires_on BETWEEN $1::date AND $2::date
         AND (u.subscription_expires IS NULL OR u.subscription_expires > now())
         AND NOT EXISTS (SELECT 1 FROM notifications n
           WHERE n.wallet_lot_id = l.id AND n.lot_expires_on = l.expires_on
             AND n.reminder_days = ${LOT_WINDOW_SQL})
       ORDER BY l.expires_on, l.id`,
      [today, addDaysIso(today, WIDEST)],
    ),
  );
  const holdSeconds = quietSecondsLeft(now);
  const campaigns = candidates.length > 0 ? await activeCampaigns(db, today) : [];
  let owed = 0;
  for (const lot of candidates) {
    const daysLeft = daysUntil(today, lot.expires_on);
    const window = reminderWindow(daysLeft);
    if (window === null) continue;
    const text = expiryReminderText({
      program: lot.program,
      amount: lot.amount,
      expiresOn: lot.expires_on,
      daysLeft,
      memberName: lot.member_name,
    });
    const best = await bestOptionLine(db, lot, today, campaigns).catch(() => null);
    // The plan's best option leads the body when it beats letting the lot expire; the reminder goes either way.
    const body = best ? `${best}. ${text.body}`.slice(0, 500) : text.body;
    const id = await db.transaction((tx) =>
      notify(tx, {
        userId: lot.user_id,
        title: text.title,
        body,
        url: WALLET_PATH,
        at: now,
        holdSeconds,
        announces: { kind: 'expiry_reminder', lotId: lot.id, reminderDays: window, expiresOn: lot.expires_on },
      }),
    );
    if (id !== null) owed++;
  }
  if (owed > 0) deps.kickDelivery?.();
  return owed;
}
