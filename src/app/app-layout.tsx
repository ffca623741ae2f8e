import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ErrorMessage } from './error-page';
import { LazyToaster } from './lazy-toaster';
import { InstallBanner, IosInstallHint } from './install-app';
import { OfflineBanner } from './offline-banner';
import { QuietBoundary } from './quiet-boundary';
import { useSignedInServices } from './use-signed-in-services';
import { authDialogAtom, passwordChangeAtom } from '@/features/auth/auth-atoms';
import { useRestoreSession } from '@/features/auth/auth-state';
import { useForgetDeletedAccount } from '@/features/auth/deleted-account';
import { markLayoutShown } from '@/lib/first-screen';
import { LazyAuthDialog, LazyChangePasswordScreen } from '@/features/auth/lazy-screens';
import { ReloadPrompt } from './reload-prompt';
import type { RouteHandle } from './route-handle';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const PRODUCT = 'Bússola das Passagens';

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = title ? `${title.title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}

export function AppLayout() {
  useRestoreSession();
  useForgetDeletedAccount();
  useDocumentTitle();
  useSignedInServices();
  useEffect(() => markLayoutShown(), []);
  const passwordChange = useAtomValue(passwordChangeAtom);
  const dialogOpen = useAtomValue(authDialogAtom) !== null;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Pular para o conteúdo
      </a>
      <OfflineBanner />
      <SiteHeader />
      <IosInstallHint />
      <InstallBanner />
      <main id="conteudo" className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-8">
        {passwordChange ? (
          <QuietBoundary fallback={<ErrorMessage chunk />}>
            <Suspense fallback={<PageSpinner />}>
              <LazyChangePasswordScreen />
            </Suspense>
          </QuietBoundary>
        ) : (
          <Outlet />
        )}
      </main>
      <SiteFooter />
      {dialogOpen && (
        <QuietBoundary fallback={null}>
          <Suspense fallback={null}>
            <LazyAuthDialog />
          </Suspense>
        </QuietBoundary>
      )}
      <ReloadPrompt />
      <LazyToaster />
    </div>
  );
}
