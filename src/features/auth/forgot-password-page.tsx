import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { emailOnlySchema } from '@core/schemas/auth';
import type { z } from '@core/schemas/zod-locale';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toUserMessage } from '@/lib/user-message';
import { forgotPasswordRequest } from './auth-api';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await forgotPasswordRequest(email);
      setSent(true);
    } catch (err) {
      setError(toUserMessage(err, 'Erro ao enviar e-mail de recuperação. Verifique se o e-mail está correto.'));
    }
  });

  return (
    <div className="mx-auto max-w-md py-8">
      <Card>
        {sent ? (
          <CardHeader className="items-center text-center">
            <MailCheck className="size-10 text-green-600" aria-hidden="true" />
            <CardTitle as="h1" className="text-xl">
              E-mail Enviado
            </CardTitle>
            <CardDescription>
              Se o e-mail estiver cadastrado, você receberá um link para criar uma nova senha. Confira sua caixa de
              entrada e também a pasta de spam.
            </CardDescription>
          </CardHeader>
        ) : (
          <>
            <CardHeader>
              <CardTitle as="h1" className="text-xl">
                Esqueci minha senha
              </CardTitle>
              <CardDescription>Informe o e-mail da sua conta e enviaremos um link de recuperação.</CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={submit} className="grid gap-4" noValidate>
                <FormError message={error} />
                <FormField id="esqueci-email" label="E-mail" error={errors.email?.message}>
                  <Input
                    {...fieldA11y('esqueci-email', errors.email?.message)}
                    type="email"
                    autoComplete="email"
                    disabled={isSubmitting}
                    {...form.register('email')}
                  />
                </FormField>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Enviando...' : 'Enviar link de recuperação'}
                </Button>
              </form>
            </CardContent>
          </>
        )}
        <CardContent>
          <Link to="/login" className="flex items-center justify-center gap-1 text-sm text-primary hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" /> Voltar para o login
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
