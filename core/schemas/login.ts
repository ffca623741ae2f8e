// SPEC §7 POST /api/login, written once for both sides: the login form validates with it on the first visit
// (zod/mini keeps it within that page's budget) and the server parses the body with the same schema.
import * as z from 'zod/mini';

export const loginSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Informe o e-mail'),
      z.maxLength(254, 'Email inválido'),
      z.email('Email inválido'),
    ),
  password: z.string().check(z.minLength(1, 'Informe a senha'), z.maxLength(200, 'Senha longa demais')),
});
export type LoginValues = z.infer<typeof loginSchema>;

/**
 * POST /api/auth/session: a link's access_token + refresh_token (SPEC §2), read at start-up; zod/mini for the same
 * reason as the login form.
 */
export const sessionFromUrlSchema = z.object({
  access_token: z.string().check(z.minLength(10), z.maxLength(4000)),
  refresh_token: z.string().check(z.minLength(10), z.maxLength(200)),
});
