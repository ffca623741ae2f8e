import { zodResolver } from '@hookform/resolvers/zod';
import { useAtom, useSetAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { registerSchema } from '@core/schemas/auth';
import { z } from '@core/schemas/zod-locale';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { PRIVACY_PATH, SUBSCRIBE_PATH, TERMS_PATH } from '@core/links/paths';
import { EXPIRED_MESSAGE, isSubscriptionActive, neverSubscribed } from '@/shared/subscription-display';
import { ApiError } from '@/lib/api';
import { errorCode, errorStatus, toUserMessage } from '@/lib/user-message';
import { loginRequest, registerRequest } from './auth-api';
import { storeSignedInUser } from './auth-state';
import { type AuthTab, authDialogAtom, passwordChangeAtom } from './auth-atoms';

const dialogLoginSchema = z.object({
  email: z.string().trim().pipe(z.email('Email inválido')),
  password: z.string().min(6, 'Senha deve ter pelo menos 6 caracteres'),
});

/** Sign-in screens with nothing to stay for once signed in: the dialog leaves them for the start screen. */
const SIGN_IN_PATHS = new Set(['/login', '/esqueci-senha', '/resetar-senha', '/magic-link', SUBSCRIBE_PATH]);

function LoginTab({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const setPasswordChange = useSetAtom(passwordChangeAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useForm<z.infer<typeof dialogLoginSchema>>({
    resolver: zodResolver(dialogLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      const { user } = await loginRequest(email, password);
      if (!user) throw new ApiError(500, 'Resposta inválida do servidor');
      onDone();
      if (user.requires_password_change) {
        setPasswordChange({ email: user.email, token: user.access_token, required: true });
        return;
      }
      if (!isSubscriptionActive(user.subscription_expires)) {
        if (neverSubscribed(user)) navigate(SUBSCRIBE_PATH, { state: { noSubscription: user.email } });
        else toast({ title: 'Assinatura expirada', description: EXPIRED_MESSAGE, variant: 'destructive' });
        return;
      }
      storeSignedInUser(user);
      toast({ title: 'Login realizado com sucesso!', description: 'Bem-vindo de volta.' });
      // On a guarded page the guard now shows it; on a sign-in page, go where signing in leads.
      if (SIGN_IN_PATHS.has(pathname)) navigate('/', { replace: true });
    } catch (err) {
      const invalid = errorCode(err) === 'invalid_credentials';
      toast({
        title: 'Erro no login',
        description: invalid
          ? 'Email ou senha incorretos'
          : toUserMessage(err, err instanceof Error ? err.message : 'Tente novamente em alguns instantes.'),
        variant: 'destructive',
      });
    }
  });
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id="dialogo-email" label="E-mail" error={errors.email?.message}>
        <Input
          {...fieldA11y('dialogo-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          disabled={isSubmitting}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="dialogo-senha" label="Senha" error={errors.password?.message}>
        <PasswordInput
          {...fieldA11y('dialogo-senha', errors.password?.message)}
          autoComplete="current-password"
          disabled={isSubmitting}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Não tem conta?{' '}
        <button
          type="button"
          className="font-medium text-primary hover:underline"
          onClick={onSwitch}
          disabled={isSubmitting}
        >
          Cadastre-se aqui
        </button>
      </p>
    </form>
  );
}

/** `onLeave`: the terms or the privacy page was opened, and the dialog closes to show it. */
function RegisterTab({ onSwitch, onLeave }: { onSwitch: () => void; onLeave: () => void }) {
  const form = useForm<z.input<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await registerRequest(values);
      toast({ title: 'Cadastro realizado com sucesso!', description: 'Verifique seu email para confirmar a conta.' });
      form.reset();
      onSwitch();
    } catch (err) {
      const status = errorStatus(err);
      if (errorCode(err) === 'user_already_registered') {
        toast({ title: 'Erro no cadastro', description: 'Este email já está cadastrado', variant: 'destructive' });
      } else if (status !== 0 && status < 500) {
        toast({ title: 'Erro no cadastro', description: toUserMessage(err, ''), variant: 'destructive' });
      } else {
        toast({
          title: 'Erro inesperado',
          description: 'Tente novamente em alguns instantes.',
          variant: 'destructive',
        });
      }
    }
  });
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id="cadastro-nome" label="Nome completo" error={errors.fullName?.message}>
        <Input
          {...fieldA11y('cadastro-nome', errors.fullName?.message)}
          autoComplete="name"
          disabled={isSubmitting}
          {...form.register('fullName')}
        />
      </FormField>
      <FormField id="cadastro-email" label="E-mail" error={errors.email?.message}>
        <Input
          {...fieldA11y('cadastro-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          disabled={isSubmitting}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="cadastro-senha" label="Senha" error={errors.password?.message}>
        <PasswordInput
          {...fieldA11y('cadastro-senha', errors.password?.message)}
          autoComplete="new-password"
          disabled={isSubmitting}
          {...form.register('password')}
        />
      </FormField>
      <FormField id="cadastro-confirmar" label="Confirmar senha" error={errors.confirmPassword?.message}>
        <PasswordInput
          {...fieldA11y('cadastro-confirmar', errors.confirmPassword?.message)}
          autoComplete="new-password"
          disabled={isSubmitting}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <p className="text-xs text-muted-foreground">
        Ao criar a conta, você concorda com os{' '}
        <Link to={TERMS_PATH} onClick={onLeave} className="text-primary underline underline-offset-2">
          Termos de uso
        </Link>{' '}
        e a{' '}
        <Link to={PRIVACY_PATH} onClick={onLeave} className="text-primary underline underline-offset-2">
          Política de privacidade
        </Link>
        .
      </p>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Criando conta...' : 'Criar conta'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Já tem conta?{' '}
        <button
          type="button"
          className="font-medium text-primary hover:underline"
          onClick={onSwitch}
          disabled={isSubmitting}
        >
          Faça login aqui
        </button>
      </p>
    </form>
  );
}

/** SPEC §2 auth dialog: login (default) and register tabs. */
export function AuthDialog() {
  const [tab, setTab] = useAtom(authDialogAtom);
  return (
    <Dialog open={tab !== null} onOpenChange={(open) => !open && setTab(null)}>
      <DialogContent className="sm:max-w-md">
        <Tabs value={tab ?? 'login'} onValueChange={(value) => setTab(value as AuthTab)}>
          <DialogHeader>
            <DialogTitle>{tab === 'register' ? 'Criar conta' : 'Entrar'}</DialogTitle>
            <DialogDescription>
              {tab === 'register'
                ? 'Crie sua conta para salvar buscas e criar alertas de preço'
                : 'Entre com sua conta para salvar suas buscas favoritas'}
            </DialogDescription>
          </DialogHeader>
          <TabsList className="mt-4 grid w-full grid-cols-2">
            <TabsTrigger value="login">Entrar</TabsTrigger>
            <TabsTrigger value="register">Cadastrar</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginTab onDone={() => setTab(null)} onSwitch={() => setTab('register')} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterTab onSwitch={() => setTab('login')} onLeave={() => setTab(null)} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
