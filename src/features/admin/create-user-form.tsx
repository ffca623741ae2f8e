import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { fromDateTimeLocal } from './admin-user-fields';
import type { NewUser } from './api/create-user';
import {
  type CreateUserFormValues,
  createUserFormSchema,
  EMPTY_CREATE_USER_FORM,
  REQUIRED_MESSAGE,
  REQUIRED_TITLE,
} from './create-user-schema';

interface CreateUserFormProps {
  /** Resolves true when the user was created (the form then clears). */
  onCreate: (user: NewUser) => Promise<boolean>;
}

/** SPEC §2/§3 create-user card: email, password, fullName, expiresAt (datetime-local), 'Usuário Administrador'. */
export function CreateUserForm({ onCreate }: CreateUserFormProps) {
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserFormValues>({
    resolver: zodResolver(createUserFormSchema),
    defaultValues: EMPTY_CREATE_USER_FORM,
  });

  const onValid = async (values: CreateUserFormValues) => {
    const created = await onCreate({
      email: values.email,
      password: values.password,
      fullName: values.fullName,
      expiresAt: fromDateTimeLocal(values.expiresAt),
      isAdmin: values.isAdmin,
    });
    if (created) reset(EMPTY_CREATE_USER_FORM);
  };

  const onInvalid = (invalid: FieldErrors<CreateUserFormValues>) => {
    if (invalid.email || invalid.password)
      toast({ title: REQUIRED_TITLE, description: REQUIRED_MESSAGE, variant: 'destructive' });
  };

  const field = (name: keyof CreateUserFormValues) => `${id}-${name}`;

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold tracking-tight">
          <UserPlus className="size-5" aria-hidden="true" />
          Criar Novo Usuário
        </h2>
        <CardDescription>Sem data de expiração o acesso é permanente.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit(onValid, onInvalid)}
          className="space-y-4"
          aria-label="Criar novo usuário"
        >
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <div className="space-y-2">
              <Label htmlFor={field('email')}>Email</Label>
              <Input
                id={field('email')}
                type="email"
                autoComplete="off"
                placeholder="usuario@exemplo.com"
                aria-invalid={errors.email ? true : undefined}
                disabled={isSubmitting}
                {...register('email')}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={field('password')}>Senha</Label>
              <Input
                id={field('password')}
                type="password"
                autoComplete="new-password"
                aria-invalid={errors.password ? true : undefined}
                disabled={isSubmitting}
                {...register('password')}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={field('fullName')}>Nome completo</Label>
              <Input
                id={field('fullName')}
                autoComplete="off"
                aria-invalid={errors.fullName ? true : undefined}
                aria-describedby={errors.fullName ? `${field('fullName')}-error` : undefined}
                disabled={isSubmitting}
                {...register('fullName')}
              />
              {errors.fullName && (
                <p id={`${field('fullName')}-error`} className="text-sm text-destructive">
                  {errors.fullName.message}
                </p>
              )}
            </div>
            <div className="space-y-2">
              <Label htmlFor={field('expiresAt')}>Data de expiração</Label>
              <Input
                id={field('expiresAt')}
                type="datetime-local"
                step={60}
                aria-invalid={errors.expiresAt ? true : undefined}
                aria-describedby={`${field('expiresAt')}-hint`}
                disabled={isSubmitting}
                {...register('expiresAt')}
              />
              <p
                id={`${field('expiresAt')}-hint`}
                className={errors.expiresAt ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
              >
                {errors.expiresAt?.message ?? 'Deixe vazio para acesso permanente'}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="flex items-center gap-2">
              <Controller
                control={control}
                name="isAdmin"
                render={({ field: { value, onChange, onBlur, ref } }) => (
                  <Checkbox
                    id={field('isAdmin')}
                    ref={ref}
                    checked={value}
                    onCheckedChange={(checked) => onChange(checked === true)}
                    onBlur={onBlur}
                    disabled={isSubmitting}
                  />
                )}
              />
              <Label htmlFor={field('isAdmin')}>Usuário Administrador</Label>
            </div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
              {isSubmitting ? 'Criando...' : 'Criar Usuário'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
