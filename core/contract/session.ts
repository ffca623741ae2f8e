import { authProvidersReply, successReply, userReply } from '../schemas/auth-replies';
import { loginSchema, sessionFromUrlSchema } from '../schemas/login';
import { operation } from './operation';

// Signing in and the session, with zod/mini schemas only: the sign-in screen imports these on the first visit.

/** POST /api/login: the session user with its access token; the session cookies are set. */
export const login = operation({ method: 'POST', path: '/api/login', body: loginSchema, reply: userReply });

/** POST /api/auth/session: access_token + refresh_token from a link become a cookie session. */
export const sessionFromUrl = operation({
  method: 'POST',
  path: '/api/auth/session',
  body: sessionFromUrlSchema,
  reply: userReply,
});

/** POST /api/auth/refresh: the refresh cookie rotated, a new access token. */
export const refreshSession = operation({ method: 'POST', path: '/api/auth/refresh', reply: userReply });

/** POST /api/auth/logout: this device's session ends and its cookies are cleared. */
export const logout = operation({ method: 'POST', path: '/api/auth/logout', reply: successReply });

/** GET /api/auth/me: the session's user (also with the subscription lapsed). */
export const whoAmI = operation({ method: 'GET', path: '/api/auth/me', reply: userReply });

/** GET /api/auth/providers: whether sign-in goes through Supabase Auth (its anon key is public). */
export const authProviders = operation({ method: 'GET', path: '/api/auth/providers', reply: authProvidersReply });
