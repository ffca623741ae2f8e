// What /test-supabase shows about Supabase Auth: configured or not, the project reachable,
// its /auth/v1/settings, the keys its JWKS publishes and those the verifier holds, and the caller's session kind.
// Never a secret: the anon key is public, SUPABASE_JWT_SECRET only shows as 'jwks+hs256'.
import type { SupabaseStatus } from '@core/schemas/supabase';
import { z } from '@core/schemas/zod-locale';
import type { AppDeps, AuthContext } from '../app-env';

const settingsSchema = z.object({
  external: z.record(z.string(), z.unknown()).optional(),
  disable_signup: z.boolean().optional(),
  mailer_autoconfirm: z.boolean().optional(),
});
const jwksSchema = z.object({ keys: z.array(z.object({ kid: z.string().optional() })) });

async function getJson(url: string, anonKey: string): Promise<unknown> {
  const res = await fetch(url, { headers: { apikey: anonKey }, signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

export async function supabaseStatus(deps: AppDeps, auth: AuthContext): Promise<SupabaseStatus> {
  const session = auth.supabaseIssuer
    ? { kind: 'supabase' as const, issuer: auth.supabaseIssuer }
    : { kind: 'bussola' as const, issuer: deps.config.publicUrl };
  const supabase = deps.supabase;
  if (!supabase) {
    return {
      success: true,
      configured: false,
      url: null,
      issuer: null,
      verification: null,
      reachable: false,
      settings: null,
      jwks: null,
      session,
      error: null,
    };
  }
  const { url, anonKey, jwtSecret } = supabase.config;
  const base = {
    success: true,
    configured: true,
    url,
    issuer: supabase.issuer,
    verification: jwtSecret ? ('jwks+hs256' as const) : ('jwks' as const),
    session,
  };
  let settings: SupabaseStatus['settings'] = null;
  try {
    const raw = settingsSchema.parse(await getJson(`${supabase.issuer}/settings`, anonKey));
    const external = Object.fromEntries(
      Object.entries(raw.external ?? {}).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
    );
    settings = {
      external,
      disableSignup: raw.disable_signup ?? null,
      mailerAutoconfirm: raw.mailer_autoconfirm ?? null,
    };
  } catch (err) {
    const reason = err instanceof z.ZodError ? 'resposta inesperada' : err instanceof Error ? err.message : 'erro';
    return {
      ...base,
      reachable: false,
      settings: null,
      jwks: { loaded: supabase.loadedKeyIds().length > 0, keyIds: supabase.loadedKeyIds() },
      error: `Supabase Auth não respondeu em ${supabase.issuer}/settings (${reason}).`,
    };
  }
  let keyIds = supabase.loadedKeyIds();
  let error: string | null = null;
  try {
    const published = jwksSchema.parse(await getJson(supabase.jwksUrl, anonKey));
    keyIds = published.keys.map((k) => k.kid ?? '(sem kid)');
  } catch {
    error = `Não foi possível ler as chaves em ${supabase.jwksUrl}.`;
  }
  return {
    ...base,
    reachable: true,
    settings,
    jwks: { loaded: supabase.loadedKeyIds().length > 0, keyIds },
    error,
  };
}
