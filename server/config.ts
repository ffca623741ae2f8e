import path from 'node:path';
import { SEARCH_HISTORY_DEFAULT_DAYS } from '@core/data/personal-data';
import { z } from '@core/schemas/zod-locale';
import { type TelegramSettings, telegramSettings } from './telegram/settings';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  // Behind a transaction pooler (Supabase's Supavisor on 6543, PgBouncer pool_mode=transaction) each
  // transaction may get another server connection: no prepared statements there. Unset: 'transaction' when
  // DATABASE_URL's port is 6543, else 'session'.
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).optional(),
  // A direct (or session-pooler) URL for the migrations at start-up; unset, they run over DATABASE_URL.
  DATABASE_DIRECT_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'precisa de pelo menos 32 caracteres').optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'precisa de pelo menos 8 caracteres').optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  KIWIFY_WEBHOOK_TOKEN: optionalText.pipe(z.string().min(8, 'precisa de pelo menos 8 caracteres').optional()),
  // The development mailbox (GET /api/dev/mailbox) exists only when switched on: it shows every e-mail's links.
  DEV_MAILBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SERPAPI_API_KEY: optionalText,
  SERPAPI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).default('https://serpapi.com')),
  // The Banco Central do Brasil's PTAX OData service (open, no key) that puts award taxes in dollars… in reais.
  EXCHANGE_RATES_BASE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/ }).default('https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata'),
  ),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // Airline upstreams (README "Airline upstreams"): a base URL each; unset means not configured.
  LATAM_UPSTREAM_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMILES_UPSTREAM_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AZUL_UPSTREAM_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  VOEGOL_UPSTREAM_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  UPSTREAM_API_KEY: optionalText,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  // Seats.aero Partner API (award availability); without a key the provider says it is not configured.
  SEATS_AERO_API_KEY: optionalText,
  SEATS_AERO_BASE_URL: optionalText
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .transform((v) => (v ?? 'https://seats.aero/partnerapi').replace(/\/+$/, '')),
  SEATS_AERO_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  // Google Flights and the airline upstreams: how long a reply answers the same query again (0 = never).
  SEARCH_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  SEATS_AERO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  // Seats.aero's routes list per source (each route's NumDaysOut, its booking window): how long one reply answers
  // again (a day by default: windows move by a day a day; at most one call per source per instance in that time).
  SEATS_AERO_ROUTES_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(86_400),
  // The price calendar: paid cash requests (SerpApi takes one date per call) per calendar, and each account's
  // calendars and single-day cash requests per hour (Seats.aero allows about 1,000 calls a day on a Pro key).
  CALENDAR_MAX_CASH_DATES: z.coerce.number().int().min(0).max(62).default(8),
  CALENDAR_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  CALENDAR_DAY_CASH_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  // "Ainda está lá?": award re-checks per account per Brasília day, each one fresh Seats.aero /search past the cache.
  AWARD_RECHECKS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(20),
  // The round-trip planner: paid cash days per direction (a window has at most 7; plans count as calendars per hour).
  TRIP_PLAN_MAX_CASH_DATES: z.coerce.number().int().min(0).max(62).default(8),
  // "Para onde dá pra ir" (GET /api/explore): how long an explore's provider replies answer again (SerpApi's
  // google_travel_explore and Seats.aero's /destinations; a day by default, prices there move slowly), the
  // destinations whose awards are searched each way on Seats.aero per explore (explores count as calendars per hour).
  EXPLORE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(86_400),
  EXPLORE_MAX_AWARD_PAIRS: z.coerce.number().int().min(0).max(20).default(5),
  // Price alerts: how often each alert is checked, and what one run of the job may spend.
  ALERT_CHECK_INTERVAL_MINUTES: z.coerce.number().int().min(5).max(10_080).default(360),
  ALERT_MAX_CASH_DATES: z.coerce.number().int().min(1).max(30).default(3),
  ALERT_MAX_PROVIDER_CALLS_PER_RUN: z.coerce.number().int().min(1).max(10_000).default(50),
  ALERT_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // What the alerts may spend of each provider's quota in a UTC day (job and 'Verificar agora' together): half of a
  // Seats.aero Pro key's ~1,000 calls, and ~100 of a SerpApi plan's searches; travellers' searches use the rest.
  ALERT_SEATS_AERO_CALLS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  ALERT_SERPAPI_CALLS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  // Fired alerts' delivery: one deadline for all of a notification's pushes; how often owed deliveries are looked
  // for (besides right after a fire); how long a crashed instance's claim on a delivery keeps others away (a
  // live one renews it every third of that while sending).
  PUSH_DEADLINE_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  ALERT_DELIVERY_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  ALERT_DELIVERY_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Per-account bounds: live alerts an account may have, and its 'Verificar agora' per hour (on top of the
  // 5 minutes per alert). ALERT_MAX_PROVIDER_CALLS_PER_RUN is per provider per ALERT_JOB_INTERVAL_SECONDS window,
  // counted in the database: every instance's job and every manual check draw from it.
  ALERT_MAX_ACTIVE_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(50),
  ALERT_MANUAL_CHECKS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  // How long a job's claim on an alert lasts without the run's heartbeat (renewed every third of it).
  ALERT_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(60),
  // Web Push (VAPID): all three, or none (then a key pair is generated once and kept in the database).
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(z.url({ protocol: /^(https|mailto)$/ }).optional()),
  // Only for tests on loopback: push endpoints over plain http (browsers' push services are all https).
  PUSH_ALLOW_HTTP_ENDPOINTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Supabase Auth as an optional identity provider: URL and anon key together, or neither.
  SUPABASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SUPABASE_ANON_KEY: optionalText.pipe(z.string().min(20, 'precisa de pelo menos 20 caracteres').optional()),
  // Only for projects that still sign with the legacy HS256 secret; otherwise the project's JWKS is used.
  SUPABASE_JWT_SECRET: optionalText.pipe(z.string().min(32, 'precisa de pelo menos 32 caracteres').optional()),
  SUPABASE_JWKS_CACHE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  // Telegram as an alert channel (server/telegram/settings.ts): token and username together, or neither.
  TELEGRAM_BOT_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,20}:[\w-]{20,100}$/, 'não parece um token do BotFather')
      .optional(),
  ),
  TELEGRAM_BOT_USERNAME: optionalText.pipe(
    z
      .string()
      .regex(/^@?[A-Za-z]\w{1,29}bot$/i, 'o nome do bot termina em "bot"')
      .optional(),
  ),
  TELEGRAM_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]{16,256}$/, 'de 16 a 256 caracteres A-Z, a-z, 0-9, _ ou -')
      .optional(),
  ),
  TELEGRAM_API_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).default('https://api.telegram.org')),
  TELEGRAM_POLL_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(50).default(25),
  // Personal data (/privacidade states both): how long the search history is kept, and whom holders write to.
  SEARCH_HISTORY_DAYS: z.coerce.number().int().min(1).max(3650).default(SEARCH_HISTORY_DEFAULT_DAYS),
  PRIVACY_CONTACT_EMAIL: optionalText.pipe(z.email().optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** Where links in e-mails point to. */
  publicUrl: string;
  /** How DATABASE_URL pools connections (DATABASE_POOL_MODE, else guessed from the port). */
  databasePoolMode: 'session' | 'transaction';
  /** Supabase Auth (SUPABASE_URL + SUPABASE_ANON_KEY), or null when not configured. */
  supabase: SupabaseConfig | null;
  /** The Telegram bot (TELEGRAM_BOT_TOKEN + TELEGRAM_BOT_USERNAME), or null: the channel is "não configurado". */
  telegram: TelegramSettings | null;
}

