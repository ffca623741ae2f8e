import { changePasswordReply, messageReply, resetCheckReply, userReply } from '../schemas/auth-replies';
import {
  changePasswordSchema,
  confirmEmailQuerySchema,
  emailOnlySchema,
  magicLinkVerifySchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenQuerySchema,
} from '../schemas/auth';
import { supabaseExchangeSchema, supabaseStatusReply } from '../schemas/supabase';
import { z } from '../schemas/zod-locale';
import { operation } from './operation';

// The account without a session (sign-up, e-mail confirmation, recovery, magic links), the password change, a
// session from a link's tokens, and Supabase Auth. Sign-in itself is in ./session.ts (zod/mini, first visit).

/** POST /api/user/change-password: the first access's forced change (its token in the body) or with the session. */
export const changePassword = operation({
  method: 'POST',
  path: '/api/user/change-password',
  body: changePasswordSchema,
  reply: changePasswordReply,
});

/** POST /api/auth/register: the account is made and its confirmation e-mailed (201). */
export const register = operation({
  method: 'POST',
  path: '/api/auth/register',
  body: registerSchema,
  reply: messageReply,
  status: 201,
});

/** GET /api/auth/confirm-email?token=: the e-mail's link; redirects (302) to the sign-in page with the outcome. */
export const confirmEmail = operation({
  method: 'GET',
  path: '/api/auth/confirm-email',
  query: confirmEmailQuerySchema,
  // A redirect, no JSON.
  reply: z.never(),
});

/** POST /api/auth/forgot-password: the reset e-mail; the same reply whether or not the e-mail is a customer's. */
export const forgotPassword = operation({
  method: 'POST',
  path: '/api/auth/forgot-password',
  body: emailOnlySchema,
  reply: messageReply,
});

/** GET /api/auth/reset-password/check?token=: whether the reset link still holds. */
export const checkResetToken = operation({
  method: 'GET',
  path: '/api/auth/reset-password/check',
  query: resetTokenQuerySchema,
  reply: resetCheckReply,
});

/** POST /api/auth/reset-password: the new password, with the e-mail's token. */
export const resetPassword = operation({
  method: 'POST',
  path: '/api/auth/reset-password',
  body: resetPasswordSchema,
  reply: messageReply,
});

/** POST /api/auth/magic-link: a sign-in link by e-mail (the same reply for anyone). */
export const requestMagicLink = operation({
  method: 'POST',
  path: '/api/auth/magic-link',
  body: emailOnlySchema,
  reply: messageReply,
});

/** POST /api/magic-link/verify: signs in with the link's token. */
export const verifyMagicLink = operation({
  method: 'POST',
  path: '/api/magic-link/verify',
  body: magicLinkVerifySchema,
  reply: userReply,
});

/** POST /api/auth/supabase/session: a Supabase access token becomes our session. */
export const supabaseSession = operation({
  method: 'POST',
  path: '/api/auth/supabase/session',
  body: supabaseExchangeSchema,
  reply: userReply,
});

/** GET /api/auth/supabase/status: Supabase's configuration, for /test-supabase. */
export const supabaseStatus = operation({
  method: 'GET',
  path: '/api/auth/supabase/status',
  reply: supabaseStatusReply,
});
