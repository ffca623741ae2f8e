import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { REFRESH_TOKEN_TTL_MS } from './sessions';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

export const ACCESS_COOKIE = 'bp_access';
export const REFRESH_COOKIE = 'bp_refresh';
// The refresh cookie travels only to the routes that rotate or end it.
const REFRESH_PATH = '/api/auth';

function secure(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}

/** httpOnly SameSite=Lax cookies: the access token (also for /ws) and the rotating refresh token. */
export function setAuthCookies(c: Context, publicUrl: string, accessToken: string, refreshToken: string): void {
  const base = { httpOnly: true, sameSite: 'Lax' as const, secure: secure(publicUrl) };
  setCookie(c, ACCESS_COOKIE, accessToken, { ...base, path: '/', maxAge: ACCESS_TOKEN_TTL_SECONDS });
  setCookie(c, REFRESH_COOKIE, refreshToken, { ...base, path: REFRESH_PATH, maxAge: REFRESH_TOKEN_TTL_MS / 1000 });
}

export function clearAuthCookies(c: Context): void {
  deleteCookie(c, ACCESS_COOKIE, { path: '/' });
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH });
}

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE);
}

export function readAccessCookie(c: Context): string | undefined {
  return getCookie(c, ACCESS_COOKIE);
}
