import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PROFILE_USER_TYPES, profileUpdateSchema } from '@core/schemas/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useAuthState } from '@/lib/session-state';
import { toUserMessage } from '@/lib/user-message';
import type { StoredUser } from '@/lib/stored-user';
import { expiryLabel, planLabel } from '@/shared/subscription-display';
import { type ProfileUpdate, useUpdateProfile } from './api/update-profile';
import { YourDataCard } from './your-data-card';

type ProfileValues = ProfileUpdate;

const isProfileType = (value: string): value is ProfileValues['user_type'] =>
  (PROFILE_USER_TYPES as readonly string[]).includes(value);

/** SPEC §2 'Meu Perfil': full_name and user_type (the selector offers iniciado and avançado). */
export function ProfilePage() {
  const auth = useAuthState();
  if (auth.status !== 'signedIn') {
    return (
      <p className="py-16 text-center text-muted-foreground">Você precisa estar logado para acessar esta página.</p>
    );
  }
  const user = auth.user;
  const admin = user.role === 'admin' || user.user_type === 'admin';
  return <ProfileForm key={user.id} user={user} admin={admin} />;
}

function ProfileForm({ user, admin }: { user: StoredUser; admin: boolean }) {
  // The stored type is shown as it is, so saving the name never changes it (an 'assinante' stays one).
  const stored = user.user_type ?? '';
  const initialType: ProfileValues['user_type'] = isProfileType(stored) ? stored : 'iniciado';
  const subscriberType = user.user_type === 'assinante';
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { full_name: user.full_name ?? '', user_type: admin ? 'admin' : initialType },
  });
  const { errors, isSubmitting } = form.formState;
  const userType = form.watch('user_type');
  const update = useUpdateProfile();

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: 'Perfil atualizado!', description: 'Suas informações foram salvas com sucesso.' });
    } catch (err) {
      toast({
        title: 'Erro ao atualizar perfil',
        description: toUserMessage(err, 'Erro inesperado'),
        variant: 'destructive',
      });
    }
  });

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Meu Perfil</h1>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Dados pessoais</CardTitle>
          <CardDescription>
            Plano {planLabel(user.subscription_plan)} · expira: {expiryLabel(user.subscription_expires)}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <FormField id="perfil-email" label="E-mail">
              <Input id="perfil-email" value={user.email} readOnly disabled />
            </FormField>
            <FormField id="perfil-nome" label="Nome completo" error={errors.full_name?.message}>
              <Input
                {...fieldA11y('perfil-nome', errors.full_name?.message)}
                autoComplete="name"
                disabled={isSubmitting}
                {...form.register('full_name')}
              />
            </FormField>
            <FormField id="perfil-tipo" label="Tipo de viajante" error={errors.user_type?.message}>
              <Select
                // 'Assinante' is what the subscription made the account, not a choice: it shows as the current
                // value until Iniciado or Avançado is picked, and is never offered in the list.
                value={userType === 'assinante' ? '' : userType}
                onValueChange={(value) =>
                  form.setValue('user_type', value as ProfileValues['user_type'], { shouldDirty: true })
                }
                disabled={isSubmitting || admin}
              >
                <SelectTrigger
                  id="perfil-tipo"
                  aria-label="Tipo de viajante"
                  aria-describedby={userType === 'assinante' ? 'perfil-tipo-dica' : undefined}
                >
                  <SelectValue placeholder={subscriberType ? 'Assinante' : undefined} />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="iniciado">Iniciado</SelectItem>
                  <SelectItem value="avançado">Avançado</SelectItem>
                  {admin && <SelectItem value="admin">Administrador</SelectItem>}
                </SelectContent>
              </Select>
              {subscriberType && userType === 'assinante' && (
                <p id="perfil-tipo-dica" className="text-xs text-muted-foreground">
                  Assinante vem da sua assinatura. Para dizer sua experiência com milhas, escolha Iniciado ou Avançado.
                </p>
              )}
            </FormField>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Salvando...' : 'Salvar alterações'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <YourDataCard userId={user.id} />
    </div>
  );
}
