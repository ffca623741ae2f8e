// Supabase Auth as an optional identity provider: the exchange body, the public providers reply and
// the diagnostics reply of /test-supabase. One source of truth for the server's validator and the PWA's parser.
import { z } from './zod-locale';

/** POST /api/auth/supabase/session: the Supabase access token to turn into our session. */
export const supabaseExchangeSchema = z.object({
  access_token: z.string().min(10, 'Token inválido').max(8000, 'Token inválido'),
});

/** GET /api/auth/supabase/status: the configuration as the server sees it (SPEC 'Diagnóstico da integração'). */
export const supabaseStatusReply = z.object({
  success: z.boolean(),
  configured: z.boolean(),
  url: z.string().nullable(),
  issuer: z.string().nullable(),
  /** How the server verifies tokens: the project's JWKS, plus the HS256 secret when one is set. */
  verification: z.enum(['jwks', 'jwks+hs256']).nullable(),
  reachable: z.boolean(),
  /** The project's /auth/v1/settings answer (sign-in methods on), when it answered. */
  settings: z
    .object({
      external: z.record(z.string(), z.boolean()),
      disableSignup: z.boolean().nullable(),
      mailerAutoconfirm: z.boolean().nullable(),
    })
    .nullable(),
  jwks: z.object({ loaded: z.boolean(), keyIds: z.array(z.string()) }).nullable(),
  /** The caller's session: ours, or a Supabase one (then its issuer). */
  session: z.object({ kind: z.enum(['bussola', 'supabase']), issuer: z.string() }),
  error: z.string().nullable(),
});
export type SupabaseStatus = z.infer<typeof supabaseStatusReply>;
