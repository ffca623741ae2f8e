import { Home, Settings, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** SPEC §2 admin nav bar: 'Início', the current 'Usuários do Sistema' section, 'Configurações' (not yet available). */
export function AdminNav() {
  return (
    <nav aria-label="Administração" className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-2">
      <Button asChild variant="ghost" size="sm">
        <Link to="/">
          <Home aria-hidden="true" />
          Início
        </Link>
      </Button>
      <Button type="button" variant="secondary" size="sm" aria-current="page">
        <Users aria-hidden="true" />
        Usuários do Sistema
      </Button>
      <Button type="button" variant="ghost" size="sm" disabled title="Em breve">
        <Settings aria-hidden="true" />
        Configurações
      </Button>
    </nav>
  );
}
