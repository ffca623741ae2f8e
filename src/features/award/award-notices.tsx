import { AlertTriangle, CircleAlert } from 'lucide-react';
import { programOfAward } from '@core/miles/program-ids';
import { NOT_CONFIGURED_TITLE, notConfiguredText } from '@core/text/not-configured';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { ProgramFailure } from './award-outcome';
import { noFlightsMessage } from './award-outcome';

export const UNAVAILABLE_TITLE = 'Servidores de busca temporariamente indisponíveis';
export const OFFLINE_TITLE = 'Você está offline';

const REFERENCE_NOTE =
  'Mostramos os valores da tabela fixa de referência: milhas por região, sem consulta de disponibilidade real.';

/**
 * SPEC §8: programmes without a live answer get the yellow notice and the fixed table: 'não configurado' (the
 * shared wording) for a source this server has no key for, apart from a real outage or no connection; every other failure is listed in red; with no flights at all the red alert leads with
 * 'Não foi possível encontrar voos: {list}'.
 */
export function AwardNotices({
  failures,
  flightCount,
  message,
  offline = false,
}: {
  failures: readonly ProgramFailure[];
  flightCount: number;
  message: (failure: ProgramFailure) => string;
  /** No programme got any reply: say the device is offline, not that the servers are down. */
  offline?: boolean;
}) {
  const notConfigured = failures.filter((f) => f.kind === 'not_configured');
  const unavailable = failures.filter((f) => f.kind === 'unavailable');
  const errors = failures.filter((f) => f.kind === 'error').map(message);
  if (notConfigured.length === 0 && unavailable.length === 0 && errors.length === 0) return null;
  return (
    <div className="space-y-3">
      {notConfigured.length > 0 && (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{NOT_CONFIGURED_TITLE}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {notConfigured.map((f) => (
                <li key={f.program}>{notConfiguredText(programOfAward(f.program).name)}</li>
              ))}
            </ul>
            <p>{REFERENCE_NOTE} Confirme no site do programa antes de emitir.</p>
          </AlertDescription>
        </Alert>
      )}
      {unavailable.length > 0 && (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{offline ? OFFLINE_TITLE : UNAVAILABLE_TITLE}</AlertTitle>
          <AlertDescription>
            <p>
              {offline ? 'Sem conexão, não foi possível consultar' : 'Não foi possível consultar'}{' '}
              {unavailable.map((f) => programOfAward(f.program).name).join(', ')} agora. {REFERENCE_NOTE}{' '}
              {offline
                ? 'Conecte-se e busque de novo para ver a disponibilidade real.'
                : 'Confirme no site do programa antes de emitir.'}
            </p>
          </AlertDescription>
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{flightCount === 0 ? noFlightsMessage(errors) : 'Erros na busca'}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
