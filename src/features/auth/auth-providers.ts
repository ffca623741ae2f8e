// Whether this server signs in through Supabase Auth: asked once per page load at
// GET /api/auth/providers. Unreachable (offline) or unset: our own sign-in, as without Supabase.
// Kept by hand rather than as a TanStack query: the login screen asks it on the first visit, and that chunk
// stays without the query library (its byte budget); the promise below is the cache.
import { useEffect, useState } from 'react';
import { authProviders } from '@core/contract/session';
import type { AuthProviders } from '@core/schemas/auth-replies';
import { call } from '@/lib/call';

export type SupabaseProvider = NonNullable<AuthProviders['supabase']>;

let asked: Promise<SupabaseProvider | null> | null = null;

export function supabaseProvider(): Promise<SupabaseProvider | null> {
  asked ??= call(authProviders, { auth: false }).then(
    (reply) => reply.supabase,
    () => {
      asked = null;
      return null;
    },
  );
  return asked;
}

/** undefined while asking; null for our own sign-in. */
export function useSupabaseProvider(): SupabaseProvider | null | undefined {
  const [provider, setProvider] = useState<SupabaseProvider | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void supabaseProvider().then((p) => {
      if (active) setProvider(p);
    });
    return () => {
      active = false;
    };
  }, []);
  return provider;
}
