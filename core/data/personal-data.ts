/**
 * The numbers the holder of an account is told about their data (/privacidade, the export, SECURITY.md and the
 * README repeat them) and the server keeps to: how long each kind of row lives, and how often the holder may ask
 * for a copy. The search history's days are the operator's (SEARCH_HISTORY_DAYS); this is its default.
 */

/** Search history (search_logs) is deleted this many days after the search, unless SEARCH_HISTORY_DAYS says otherwise. */
export const SEARCH_HISTORY_DEFAULT_DAYS = 365;
/** In-app notifications (alerts that fired, bonus campaigns) are deleted this many days after they were written. */
export const NOTIFICATION_RETENTION_DAYS = 180;
/** Each price alert's checks (its price chart) are deleted this many days after the check. */
export const ALERT_CHECK_RETENTION_DAYS = 180;
/** Sign-in events are deleted this many days after the sign-in. */
export const SIGN_IN_EVENT_RETENTION_DAYS = 90;
/** E-mails kept in the outbox (only when no SMTP server is configured) are deleted after this many days. */
export const MAIL_OUTBOX_RETENTION_DAYS = 30;
/** A session (one device's sign-in) ends this many days after its last renewal; its row goes 30 days after that. */
export const SESSION_DAYS = 30;

/** Copies of one's data (GET /api/me/export) per account per hour. */
export const EXPORTS_PER_HOUR = 5;
/** Wrong passwords when confirming a deletion, per account, per DELETION_ATTEMPT_WINDOW_MINUTES. */
export const DELETION_ATTEMPTS = 5;
export const DELETION_ATTEMPT_WINDOW_MINUTES = 15;
/** Deletion links e-mailed per account per hour, and how long one is good for (single use). */
export const DELETION_LINKS_PER_HOUR = 3;
export const DELETION_LINK_MINUTES = 30;

/** The law the holder's rights come from, as the screens cite it. */
export const LGPD_CITATION = 'Lei 13.709/2018 (LGPD), art. 18';

/** The `code` of the 401 a deleted account's device gets at its next request: it signs out and clears its data. */
export const ACCOUNT_DELETED_CODE = 'account_deleted';
export const ACCOUNT_DELETED_MESSAGE = 'Esta conta foi excluída.';
