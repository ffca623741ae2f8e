import { Camera, CirclePlay, Compass, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@core/data/contact';
import { PRIVACY_PATH, TERMS_PATH } from '@core/links/paths';
import { FOOTER_NAV, FOOTER_PROGRAMMES } from './nav-links';

// Social profiles are not open yet: the icons say so instead of linking nowhere.
const SOCIAL = [
  { label: 'Instagram', Icon: Camera },
  { label: 'Facebook', Icon: ThumbsUp },
  { label: 'YouTube', Icon: CirclePlay },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 font-semibold text-primary">
            <Compass className="size-5" aria-hidden="true" /> Bússola das Passagens
          </p>
          <p className="text-sm text-muted-foreground">
            Encontre as melhores ofertas de voos comparando preços em reais e milhas de várias companhias aéreas.
          </p>
        </div>
        <nav aria-label="Rodapé">
          <h2 className="mb-3 text-sm font-semibold">Navegação</h2>
          <ul className="space-y-2 text-sm">
            {FOOTER_NAV.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Programas de fidelidade</h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            {FOOTER_PROGRAMMES.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Contato</h2>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-sm text-primary wrap-anywhere hover:underline">
            {SUPPORT_EMAIL}
          </a>
          <ul className="mt-4 flex gap-3" aria-label="Redes sociais (em breve)">
            {SOCIAL.map(({ label, Icon }) => (
              <li key={label} title={`${label} (em breve)`} className="text-muted-foreground">
                <Icon className="size-5" aria-hidden="true" />
                <span className="sr-only">{label} (em breve)</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t py-4 text-center text-xs text-muted-foreground">
        <p>© {year} Bússola das Passagens. Todos os direitos reservados.</p>
        <nav aria-label="Privacidade e termos" className="flex gap-4">
          <Link to={PRIVACY_PATH} className="hover:text-foreground hover:underline">
            Política de privacidade
          </Link>
          <Link to={TERMS_PATH} className="hover:text-foreground hover:underline">
            Termos de uso
          </Link>
        </nav>
      </div>
    </footer>
  );
}
