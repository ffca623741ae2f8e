import { zodResolver } from '@hookform/resolvers/zod';
import { useAtom } from 'jotai';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { changePasswordFormSchema } from '@core/schemas/auth';
import type { z } from '@core/schemas/zod-locale';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, CONNECTION_ERROR } from '@/lib/api';
import { errorStatus, toUserMessage } from '@/lib/user-message';
import { changePasswordRequest, loginRequest } from './auth-api';
import { passwordChangeAtom } from './auth-atoms';
import { storeSignedInUser } from './auth-state';

type FormValues = z.input<typeof changePasswordFormSchema>;

/** SPEC §2 'Primeiro Acesso': forced (default password) or voluntary password change. */
export function ChangePasswordScreen() {
  const [request, setRequest] = useAtom(passwordChangeAtom);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  if (!request) return null;
  const { errors, isSubmitting } = form.formState;
  const askCurrent = !request.required || !request.token;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      let token = request.token;
      if (!token) {
        // Opened from a link: the current password proves who is changing it.
        const signIn = await loginRequest(request.email, values.currentPassword ?? '').catch((err: unknown) => {
          if (errorStatus(err) === 401) throw new ApiError(400, 'Senha atual incorreta');
          throw err;
        });
        token = signIn.user?.access_token;
      }
      const { user } = await changePasswordRequest({
        access_token: token,
        currentPassword: askCurrent ? values.currentPassword : undefined,
        newPassword: values.newPassword,
      });
      storeSignedInUser(user);
      toast({ title: 'Senha alterada', description: 'Sua senha foi alterada com sucesso!' });
      setRequest(null);
      navigate('/', { replace: true });
    } catch (err) {
      setError(errorStatus(err) === 0 ? CONNECTION_ERROR : toUserMessage(err, 'Erro ao alterar senha'));
    }
  });

  return (
    <div className="mx-auto max-w-md py-8">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-xl">
            <KeyRound className="size-5 text-primary" aria-hidden="true" /> Primeiro Acesso
          </CardTitle>
          <CardDescription>
            {request.required
              ? 'Por segurança, você deve alterar sua senha padrão antes de continuar'
              : 'Para sua segurança, altere sua senha padrão'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <FormError message={error} />
            <FormField id="troca-email" label="E-mail">
              <Input id="troca-email" value={request.email} readOnly />
            </FormField>
            {askCurrent && (
              <FormField id="troca-atual" label="Senha atual" error={errors.currentPassword?.message}>
                <PasswordInput
                  {...fieldA11y('troca-atual', errors.currentPassword?.message)}
                  autoComplete="current-password"
                  disabled={isSubmitting}
                  {...form.register('currentPassword')}
                />
              </FormField>
            )}
            <FormField id="troca-nova" label="Nova senha" error={errors.newPassword?.message}>
              <PasswordInput
                {...fieldA11y('troca-nova', errors.newPassword?.message)}
                autoComplete="new-password"
                disabled={isSubmitting}
                {...form.register('newPassword')}
              />
            </FormField>
            <FormField id="troca-confirmar" label="Confirmar nova senha" error={errors.confirmPassword?.message}>
              <PasswordInput
                {...fieldA11y('troca-confirmar', errors.confirmPassword?.message)}
                autoComplete="new-password"
                disabled={isSubmitting}
                {...form.register('confirmPassword')}
              />
            </FormField>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Alterando...' : 'Alterar Senha'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
