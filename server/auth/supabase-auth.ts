// Supabase Auth as an optional identity provider. A token passes only when its signature,
// issuer, audience and expiry hold (supabase-token.ts) AND Supabase says, at GET /auth/v1/user, that its user's
// e-mail is confirmed: the access token carries no confirmation claim. That answer is kept per token until the
// token expires, so a search's several calls ask Supabase once.
import { createHash } from 'node:crypto';
import { z } from '@core/schemas/zod-locale';
import type { SupabaseConfig } from '../config';
import { AppError } from '../http/errors';
import { createSupabaseTokenVerifier, type SupabaseClaims, type VerifierOptions } from './supabase-token';

export const SUPABASE_INVALID = 'Sessão do Supabase inválida ou expirada. Entre novamente.';
export const SUPABASE_UNCONFIRMED = 'Confirme seu e-mail antes de entrar: abra o link que o Supabase enviou.';
export const SUPABASE_UNAVAILABLE = 'Não foi possível verificar a sessão no Supabase. Tente novamente em instantes.';

/** GET /auth/v1/user (Supabase's User object): only what we use, the rest ignored. */
const supabaseUserSchema = z.object({
  id: z.string().min(1),
  email: z.string().max(254).optional().nullable(),
  email_confirmed_at: z.string().optional().nullable(),
  is_anonymous: z.boolean().optional(),
  user_metadata: z.record(z.string(), z.unknown()).optional().nullable(),
});

export interface SupabaseIdentity {
  claims: SupabaseClaims;
  /** The confirmed e-mail, lower-case. */
  email: string;
  /** A name from the provider (Google's full_name or name), if any; checked again before use. */
  name: string | null;
}

export interface SupabaseAuth {
  readonly config: SupabaseConfig;
  readonly issuer: string;
  readonly jwksUrl: string;
  /** True when the (unverified) token names this project as its issuer. */
  claimsIssuer(token: string): boolean;
  /** Verified and confirmed identity; AppError 401 (invalid), 403 (unconfirmed) or 503 (Supabase unreachable). */
  identify(token: string): Promise<SupabaseIdentity>;
  loadedKeyIds(): string[];
}

const CACHE_SIZE = 10_000;

export function createSupabaseAuth(config: SupabaseConfig, options: VerifierOptions = {}): SupabaseAuth {
  const verifier = createSupabaseTokenVerifier(config, options);
  const confirmed = new Map<string, SupabaseIdentity>();

  async function askUser(token: string, claims: SupabaseClaims): Promise<SupabaseIdentity> {
    let res: Response;
    try {
      res = await fetch(`${verifier.issuer}/user`, {
        headers: { apikey: config.anonKey, authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
    } catch {
      throw new AppError(503, SUPABASE_UNAVAILABLE, undefined, 'supabase_unavailable');
    }
    // Supabase refuses a token it no longer honours (signed out, user deleted) with 401 or 403.
    if (res.status === 401 || res.status === 403 || res.status === 404)
      throw new AppError(401, SUPABASE_INVALID, undefined, 'invalid_supabase_token');
    if (!res.ok) throw new AppError(503, SUPABASE_UNAVAILABLE, undefined, 'supabase_unavailable');
    const parsed = supabaseUserSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success || parsed.data.id !== claims.sub)
      throw new AppError(503, SUPABASE_UNAVAILABLE, undefined, 'supabase_unavailable');
    const user = parsed.data;
    const email = z.email().safeParse(user.email?.trim().toLowerCase());
    if (!email.success || !user.email_confirmed_at || user.is_anonymous)
      throw new AppError(403, SUPABASE_UNCONFIRMED, undefined, 'email_not_confirmed');
    const meta = user.user_metadata ?? {};
    const name = [meta.full_name, meta.name].find((v): v is string => typeof v === 'string') ?? null;
    return { claims, email: email.data, name };
  }

  return {
    config,
    issuer: verifier.issuer,
    jwksUrl: verifier.jwksUrl,
    claimsIssuer: (token) => verifier.claimsIssuer(token),
    loadedKeyIds: () => verifier.loadedKeyIds(),
    async identify(token) {
      const key = createHash('sha256').update(token).digest('base64url');
      const hit = confirmed.get(key);
      if (hit) {
        if (hit.claims.exp * 1000 > Date.now()) return hit;
        confirmed.delete(key);
      }
      const claims = await verifier.verify(token);
      if (!claims) throw new AppError(401, SUPABASE_INVALID, undefined, 'invalid_supabase_token');
      const identity = await askUser(token, claims);
      if (confirmed.size >= CACHE_SIZE) confirmed.delete(confirmed.keys().next().value as string);
      confirmed.set(key, identity);
      return identity;
    },
  };
}
