import { isValid, parseISO } from 'date-fns';
import { z } from '@core/schemas/zod-locale';

/** SPEC §5 "Create user": the toast when e-mail or password is missing (nothing is sent). */
export const REQUIRED_TITLE = 'Campos obrigatórios';
export const REQUIRED_MESSAGE = 'Email e senha são obrigatórios';

/**
 * The create-user form as typed in the browser (SPEC §3 "Create-user form"). Only presence is checked
 * here; the e-mail format and the rest are the server's (core adminCreateUserSchema), whose pt-BR error
 * comes back in the 'Erro ao criar usuário' toast.
 */
export const createUserFormSchema = z.object({
  email: z.string().trim().min(1, REQUIRED_MESSAGE),
  password: z.string().min(1, REQUIRED_MESSAGE),
  fullName: z.string().trim().max(120, 'Nome longo demais'),
  expiresAt: z.string().refine((v) => v.trim() === '' || isValid(parseISO(v)), 'Data de expiração inválida'),
  isAdmin: z.boolean(),
});

export type CreateUserFormValues = z.infer<typeof createUserFormSchema>;

export const EMPTY_CREATE_USER_FORM: CreateUserFormValues = {
  email: '',
  password: '',
  fullName: '',
  expiresAt: '',
  isAdmin: false,
};
