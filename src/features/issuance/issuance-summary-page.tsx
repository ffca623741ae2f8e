import { ArrowLeft, Info, MessageCircle, Plane } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { awardDisplay, awardValuePer1000 } from '@core/flights/award-programs';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cabinLabel } from '@core/format/labels';
import { formatBRL } from '@core/format/money';
import { formatMiles } from '@core/format/miles';
import { InvalidLinkNotice } from './invalid-link-notice';
import { issuanceContact, whatsappUrl } from './issuance-contact';
import { type IssuanceFlight, parseIssuanceFlight } from '@core/links/issuance-link';
import {
  dateLabel,
  type IssuanceQuote,
  issuanceQuote,
  routeLabel,
  stopsLabel,
  summaryRequestText,
} from './issuance-text';
import { AWARD_SEARCH_PATH } from '@core/links/paths';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-2 py-2 sm:grid-cols-[11rem_1fr]">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function FlightSummary({ flight }: { flight: IssuanceFlight }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold tracking-tight">
          <Plane className="size-4 text-primary" aria-hidden="true" />
          Resumo do voo
        </h2>
      </CardHeader>
      <CardContent>
        <dl aria-label="Resumo do voo" className="divide-y">
          <Row term="Trecho">{routeLabel(flight)}</Row>
          <Row term="Data">{dateLabel(flight.date)}</Row>
          <Row term="Voo">{flight.flight ?? 'não informado'}</Row>
          <Row term="Programa">
            {flight.award.program || flight.program}
            {flight.award.original_program && flight.award.original_program !== flight.award.program && (
              <span className="block text-sm font-normal text-muted-foreground">
                via {flight.award.original_program}
              </span>
            )}
          </Row>
          <Row term="Classe">{cabinLabel(flight.cabin)}</Row>
          <Row term="Escalas">{stopsLabel(flight)}</Row>
          {flight.legs.length > 1 && (
            <Row term="Trechos">
              <ol className="space-y-0.5">
                {flight.legs.map((leg) => (
                  <li key={`${leg.origin}-${leg.destination}`}>
                    {leg.origin} → {leg.destination}
                    {leg.flight && <span className="ml-1 font-mono text-xs text-muted-foreground">{leg.flight}</span>}
                  </li>
                ))}
              </ol>
            </Row>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function MilesSummary({ flight, quote }: { flight: IssuanceFlight; quote: IssuanceQuote }) {
  // One rule with the award screens: the value and the 'via …' of awardDisplay.
  const per1000 = awardValuePer1000(flight.award);
  const { estimate, via } = awardDisplay(flight.award, quote.miles, quote.fees, 'BRL');
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold tracking-tight">Milhas e taxas</h2>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl aria-label="Milhas e taxas" className="divide-y">
          <Row term="Milhas">
            <span className="text-xl font-bold">{formatMiles(quote.miles)} milhas</span>
            <span className="block text-sm font-normal text-muted-foreground">
              {quote.basis === 'table'
                ? `Tabela fixa: ${quote.originRegion} → ${quote.destinationRegion}, ${cabinLabel(flight.cabin).toLowerCase()}`
                : `Rota fora da tabela fixa por região: milhas de referência do programa (${cabinLabel(flight.cabin).toLowerCase()})`}
            </span>
          </Row>
          <Row term="Taxas estimadas">{formatBRL(quote.fees)}</Row>
          <Row term="Valor estimado">
            {estimate ?? 'sem estimativa'}
            {per1000 !== null && (
              <span className="block text-sm font-normal text-muted-foreground">
                {formatBRL(per1000)} por 1.000 milhas{via ? ` (valor do ${via})` : ''}
              </span>
            )}
          </Row>
        </dl>
        {!flight.programKnown && (
          <Alert variant="warning">
            <Info aria-hidden="true" />
            <AlertDescription>
              Programa não reconhecido: não há valor de referência em reais para “{flight.program}”.
            </AlertDescription>
          </Alert>
        )}
        <p className="text-xs text-muted-foreground">
          Valores de referência da tabela fixa, sem consulta de disponibilidade. O valor final é confirmado no
          atendimento antes da emissão.
        </p>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 fixed-table issuance summary (/emissao-tabela-fixa-latam): the flight, its miles and fees, and the WhatsApp request. */
export function IssuanceSummaryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const parsed = parseIssuanceFlight(params);

  const back = () => {
    // Opened directly (new tab, shared link): there is no page of ours to go back to.
    if (location.key === 'default') navigate(AWARD_SEARCH_PATH);
    else navigate(-1);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Resumo da Emissão</h1>
        <p className="text-muted-foreground">
          Confira o voo e os valores da tabela fixa e solicite a emissão pelo WhatsApp.
        </p>
      </header>
      {parsed.ok ? <Summary flight={parsed.value} onBack={back} /> : <InvalidLinkNotice problems={parsed.problems} />}
    </div>
  );
}

function Summary({ flight, onBack }: { flight: IssuanceFlight; onBack: () => void }) {
  const quote = issuanceQuote(flight);
  const contact = issuanceContact();
  const href = whatsappUrl(summaryRequestText(flight, quote), contact.whatsappNumber);
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <FlightSummary flight={flight} />
        <MilesSummary flight={flight} quote={quote} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Voltar
        </Button>
        <a href={href} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'default' })}>
          <MessageCircle aria-hidden="true" />
          Solicitar Emissão via WhatsApp
        </a>
      </div>
      {contact.whatsappNumber === null && (
        <p className="text-sm text-muted-foreground">
          Número de WhatsApp para emissão não configurado: o WhatsApp abrirá com a mensagem pronta para você escolher o
          contato.
        </p>
      )}
    </>
  );
}
