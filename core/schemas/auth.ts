import { dateTextProblem, ISO_DAY_DOC, safeText } from './bounds';
import { z } from './zod-locale';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email inválido')
  .pipe(z.email('Email inválido'))
  // The input side of the pipe is only a string: the document says what the pipe's end refuses.
  .meta({ format: 'email', pattern: z.regexes.email.source });
const fullName = (min: number) => safeText({ min, max: 120, minMessage: 'Nome deve ter pelo menos 2 caracteres' });
const password = z.string().min(6, 'Senha deve ter pelo menos 6 caracteres').max(200, 'Senha longa demais');

export const registerSchema = z
  .object({
    fullName: fullName(2),
    email: emailSchema,
    password,
    confirmPassword: z.string().meta({ description: 'Igual a `password`.' }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Senhas não coincidem', path: ['confirmPassword'] });

export const changePasswordSchema = z.object({
  access_token: z.string().min(1).optional(),
  currentPassword: z.string().max(200).optional(),
  newPassword: z.string().min(6, 'A nova senha deve ter pelo menos 6 caracteres').max(200),
});

/** The forced-change form (SPEC §5): both new-password rules. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().optional(),
    newPassword: z.string().min(6, 'A nova senha deve ter pelo menos 6 caracteres'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'As senhas não coincidem',
    path: ['confirmPassword'],
  });

export const emailOnlySchema = z.object({ email: emailSchema });

/** GET /api/auth/reset-password/check?token=: the link's token, before the form shows. */
export const RESET_LINK_INVALID = 'Link de recuperação inválido ou expirado.';
export const resetTokenQuerySchema = z.object({ token: z.string().min(10, RESET_LINK_INVALID).max(200) });

/** GET /api/auth/confirm-email?token=: anything else than a token redirects to the failure, it is never a 400. */
export const confirmEmailQuerySchema = z.object({ token: z.string().max(200).default('') });

export const resetPasswordSchema = z.object({
  token: z.string().min(10).max(200),
  password: z.string().min(6, 'A nova senha deve ter pelo menos 6 caracteres').max(200),
});

export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(6, 'A nova senha deve ter pelo menos 6 caracteres'),
    confirmPassword: z.string().min(1, 'Confirme a nova senha'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'As senhas não coincidem', path: ['confirmPassword'] });

export const magicLinkVerifySchema = z.object({
  token: z.string().min(10).max(200),
  type: z.string().max(40).default('email'),
});

export const USER_TYPES = ['assinante', 'iniciado', 'avançado', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * SPEC §5 Profile: iniciado, avançado, admin; plus 'assinante', which a subscriber keeps when saving without
 * changing it (the stored type round-trips; the server refuses switching *to* it).
 */
export const PROFILE_USER_TYPES = ['iniciado', 'avançado', 'assinante', 'admin'] as const;
export const profileUpdateSchema = z.object({
  full_name: fullName(2),
  user_type: z.enum(PROFILE_USER_TYPES, 'Escolha um tipo de viajante.'),
});

/** SPEC §3 admin user. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  /**
   * Paid access now, one that ended, or never any (a self-registered account that never paid): the admin list
   * says 'Sem assinatura' for the last, never 'Expirado'. Optional: an older server does not send it.
   */
  subscription_status: z.enum(['active', 'expired', 'none']).optional(),
  user_metadata: z.object({
    full_name: z.string(),
    role: z.enum(['admin', 'user']),
    user_type: z.string(),
    subscription_expires: z.string().nullable(),
    subscription_plan: z.string(),
  }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const nullableDate = z
  .union([z.string().trim(), z.null()])
  .transform((v) => (v === '' || v === null ? null : v))
  .superRefine((v, ctx) => {
    const problem = v === null ? null : dateTextProblem(v, 'Data de expiração inválida');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  // Date.parse reads more than this; the document names the two forms the admin screens send.
  .meta({
    anyOf: [
      { type: 'string', ...ISO_DAY_DOC },
      { type: 'string', format: 'date-time', pattern: '^(19\\d\\d|20\\d\\d|2100)-' },
      { type: 'null' },
    ],
  });

export const adminCreateUserSchema = z.object({
  email: emailSchema,
  // The sign-up rule: an account an admin makes is no weaker than one a visitor makes.
  password: z
    .string()
    .min(1, 'Email e senha são obrigatórios')
    .min(6, 'Senha deve ter pelo menos 6 caracteres')
    .max(200, 'Senha longa demais'),
  fullName: fullName(0).optional().default(''),
  expiresAt: nullableDate.optional().default(null),
  isAdmin: z.boolean().optional().default(false),
});

export const adminUpdateUserSchema = z.object({
  user_metadata: z
    .object({
      subscription_expires: nullableDate.optional(),
      role: z.enum(['admin', 'user']).optional(),
      user_type: z.enum(USER_TYPES).optional(),
      full_name: fullName(2).optional(),
      subscription_plan: safeText({ min: 1, max: 40 }).optional(),
    })
    .strict(),
});
