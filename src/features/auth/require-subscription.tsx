import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SUBSCRIBE_PATH } from '@core/links/paths';
import { useSubscriptionRecheck } from '@/lib/subscription-recheck';
import {
  EXPIRED_MESSAGE,
  isSubscriptionActive,
  NO_SUBSCRIPTION_TITLE,
  neverSubscribed,
} from '@/shared/subscription-display';
import { useAuthState } from '@/lib/session-state';
import { LazyLoginPage } from './lazy-screens';

/**
 * SPEC §2: the guarded routes need a signed-in user with an active subscription; otherwise the
 * login screen is shown in their place. The server enforces the same rule on every data call. An account that
 * never subscribed stays signed in (header, 'Sair', the help when `allowWithoutSubscription`): it is told where
 * the plans are, not asked to sign in again, and the session re-reads its subscription, so an access granted
 * meanwhile lets it in at once. A signed-in user whose subscription ended while the app was open meets the login
 * screen saying so.
 */
export function RequireSubscription({ allowWithoutSubscription = false }: { allowWithoutSubscription?: boolean }) {
  const auth = useAuthState();
  const waiting = auth.status === 'signedIn' && neverSubscribed(auth.user);
  const active = auth.status === 'signedIn' && isSubscriptionActive(auth.user.subscription_expires);
  useSubscriptionRecheck(waiting && !active);
  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'signedIn' && !active && waiting && !allowWithoutSubscription)
    return <NoSubscriptionNotice email={auth.user.email} />;
  if (auth.status === 'signedOut' || (!active && !(waiting && allowWithoutSubscription))) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <LazyLoginPage notice={auth.status === 'signedIn' ? EXPIRED_MESSAGE : undefined} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

function NoSubscriptionNotice({ email }: { email: string }) {
  return (
    <section className="mx-auto max-w-xl space-y-4 py-12 text-center" aria-labelledby="sem-assinatura">
      <h1 id="sem-assinatura" className="text-2xl font-bold">
        {NO_SUBSCRIPTION_TITLE}
      </h1>
      <p className="text-muted-foreground">
        Sua conta {email} está criada, mas esta ferramenta é para assinantes. Assim que o acesso for liberado, esta
        página abre sozinha.
      </p>
      <p className="flex flex-wrap justify-center gap-4">
        <Link to={SUBSCRIBE_PATH} className="font-medium text-primary hover:underline">
          Ver planos
        </Link>
        <Link to="/ajuda" className="font-medium text-primary hover:underline">
          Central de Ajuda
        </Link>
      </p>
    </section>
  );
}
