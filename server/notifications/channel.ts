// What a notification is sent on besides the app's own list (in-app.ts): push, e-mail and Telegram, each a Channel
// the delivery worker (delivery-worker.ts) sends what is owed on. Whoever announces something (a price alert, a
// bonus alert) only writes the notification and owes it (in-app.ts); it never knows the channels.
import type { AppDeps } from '../app-env';

export type DeliveryDeps = Pick<AppDeps, 'db' | 'config' | 'log' | 'mailer' | 'jwtSecret' | 'resolveHost'>;

/** What a delivery needs of the notification. */
export interface OwedNotification {
  id: string;
  user_id: string;
  /**
   * A price alert's unless said; a programme's opening ('booking_opened') is its price alert's too (same stop link). A bonus alert's and an expiry reminder's have no stop link: both are changed in
   * Minhas milhas (the alert deleted, the lot updated or zeroed).
   */
  kind?: 'price_alert' | 'bonus_alert' | 'expiry_reminder' | 'booking_opened';
  /** What fired: a price alert, a bonus alert for 'bonus_alert', the wallet lot for 'expiry_reminder'. */
  alert_id: string;
  title: string;
  body: string;
  url: string;
}

/** A channel's column in notification_deliveries (`<name>_pending`). */
export type ChannelName = 'push' | 'email' | 'telegram';

export type SendOutcome =
  /** Sent, or nothing left to send on this channel: no longer owed. */
  | { done: true }
  /** The channel asked to wait: still owed, not to be tried before `retryAfterSeconds`. */
  | { done: false; retryAfterSeconds: number };

export interface Channel {
  name: ChannelName;
  /** How a failure names it for the admin. */
  label: string;
  /**
   * Best effort: sent at once, never queued behind another send, and marked done as its send starts (a crash never
   * repeats it; a failure is not retried). Otherwise one message at a time per instance, marked sent once
   * acknowledged (a crash resends at most one), and a throw leaves it owed for the next claim.
   */
  bestEffort: boolean;
  send(deps: DeliveryDeps, n: OwedNotification): Promise<SendOutcome>;
}

export const SENT: SendOutcome = { done: true };
