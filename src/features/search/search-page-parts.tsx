import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/page-spinner';

// The pieces the search screens (/, /buscador, /buscador-direto, /buscador-inteligente) draw alike.

/** The screen's title and the line under it ('/' draws its own in search-screen.tsx, ahead of this module). */
export function SearchPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="space-y-1">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </header>
  );
}

/** The search form's card. */
export function SearchFormCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="pt-6">{children}</CardContent>
    </Card>
  );
}

export function SearchingSpinner() {
  return <PageSpinner label="Buscando as melhores opções..." />;
}

/** Why the last search failed, when it did. */
function SearchErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertTitle>Erro ao buscar voos</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

/** Before the first search. */
export function NoSearchYet() {
  return (
    <div className="py-10 text-center">
      <p className="font-medium">Nenhum resultado ainda</p>
      <p className="text-muted-foreground">Faça uma busca para ver resultados</p>
    </div>
  );
}

/** A search that found nothing at all. */
export function NoFlightsFound() {
  return (
    <div className="rounded-xl border bg-muted/40 p-8 text-center">
      <p className="font-medium">Nenhum voo encontrado</p>
      <p className="text-muted-foreground">
        Não foram encontrados voos disponíveis para esta rota nas datas selecionadas.
      </p>
    </div>
  );
}

/**
 * A screen that asks once and shows the answer (/buscador-direto, /buscador-inteligente): header, form, what
 * goes between them and the results (`toolbar`), the error, the spinner, then the answer or the empty state.
 */
export function OneShotSearchLayout({
  title,
  lead,
  form,
  toolbar,
  error,
  loading,
  answered,
  children,
}: {
  title: string;
  lead: string;
  form: ReactNode;
  toolbar?: ReactNode;
  error: string | null;
  loading: boolean;
  answered: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <SearchPageHeader title={title}>{lead}</SearchPageHeader>
      <SearchFormCard>{form}</SearchFormCard>
      {toolbar}
      <SearchErrorAlert message={error} />
      {loading && <SearchingSpinner />}
      {!loading && answered && children}
      {!loading && !answered && !error && <NoSearchYet />}
    </div>
  );
}
