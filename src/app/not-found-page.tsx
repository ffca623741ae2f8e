import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SEARCH_PATH } from '@core/links/paths';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
      <p className="text-muted-foreground">O endereço que você abriu não existe ou foi movido.</p>
      <Button asChild>
        <Link to={SEARCH_PATH}>Voltar ao início</Link>
      </Button>
    </section>
  );
}
