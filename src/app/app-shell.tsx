import { Compass } from 'lucide-react';
import { PageSpinner } from '@/components/ui/page-spinner';

/**
 * What shows while the router resolves the first screen's code: the header's brand, as index.html paints it before
 * any code runs (keep the two and SiteHeader's brand alike), and a spinner. The page then does not blink from the
 * painted header to a bare spinner and back.
 */
export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
          <span className="flex shrink-0 items-center gap-2 font-semibold whitespace-nowrap text-primary">
            <Compass className="size-6" aria-hidden="true" />
            <span className="sm:hidden">Bússola</span>
            <span className="hidden sm:inline">Bússola das Passagens</span>
          </span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        <PageSpinner />
      </main>
    </div>
  );
}
