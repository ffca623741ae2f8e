import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { HUBS_PATH, SEARCH_PATH, SMART_SEARCH_PATH } from '@core/links/paths';

const LINKS = [
  { to: HUBS_PATH, label: 'Hubs Aeroportuários' },
  { to: SEARCH_PATH, label: 'Buscador Inteligente' },
  { to: SMART_SEARCH_PATH, label: 'Buscador em reais e milhas' },
] as const;

/** SPEC §2 screen 6: links to the hubs page and the two smart searches. */
export function AwardPageLinks() {
  return (
    <nav aria-label="Outras buscas" className="flex flex-wrap gap-2">
      {LINKS.map((l) => (
        <Link key={l.to} to={l.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
