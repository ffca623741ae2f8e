import type { HostResolver } from '../../server/notifications/push/push-address';
import { createApp } from '../../server/app';
import type { SupabaseAuth } from '../../server/auth/supabase-auth';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { createLogger } from '../../server/logger';
import { createMailer, type Mailer } from '../../server/mail/mailer';

export const TEST_JWT_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';
/** Cheap scrypt for tests; production uses OWASP's cost. */
export const TEST_PASSWORD_COST = { logN: 10, r: 8, p: 1 };

/** No name resolves: tests never send a DNS query (IP literals need none). */
const noDns: HostResolver = async (hostname) => {
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

/** The real app on a test database, driven through app.request() (no socket needed). */
export function createTestApp(
  db: Db,
  options: {
    clientDir?: string | null;
    env?: Record<string, string>;
    mailer?: Mailer;
    /** Push endpoints' names (default: none resolves, so no test looks a name up in DNS). */
    resolveHost?: HostResolver;
    /** The delivery worker's wake-up (default: none; tests run deliverOwed themselves). */
    kickDelivery?: () => void;
    /** Supabase Auth built by the test (e.g. with no JWKS cooldown); default: from env, as production. */
    supabase?: (config: ReturnType<typeof loadConfig>) => SupabaseAuth | null;
  } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost',
    DEV_MAILBOX: 'true',
    // Never the real Banco Central: a loopback port nobody listens on (no rate: US$ taxes stay out of the value);
    // tests that need a rate point this at tests/helpers/fake-bcb.ts.
    EXCHANGE_RATES_BASE_URL: 'http://127.0.0.1:9/olinda/servico/PTAX/versao/v1/odata',
    ...options.env,
  });
  const log = createLogger('silent');
  const deps = {
    config,
    db,
    log,
    clientDir: options.clientDir ?? null,
    jwtSecret: TEST_JWT_SECRET,
    mailer: options.mailer ?? createMailer(config, db, log),
    passwordCost: TEST_PASSWORD_COST,
    resolveHost: options.resolveHost ?? noDns,
    ...(options.kickDelivery ? { kickDelivery: options.kickDelivery } : {}),
    ...(options.supabase ? { supabase: options.supabase(config) } : {}),
  };
  // deps: what the app was built from, for tests that run its jobs (the price-alert job) on the same footing.
  return { ...createApp(deps), deps };
}
