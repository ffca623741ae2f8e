import { lazy } from 'react';
import { AfterPaint } from '@/components/ui/page-spinner';
import { nextTask } from '@/lib/next-task';

// The form, the recent searches and the results: nearly all of the screen's code (zod schemas, the device's
// database, the airport picker), in chunks of their own. The libraries it needs (Dexie, the form library, Radix tabs,
// TanStack Query) are evaluated first, each in a task of its own: together with the screen's code they made one task
// of ~400 ms on a phone (4x CPU).
const SearchPageBody = lazy(async () => {
  for (const library of [
    () => import('dexie'),
    () => import('react-hook-form'),
    () => import('@radix-ui/react-tabs'),
    () => import('@tanstack/react-query'),
  ]) {
    await library();
    await nextTask();
  }
  return { default: (await import('./search-page')).SearchPageBody };
});

/**
 * The main job (SPEC §2 screens 4–5). Its title and the line under it paint as soon as this small module arrives,
 * so a first visit on a slow phone sees the screen before the form's code is in.
 */
export function SearchPage({ title = 'Buscador Inteligente' }: { title?: string }) {
  return (
    <div className="space-y-6">
      {/* SearchPageHeader's markup, written here: importing it would bring search-page-parts' code ahead of it. */}
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">
          Tarifas em reais e ofertas em milhas lado a lado, com cada milha avaliada em reais.
        </p>
      </header>
      <AfterPaint>
        <SearchPageBody />
      </AfterPaint>
    </div>
  );
}
