import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

const LINKS = [
  { to: '/hubs-aeroportos', label: 'Hubs Aeroportuários' },
  { to: '/', label: 'Buscador Inteligente' },
  { to: '/buscador', label: 'Buscador em reais e milhas' },
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