export interface SupabaseConfig {
  /** The project's address, without a trailing slash (https://<ref>.supabase.co). */
  url: string;
  anonKey: string;
  /** HS256 projects only. */
  jwtSecret: string | null;
  jwksCacheSeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.join('\n')}`);
  }
}

/** Parses the environment once; names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(ambiente)';
      return `${name}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: defina as duas chaves, ou nenhuma']);
  if (Boolean(e.SUPABASE_URL) !== Boolean(e.SUPABASE_ANON_KEY))
    throw new ConfigError(['SUPABASE_URL, SUPABASE_ANON_KEY: defina as duas, ou nenhuma']);
  if (e.SUPABASE_JWT_SECRET && !e.SUPABASE_URL)
    throw new ConfigError(['SUPABASE_JWT_SECRET: só vale com SUPABASE_URL e SUPABASE_ANON_KEY definidas']);
  if (Boolean(e.TELEGRAM_BOT_TOKEN) !== Boolean(e.TELEGRAM_BOT_USERNAME))
    throw new ConfigError(['TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME: defina os dois, ou nenhum']);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    databasePoolMode:
      e.DATABASE_POOL_MODE ?? (e.DATABASE_URL && new URL(e.DATABASE_URL).port === '6543' ? 'transaction' : 'session'),
    supabase:
      e.SUPABASE_URL && e.SUPABASE_ANON_KEY
        ? {
            url: e.SUPABASE_URL.replace(/\/+$/, ''),
            anonKey: e.SUPABASE_ANON_KEY,
            jwtSecret: e.SUPABASE_JWT_SECRET ?? null,
            jwksCacheSeconds: e.SUPABASE_JWKS_CACHE_SECONDS,
          }
        : null,
    telegram: telegramSettings(e, publicUrl),
  };
}
