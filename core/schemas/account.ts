// The holder's own data (Lei 13.709/2018, art. 18): the copy of everything kept about them, the deletion of their
// account and the facts /privacidade states. zod/mini: the public privacy page parses its facts on a first visit.
import * as z from 'zod/mini';

const rows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /api/me/export: every row kept about the caller, table by table, as stored (dates in ISO 8601), with no
 * password, hash, token or secret and nothing of another account. `other_tables` carries any table with a user_id
 * the sections above do not name, so a table added later is in the copy before it has a section of its own.
 */
export const accountExportSchema = z.object({
  generated_at: z.string(),
  about: z.string(),
  account: z.record(z.string(), z.unknown()),
  purchases: rows,
  saved_flights: rows,
  price_alerts: rows,
  notifications: rows,
  wallet: rows,
  bonus_alerts: rows,
  telegram: z.nullable(z.record(z.string(), z.unknown())),
  push_subscriptions: rows,
  search_history: rows,
  recent_searches: rows,
  sign_in_events: rows,
  sessions: rows,
  emails: rows,
  /** Sign-in, reset, confirmation and deletion links e-mailed to the holder: when, what for, whether used. */
  email_links: rows,
  /** 'Receber no Telegram' links the holder asked for. */
  telegram_link_requests: rows,
  bonus_campaigns_created: rows,
  other_tables: z.record(z.string(), rows),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

const secret = (missing: string) =>
  z.optional(z.string().check(z.minLength(1, missing), z.maxLength(200, 'Texto longo demais.')));

/**
 * DELETE /api/me: the password typed again, or the token of the e-mailed deletion link (an account that signs in
 * without a password: e-mailed links, Supabase).
 */
export const deleteAccountSchema = z
  .object({
    password: secret('Digite sua senha para confirmar.'),
    token: secret('Link de exclusão inválido.'),
  })
  .check(
    z.refine((v) => v.password !== undefined || v.token !== undefined, {
      message: 'Digite sua senha para confirmar.',
      path: ['password'],
    }),
    // The refine above, as the OpenAPI document can say it.
    z.meta({ anyOf: [{ required: ['password'] }, { required: ['token'] }] }),
  );
export type DeleteAccountBody = z.infer<typeof deleteAccountSchema>;

export const accountMessageReply = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/privacy: what /privacidade states that depends on this server's configuration. */
export const privacyFactsSchema = z.object({
  contactEmail: z.string(),
  retention: z.object({
    searchHistoryDays: z.number(),
    notificationDays: z.number(),
    alertCheckDays: z.number(),
    signInEventDays: z.number(),
    sessionDays: z.number(),
    mailOutboxDays: z.number(),
  }),
  exportsPerHour: z.number(),
  deletionLinkMinutes: z.number(),
  /** The recipients this server is set up to reach (a search's providers, the channels, the sign-in provider). */
  configured: z.object({
    serpapi: z.boolean(),
    seatsAero: z.boolean(),
    airlineUpstreams: z.boolean(),
    telegram: z.boolean(),
    smtp: z.boolean(),
    supabase: z.boolean(),
  }),
});
export type PrivacyFacts = z.infer<typeof privacyFactsSchema>;
