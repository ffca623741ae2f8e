// Replies of the account routes (SPEC §3, §7), written with zod/mini: the sign-in screens parse them on the
// first visit, where the full zod would not fit the budget. The server's tests parse its own replies with
// these same schemas, so a change on one side that breaks the other fails a test.
import * as z from 'zod/mini';

/** Paid access now, a subscription that ended, or an account that never had one (self-registration). */
export const subscriptionStatusSchema = z.enum(['active', 'expired', 'none']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** SPEC §3 session user, as the server replies and as kept under localStorage 'subscription_user'. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  user_type: z.string(),
  role: z.enum(['admin', 'user']),
  subscription_plan: z.string(),
  subscription_expires: z.nullable(z.string()),
  requires_password_change: z.boolean(),
  subscription_status: subscriptionStatusSchema,
  access_token: z.optional(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Sign-in, magic link, refresh, URL session, "who am I", profile update. */
export const userReply = z.object({ success: z.boolean(), user: sessionUserSchema });
/** The forced or voluntary password change: the new session with the spec's message. */
export const changePasswordReply = z.object({ success: z.boolean(), message: z.string(), user: sessionUserSchema });
/** Register, forgot password, magic-link request, reset: a message to show. */
export const messageReply = z.object({ success: z.boolean(), message: z.string() });
export const resetCheckReply = z.object({ success: z.boolean(), valid: z.boolean() });
/** Replies whose body the caller does not read (deletions, logout). */
export const successReply = z.object({ success: z.boolean() });

/** GET /api/auth/providers: whether sign-in goes through Supabase Auth (its anon key is public). */
export const authProvidersReply = z.object({
  success: z.boolean(),
  supabase: z.nullable(z.object({ url: z.string(), anonKey: z.string() })),
});
export type AuthProviders = z.infer<typeof authProvidersReply>;
