import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { AWARD_SEARCH_PATH } from '@core/links/paths';

/** What the issuance pages show when their link lacks or garbles a parameter: the problems and a way back. */
export function InvalidLinkNotice({ problems }: { problems: readonly string[] }) {
  return (
    <div className="space-y-4">
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>Não foi possível montar a solicitação de emissão</AlertTitle>
        <AlertDescription>
          <p>O link aberto está incompleto ou tem dados inválidos:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <p className="mt-2">Escolha o voo novamente na busca de tarifas para gerar um link válido.</p>
        </AlertDescription>
      </Alert>
      <Link to={AWARD_SEARCH_PATH} className={buttonVariants({ variant: 'default' })}>
        Ir para a Busca Tabela Fixa e Award
      </Link>
    </div>
  );
}
