import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { SEARCH_PATH } from '@core/links/paths';

/** A code-split chunk that could not be fetched (offline before the service worker saved it, or a new deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** `chunk`: the screen's code could not be fetched; otherwise an unexpected error, with its HTTP status if any. */
export function ErrorMessage({ chunk, status = null }: { chunk: boolean; status?: number | null }) {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{chunk ? 'Não foi possível abrir esta tela' : 'Algo deu errado'}</h1>
      <p className="text-muted-foreground">
        {chunk
          ? 'Esta parte do app ainda não está salva neste aparelho e precisa de conexão para abrir. Tente novamente quando estiver online; seus voos salvos e suas últimas buscas continuam disponíveis.'
          : `Ocorreu um erro inesperado${status ? ` (${status})` : ''}. Tente novamente; se continuar, fale com o suporte.`}
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
        <Button variant="outline" asChild>
          <Link to={SEARCH_PATH}>Voltar ao início</Link>
        </Button>
      </div>
    </section>
  );
}

/** The router's error screen (instead of react-router's developer page), in pt-BR. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorMessage chunk={isChunkLoadError(error)} status={isRouteErrorResponse(error) ? error.status : null} />;
}
