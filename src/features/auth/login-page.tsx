import { useSetAtom } from 'jotai';
import { Compass } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SUBSCRIBE_PATH } from '@core/links/paths';
import { EXPIRED_MESSAGE } from '@/shared/subscription-display';
import { RenewalPath } from './renewal-path';
// The login page is most visitors' first load (budget: 150 KB gzip JS), so its two fields use
// plain state and core's zod/mini login schema (the one the server parses the body with) instead of
// react-hook-form and the full zod of the other forms.
import { type LoginValues, loginSchema } from '@core/schemas/login';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError, FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { CONNECTION_ERROR } from '@/lib/api';
import { errorStatus, toUserMessage } from '@/lib/user-message';
import { accessRefusal, refusalNotice } from './access-refusal';
import { loginRequest, requestMagicLink } from './auth-api';
import { storeSignedInUser } from './auth-state';
import { passwordChangeAtom } from './auth-atoms';
import { supabaseProvider, useSupabaseProvider } from './auth-providers';

// With Supabase Auth configured every way in goes through it; loaded only then.
const supabaseSignIn = () => import('./supabase-sign-in');

type LoginErrors = Partial<Record<keyof LoginValues, string>>;
type SessionReply = Awaited<ReturnType<typeof loginRequest>>;

function validate(values: LoginValues, only?: keyof LoginValues): { data?: LoginValues; errors: LoginErrors } {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginValues;
    if ((!only || field === only) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** SPEC §8 login errors, in the order the spec lists them. */
function loginErrorMessage(err: unknown): string {
  // No reply, or a failure that is not the API's: the connection message.
  if (errorStatus(err) === 0) return CONNECTION_ERROR;
  const message = toUserMessage(err, 'Login falhou');
  if (message.startsWith('Erro ao processar dados do servidor'))
    return 'Erro de configuração do servidor. Por favor, atualize a página e tente novamente.';
  return message;
}

export function LoginPage({ notice: guardNotice }: { notice?: string }) {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  // The guard's word, or that of a magic link / URL session refused for an ended subscription.
  const notice = guardNotice ?? refusalNotice(state);
  const [params] = useSearchParams();
  const setPasswordChange = useSetAtom(passwordChangeAtom);
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const supabase = useSupabaseProvider();
  const bind = (field: keyof LoginValues) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  // ?change-password=true&email=… opens the forced change directly; ?email_confirmado= comes from the confirmation link.
  useEffect(() => {
    const email = params.get('email');
    if (params.get('change-password') === 'true' && email) setPasswordChange({ email, required: false });
    const confirmed = params.get('email_confirmado');
    if (confirmed === '1') toast({ title: 'E-mail confirmado', description: 'Agora é só entrar com sua senha.' });
    if (confirmed === '0')
      toast({
        title: 'Link inválido',
        description: 'O link de confirmação expirou ou já foi usado.',
        variant: 'destructive',
      });
  }, [params, setPasswordChange]);

  const [sendingLink, setSendingLink] = useState(false);
  const sendMagicLink = async () => {
    const check = validate(values, 'email');
    setErrors(check.errors);
    if (check.errors.email) return;
    setSendingLink(true);
    try {
      // Asked, not read from state: a click before the answer arrived still goes the configured way.
      const project = await supabaseProvider();
      if (project) {
        await (await supabaseSignIn()).sendMagicLink(project, values.email.trim());
        toast({ title: 'Link enviado', description: 'Enviamos um link de acesso para o seu e-mail.' });
      } else {
        const { message } = await requestMagicLink(values.email.trim());
        toast({ title: 'Link enviado', description: message });
      }
    } catch (err) {
      toast({ title: 'Erro ao enviar link', description: loginErrorMessage(err), variant: 'destructive' });
    } finally {
      setSendingLink(false);
    }
  };

  /** Signs in with `attempt` (our /api/login, or a Supabase way in exchanged for our session). */
  const signIn = async (attempt: () => Promise<SessionReply>) => {
    setError(null);
    setSubmitting(true);
    try {
      const res = await attempt();
      if (!res.success || !res.user) {
        setError('Resposta inválida do servidor');
        return;
      }
      if (res.user.requires_password_change) {
        setPasswordChange({ email: res.user.email, token: res.user.access_token, required: true });
        return;
      }
      const refusal = accessRefusal(res.user);
      // An account that never subscribed meets the plans, not an "expired" it never had.
      // It stays signed in (header, 'Sair', help) and is let in as soon as access is granted.
      if (refusal?.kind === 'none') {
        storeSignedInUser(res.user);
        navigate(refusal.to, { state: refusal.state });
        return;
      }
      if (refusal) {
        // SPEC §4: an expired user is not kept on the device; the form says why, where the user is.
        setError(EXPIRED_MESSAGE);
        return;
      }
      storeSignedInUser(res.user);
      // Shown in place of a guarded page: that page is where the user was going, and the guard now
      // shows it. On /login itself, SPEC §2: the start screen.
      if (pathname === '/login') navigate('/', { replace: true });
    } catch (err) {
      setError(loginErrorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validate(values);
    setErrors(check.errors);
    if (!check.data) return;
    const { email, password } = check.data;
    void signIn(async () => {
      const project = await supabaseProvider();
      return project
        ? (await supabaseSignIn()).signInWithPassword(project, email, password)
        : loginRequest(email, password);
    });
  };

  // Back from a Supabase magic link or from Google with ?code=: finish there (once per code), then drop the code
  // from the address.
  const code = supabase ? params.get('code') : null;
  const latestSignIn = useRef(signIn);
  latestSignIn.current = signIn;
  const handledCode = useRef<string | null>(null);
  useEffect(() => {
    if (!supabase || !code || handledCode.current === code) return;
    handledCode.current = code;
    navigate(pathname, { replace: true });
    void latestSignIn.current(async () => (await supabaseSignIn()).finishRedirect(supabase, code));
  }, [supabase, code, navigate, pathname]);

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 py-8">
      <div className="flex flex-col items-center gap-2 text-center">
        <Compass className="size-10 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Bússola das Passagens</h1>
        <p className="text-sm text-muted-foreground">
          Encontre as melhores ofertas de voos comparando preços em reais e milhas de várias companhias aéreas.
        </p>
      </div>
      {notice && (
        <Alert variant="destructive">
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      )}
      {(notice === EXPIRED_MESSAGE || error === EXPIRED_MESSAGE) && (
        <p className="text-center text-sm" data-testid="renovar">
          <RenewalPath />
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Entrar</CardTitle>
          <CardDescription>Use o e-mail da sua assinatura.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <FormError message={error} />
            <FormField id="login-email" label="E-mail" error={errors.email}>
              <Input
                {...fieldA11y('login-email', errors.email)}
                type="email"
                autoComplete="email"
                disabled={isSubmitting}
                {...bind('email')}
              />
            </FormField>
            <FormField id="login-senha" label="Senha" error={errors.password}>
              <PasswordInput
                {...fieldA11y('login-senha', errors.password)}
                autoComplete="current-password"
                disabled={isSubmitting}
                {...bind('password')}
              />
            </FormField>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Entrando...' : 'Entrar'}
            </Button>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <Link to="/esqueci-senha" className="text-primary hover:underline">
                Esqueci minha senha
              </Link>
              <button
                type="button"
                className="text-primary hover:underline disabled:opacity-50"
                onClick={() => void sendMagicLink()}
                disabled={isSubmitting || sendingLink}
              >
                {sendingLink ? 'Enviando link...' : 'Entrar com link por e-mail'}
              </button>
            </div>
            {supabase && (
              <Button
                type="button"
                variant="outline"
                disabled={isSubmitting}
                onClick={() =>
                  void supabaseSignIn()
                    .then((m) => m.signInWithGoogle(supabase))
                    .catch((err: unknown) => setError(loginErrorMessage(err)))
                }
              >
                Entrar com Google
              </Button>
            )}
          </form>
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Não tem acesso?{' '}
        <Link to={SUBSCRIBE_PATH} className="font-medium text-primary hover:underline">
          Assine agora para ter acesso completo
        </Link>
      </p>
    </div>
  );
}
