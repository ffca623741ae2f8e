import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordFormSchema } from '@core/schemas/auth';
import type { z } from '@core/schemas/zod-locale';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, FormField, fieldA11y } from '@/components/ui/form-field';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PasswordInput } from '@/components/ui/password-input';
import { errorCode, errorStatus, isOffline, toUserMessage } from '@/lib/user-message';
import { useResetTokenCheck } from './api/check-reset-token';
import { useResetPassword } from './api/reset-password';

type Phase = 'checking' | 'valid' | 'saved' | 'invalid';
const REDIRECT_AFTER_SAVE_MS = 3000;

/** SPEC §2 reset password: check the link, then the form; success goes to /login after 3 s. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const check = useResetTokenCheck(token);
  const { mutateAsync: resetPassword, isSuccess: saved } = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const phase: Phase = saved ? 'saved' : !token || check.isError ? 'invalid' : check.isPending ? 'checking' : 'valid';
  const checkError = isOffline(check.error) ? 'Erro ao verificar sessão de recuperação.' : null;
  const form = useForm<z.input<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (phase !== 'saved') return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetPassword({ token, password });
    } catch (err) {
      if (isOffline(err)) setError('Erro de conexão. Verifique sua internet e tente novamente.');
      else if (errorStatus(err) === 400 && errorCode(err)?.startsWith('reset_'))
        setError('Link de recuperação inválido ou expirado. Solicite um novo link.');
      else
        setError(
          `Erro ao atualizar senha: ${toUserMessage(err, err instanceof Error ? err.message : 'Erro desconhecido')}`,
        );
    }
  });

  if (phase === 'checking') return <PageSpinner label="Verificando link de recuperação…" />;

  return (
    <div className="mx-auto max-w-md py-8">
      <Card>
        {phase === 'saved' && (
          <CardHeader className="items-center text-center">
            <CheckCircle2 className="size-10 text-green-600" aria-hidden="true" />
            <CardTitle as="h1" className="text-xl">
              Senha Alterada!
            </CardTitle>
            <CardDescription>Sua nova senha já vale. Redirecionando para o login…</CardDescription>
          </CardHeader>
        )}
        {phase === 'invalid' && (
          <>
            <CardHeader className="items-center text-center">
              <XCircle className="size-10 text-destructive" aria-hidden="true" />
              <CardTitle as="h1" className="text-xl">
                Link inválido
              </CardTitle>
              <CardDescription>{checkError ?? 'Link de recuperação inválido ou expirado.'}</CardDescription>
            </CardHeader>
            <CardContent className="flex justify-center">
              <Button asChild>
                <Link to="/esqueci-senha">Solicitar novo link</Link>
              </Button>
            </CardContent>
          </>
        )}
        {phase === 'valid' && (
          <>
            <CardHeader>
              <CardTitle as="h1" className="text-xl">
                Criar nova senha
              </CardTitle>
              <CardDescription>Escolha uma senha com pelo menos 6 caracteres.</CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={submit} className="grid gap-4" noValidate>
                <FormError message={error} />
                <FormField id="reset-senha" label="Nova senha" error={errors.password?.message}>
                  <PasswordInput
                    {...fieldA11y('reset-senha', errors.password?.message)}
                    autoComplete="new-password"
                    disabled={isSubmitting}
                    {...form.register('password')}
                  />
                </FormField>
                <FormField id="reset-confirmar" label="Confirmar nova senha" error={errors.confirmPassword?.message}>
                  <PasswordInput
                    {...fieldA11y('reset-confirmar', errors.confirmPassword?.message)}
                    autoComplete="new-password"
                    disabled={isSubmitting}
                    {...form.register('confirmPassword')}
                  />
                </FormField>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Salvando...' : 'Salvar nova senha'}
                </Button>
              </form>
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
