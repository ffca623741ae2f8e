// Sign-in through Supabase Auth, loaded only when the server names a Supabase project: supabase-js is
// imported here, dynamically, and never reaches the first visit's bundle. Every way in (e-mail + password, magic
// link, 'Entrar com Google') ends with the Supabase access token exchanged for OUR session at
// POST /api/auth/supabase/session, so the /ws socket, background sync and every guard work as with /api/login.
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseSession } from '@core/contract/auth';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/call';
import type { SupabaseProvider } from './auth-providers';

let client: Promise<SupabaseClient> | null = null;

function supabase(provider: SupabaseProvider): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(provider.url, provider.anonKey, {
      // PKCE: links and the Google redirect come back with ?code=, exchanged below (not tokens in the address).
      // The session is kept in localStorage only so the PKCE verifier survives the redirect; ours does the rest.
      auth: { flowType: 'pkce', detectSessionInUrl: false, autoRefreshToken: false, persistSession: true },
    }),
  );
  return client;
}

/** Where links and the OAuth provider send the browser back: the login screen, which finishes the sign-in. */
export function callbackUrl(): string {
  return `${window.location.origin}/login`;
}

/** Supabase's English errors in the words of SPEC §8. */
function toApiError(error: { message: string; status?: number; code?: string }): ApiError {
  const known: Record<string, string> = {
    invalid_credentials: 'Email ou senha incorretos',
    email_not_confirmed: 'Confirme seu e-mail antes de entrar: abra o link que enviamos.',
    over_email_send_rate_limit: 'Muitas solicitações para este e-mail. Aguarde alguns minutos e tente novamente.',
    otp_expired: 'Este link de autenticação já expirou. Solicite um novo magic link por email.',
  };
  const byMessage = /invalid login credentials/i.test(error.message) ? known.invalid_credentials : undefined;
  const message = (error.code && known[error.code]) ?? byMessage ?? 'Login falhou';
  return new ApiError(error.status ?? 400, message, error.code);
}

function exchange(accessToken: string) {
  return call(supabaseSession, { body: { access_token: accessToken }, auth: false });
}

export async function signInWithPassword(provider: SupabaseProvider, email: string, password: string) {
  const sb = await supabase(provider);
  const { data, error } = await sb.auth.signInWithPassword({ email, password }).catch(() => {
    throw new ApiError(0, 'Erro de conexão. Tente novamente.');
  });
  if (error || !data.session) throw toApiError(error ?? { message: '' });
  return exchange(data.session.access_token);
}

export async function sendMagicLink(provider: SupabaseProvider, email: string): Promise<void> {
  const sb = await supabase(provider);
  const { error } = await sb.auth.signInWithOtp({ email, options: { emailRedirectTo: callbackUrl() } });
  if (error) throw toApiError(error);
}

/** Leaves the page for Supabase's /authorize (then Google, then back to callbackUrl() with ?code=). */
export async function signInWithGoogle(provider: SupabaseProvider): Promise<void> {
  const sb = await supabase(provider);
  const { error } = await sb.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: callbackUrl() } });
  if (error) throw toApiError(error);
}

/** Back from a link or from Google: ?code= becomes a Supabase session, then ours. */
export async function finishRedirect(provider: SupabaseProvider, code: string) {
  const sb = await supabase(provider);
  const { data, error } = await sb.auth.exchangeCodeForSession(code);
  if (error || !data.session) throw toApiError(error ?? { message: '' });
  return exchange(data.session.access_token);
}

/** Signing out of the app signs out of Supabase too (this device's Supabase session ends there). */
export async function signOutOfSupabase(provider: SupabaseProvider): Promise<void> {
  const sb = await supabase(provider);
  await sb.auth.signOut({ scope: 'local' }).catch(() => undefined);
}
