import type { HostResolver } from './notifications/push/push-address';
import type { HashCost } from './auth/password';
import type { SupabaseAuth } from './auth/supabase-auth';
import type { AccessClaims } from './auth/tokens';
import type { UserRow } from './auth/users';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

/** What the app is built from (server/index.ts in production, tests/helpers/test-app.ts in tests). */
export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
  /** The built PWA (dist/client); null serves the API alone (tests, `npm run dev`). */
  clientDir: string | null;
  jwtSecret: string;
  mailer: Mailer;
  /** scrypt cost for new password hashes; OWASP's by default, cheaper in tests. */
  passwordCost?: HashCost;
  /** Supabase Auth when configured (createApp builds it from config.supabase unless given); null otherwise. */
  supabase?: SupabaseAuth | null;
  /** How push endpoints' names are resolved (node:dns unless given: tests resolve names without DNS). */
  resolveHost?: HostResolver;
  /** Wakes the delivery worker after an alert fired (server/index.ts starts it; absent, deliveries wait for it). */
  kickDelivery?: () => void;
}

/** The verified caller of a request (server/auth/guards.ts sets it). */
export interface AuthContext {
  user: UserRow;
  claims: AccessClaims;
  via: 'bearer' | 'cookie';
  /** Set when the Bearer was a Supabase access token (its issuer), not one of ours. */
  supabaseIssuer?: string;
}

/**
 * A caller whose token is verified, before (or without) reading their row; a Supabase caller's row was read to map
 * the identity to our user, and comes along so that authenticate does not read it again.
 */
export type VerifiedCaller = Omit<AuthContext, 'user'> & { user?: UserRow };

/**
 * Hono's environment for every router: the dependencies, and the caller once a guard has checked it (`caller`:
 * the /ws upgrade gate's verified token, handed to the socket).
 */
export type AppEnv = { Variables: { deps: AppDeps; auth?: AuthContext; caller?: VerifiedCaller } };
