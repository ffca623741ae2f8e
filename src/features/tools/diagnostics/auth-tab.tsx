import { zodResolver } from '@hookform/resolvers/zod';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerSchema } from '@core/schemas/auth';
import { z } from '@core/schemas/zod-locale';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api';
import { errorCode, toUserMessage } from '@/lib/user-message';
import {
  EXPIRED_MESSAGE,
  isSubscriptionActive,
  NO_SUBSCRIPTION_TITLE,
  neverSubscribed,
} from '@/shared/subscription-display';
import { loginRequest, registerRequest } from '@/features/auth/auth-api';
import { passwordChangeAtom } from '@/features/auth/auth-atoms';
import { storeSignedInUser } from '@/features/auth/auth-state';
import type { Diagnostics } from './use-diagnostics';

/** SPEC §5 dialog login rules. */
const loginFormSchema = z.object({
  email: z.string().trim().pipe(z.email('Email inválido')),
  password: z.string().min(6, 'Senha deve ter pelo menos 6 caracteres'),
});

const elapsedSince = (start: number) => Math.round(performance.now() - start);

function Success({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

function LoginTest({ diag }: { diag: Diagnostics }) {
  const setPasswordChange = useSetAtom(passwordChangeAtom);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm<z.infer<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    setSuccess(null);
    diag.log(`Login (POST /api/login) como ${email}...`);
    const start = performance.now();
    try {
      const { user } = await loginRequest(email, password);
      if (!user) throw new ApiError(500, 'Resposta inválida do servidor');
      const ms = elapsedSince(start);
      if (user.requires_password_change) {
        diag.log(`Login: OK em ${ms} ms — troca de senha obrigatória (Primeiro Acesso)`);
        setPasswordChange({ email: user.email, token: user.access_token, required: true });
        return;
      }
      if (!isSubscriptionActive(user.subscription_expires)) {
        // An account that never subscribed is not told it expired.
        const reason = neverSubscribed(user) ? `${NO_SUBSCRIPTION_TITLE}.` : EXPIRED_MESSAGE;
        diag.log(`Login: recusado em ${ms} ms — ${reason}`);
        setError(reason);
        return;
      }
      storeSignedInUser(user);
      diag.log(`Login: OK em ${ms} ms — sessão de ${user.email}`);
      setSuccess(`Login realizado com sucesso! Sessão de ${user.email}.`);
      form.reset();
    } catch (err) {
      const message =
        errorCode(err) === 'invalid_credentials'
          ? 'Email ou senha incorretos'
          : toUserMessage(err, err instanceof Error ? err.message : 'Erro desconhecido');
      diag.log(`Login: FALHOU em ${elapsedSince(start)} ms — ${message}`);
      setError(message);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Login</CardTitle>
        <CardDescription>POST /api/login. Um login bem-sucedido troca a sessão deste aparelho.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Teste de login">
          <FormField id="diag-login-email" label="E-mail" error={errors.email?.message}>
            <Input
              {...fieldA11y('diag-login-email', errors.email?.message)}
              type="email"
              autoComplete="email"
              disabled={isSubmitting}
              {...form.register('email')}
            />
          </FormField>
          <FormField id="diag-login-senha" label="Senha" error={errors.password?.message}>
            <PasswordInput
              {...fieldA11y('diag-login-senha', errors.password?.message)}
              autoComplete="current-password"
              disabled={isSubmitting}
              {...form.register('password')}
            />
          </FormField>
          <FormError message={error} />
          <Success message={success} />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Entrando...' : 'Entrar'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function RegisterTest({ diag }: { diag: Diagnostics }) {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm<z.input<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setSuccess(null);
    diag.log(`Cadastro (POST /api/auth/register) de ${values.email}...`);
    const start = performance.now();
    try {
      const reply = await registerRequest(values);
      diag.log(`Cadastro: OK em ${elapsedSince(start)} ms — ${reply.message}`);
      setSuccess(`Cadastro realizado com sucesso! ${reply.message || 'Verifique seu email para confirmar a conta.'}`);
      form.reset();
    } catch (err) {
      const message =
        errorCode(err) === 'user_already_registered'
          ? 'Este email já está cadastrado'
          : toUserMessage(err, err instanceof Error ? err.message : 'Erro desconhecido');
      diag.log(`Cadastro: FALHOU em ${elapsedSince(start)} ms — ${message}`);
      setError(message);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Cadastro</CardTitle>
        <CardDescription>
          POST /api/auth/register. A conta nova precisa confirmar o e-mail e não tem assinatura ativa.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Teste de cadastro">
          <FormField id="diag-cadastro-nome" label="Nome completo" error={errors.fullName?.message}>
            <Input
              {...fieldA11y('diag-cadastro-nome', errors.fullName?.message)}
              autoComplete="name"
              disabled={isSubmitting}
              {...form.register('fullName')}
            />
          </FormField>
          <FormField id="diag-cadastro-email" label="E-mail" error={errors.email?.message}>
            <Input
              {...fieldA11y('diag-cadastro-email', errors.email?.message)}
              type="email"
              autoComplete="email"
              disabled={isSubmitting}
              {...form.register('email')}
            />
          </FormField>
          <FormField id="diag-cadastro-senha" label="Senha" error={errors.password?.message}>
            <PasswordInput
              {...fieldA11y('diag-cadastro-senha', errors.password?.message)}
              autoComplete="new-password"
              disabled={isSubmitting}
              {...form.register('password')}
            />
          </FormField>
          <FormField id="diag-cadastro-confirmar" label="Confirmar senha" error={errors.confirmPassword?.message}>
            <PasswordInput
              {...fieldA11y('diag-cadastro-confirmar', errors.confirmPassword?.message)}
              autoComplete="new-password"
              disabled={isSubmitting}
              {...form.register('confirmPassword')}
            />
          </FormField>
          <FormError message={error} />
          <Success message={success} />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Criando conta...' : 'Criar conta'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 integration page, authentication tab: login and registration forms against our API. */
export function AuthTab({ diag }: { diag: Diagnostics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <LoginTest diag={diag} />
      <RegisterTest diag={diag} />
    </div>
  );
}
