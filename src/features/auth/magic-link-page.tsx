import { useSetAtom } from 'jotai';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { toast } from '@/components/ui/use-toast';
import { toUserMessage } from '@/lib/user-message';
import { useVerifyMagicLink } from './api/verify-magic-link';
import { accessRefusal } from './access-refusal';
import { storeSignedInUser } from './auth-state';
import { passwordChangeAtom } from './auth-atoms';

const REDIRECT_MS = 1500;
type Phase =
  | { kind: 'pending' }
  | { kind: 'success'; name: string }
  | { kind: 'error'; expired: boolean; message: string };

/** SPEC §2 magic link: verify the token once, welcome, then '/' after 1.5 s. */
export function MagicLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setPasswordChange = useSetAtom(passwordChangeAtom);
  const [phase, setPhase] = useState<Phase>({ kind: 'pending' });
  const started = useRef(false);
  const { mutateAsync: verifyMagicLink } = useVerifyMagicLink();

  useEffect(() => {
    // A link is single use: StrictMode's second effect run must not spend it twice.
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    const type = params.get('type') ?? 'email';
    if (!token) {
      toast({
        title: 'Token não encontrado',
        description: 'Link inválido ou parâmetros ausentes.',
        variant: 'destructive',
      });
      setPhase({ kind: 'error', expired: false, message: 'Link inválido ou parâmetros ausentes.' });
      return;
    }
    verifyMagicLink({ token, type })
      .then(({ user }) => {
        if (user.requires_password_change) {
          setPasswordChange({ email: user.email, token: user.access_token, required: true });
          navigate('/', { replace: true });
          return;
        }
        const refusal = accessRefusal(user);
        if (refusal) {
          // As the password form: the plans (signed in, waiting for access), or the form saying it expired.
          if (refusal.kind === 'none') storeSignedInUser(user);
          navigate(refusal.to, { replace: true, state: refusal.state });
          return;
        }
        storeSignedInUser(user);
        toast({ title: 'Bem-vindo!', description: `Login realizado com sucesso, ${user.full_name}.` });
        setPhase({ kind: 'success', name: user.full_name });
      })
      .catch((err: unknown) => {
        const message = toUserMessage(err, 'Erro ao processar magic link');
        setPhase({ kind: 'error', expired: /expirou|expired/i.test(message), message });
      });
  }, [params, navigate, setPasswordChange, verifyMagicLink]);

  useEffect(() => {
    if (phase.kind !== 'success') return;
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  if (phase.kind === 'pending') return <PageSpinner label="Verificando seu link de acesso…" />;

  return (
    <div className="mx-auto max-w-md py-8">
      <Card>
        {phase.kind === 'success' ? (
          <>
            <CardHeader className="items-center text-center">
              <CheckCircle2 className="size-10 text-green-600" aria-hidden="true" />
              <CardTitle as="h1" className="text-xl">
                Login realizado!
              </CardTitle>
              <CardDescription>Redirecionando para o início…</CardDescription>
            </CardHeader>
            <CardContent className="flex justify-center">
              <Button onClick={() => navigate('/', { replace: true })}>Ir para o início</Button>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader className="items-center text-center">
              <XCircle className="size-10 text-destructive" aria-hidden="true" />
              <CardTitle as="h1" className="text-xl">
                {phase.expired ? 'Link expirado' : 'Erro na autenticação'}
              </CardTitle>
              <CardDescription>
                {phase.expired
                  ? 'Este link de autenticação já expirou. Solicite um novo magic link por email. Os links valem só por alguns minutos.'
                  : phase.message}
              </CardDescription>
            </CardHeader>
            <CardContent className="flex justify-center">
              <Button asChild>
                <Link to="/login">Fazer Login Manual</Link>
              </Button>
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
