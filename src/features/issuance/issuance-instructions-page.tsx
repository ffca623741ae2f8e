import { Check, Copy, Lightbulb, MessageCircle, Phone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { cabinLabel } from '@core/format/labels';
import { InvalidLinkNotice } from './invalid-link-notice';
import { issuanceContact, whatsappUrl } from './issuance-contact';
import { type IssuanceRequest, parseIssuanceRequest } from '@core/links/issuance-link';
import { dateLabel, instructionsRequestText, passengersLabel, routeLabel } from './issuance-text';

/** SPEC §9: the copy confirmation stays 3 s. */
export const COPY_CONFIRMATION_MS = 3000;

const TIPS = [
  'Tenha em mãos o nome completo de cada passageiro exatamente como no documento, a data de nascimento e o CPF ou o passaporte.',
  'Os valores da tabela fixa são de referência: disponibilidade, milhas e taxas são confirmadas no momento da emissão.',
  'Bebês viajam no colo de um adulto; crianças ocupam assento próprio e contam como passageiros pagantes.',
  'Em voos internacionais, confira a validade do passaporte e a exigência de visto antes de emitir.',
  'Os assentos pela tabela fixa são limitados: quanto antes a solicitação, maiores as chances de conseguir a data desejada.',
];

const h2Class = 'text-lg leading-none font-semibold tracking-tight';

function CopyableRequest({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Área de transferência indisponível');
      await navigator.clipboard.writeText(text);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      setCopied(false);
      // Selected, so copying by hand is one keystroke away.
      area.current?.select();
      toast({
        variant: 'destructive',
        title: 'Não foi possível copiar',
        description:
          'O navegador não permitiu o acesso à área de transferência. O texto foi selecionado: copie-o manualmente.',
      });
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="texto-solicitacao">Texto da solicitação</Label>
      <textarea
        id="texto-solicitacao"
        ref={area}
        readOnly
        value={text}
        rows={text.split('\n').length}
        className="w-full resize-none rounded-md border border-input bg-muted/40 px-3 py-2 font-mono text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
      <div>
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? (
            <Check className="text-success" aria-hidden="true" data-testid="icone-copiado" />
          ) : (
            <Copy aria-hidden="true" />
          )}
          {copied ? 'Copiado!' : 'Copiar texto'}
        </Button>
        <span className="sr-only" aria-live="polite">
          {copied ? 'Texto copiado para a área de transferência' : ''}
        </span>
      </div>
    </div>
  );
}

function Instructions({ request }: { request: IssuanceRequest }) {
  const text = instructionsRequestText(request);
  const contact = issuanceContact();
  return (
    <>
      <Card>
        <CardHeader>
          <h2 className={h2Class}>Sua solicitação</h2>
        </CardHeader>
        <CardContent>
          <dl aria-label="Sua solicitação" className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {[
              ['Trecho', routeLabel(request)],
              ['Data', dateLabel(request.date)],
              ['Classe', cabinLabel(request.cabin)],
              ['Passageiros', passengersLabel(request.passengers)],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-muted-foreground">{term}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className={h2Class}>Como solicitar a emissão</h2>
        </CardHeader>
        <CardContent className="space-y-5">
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            <li>Copie o texto da solicitação abaixo.</li>
            <li>Envie pelo WhatsApp ou, se preferir, ligue para o telefone de emissão.</li>
            <li>Nossa equipe confirma a disponibilidade, as milhas e as taxas e orienta os próximos passos.</li>
          </ol>
          <CopyableRequest text={text} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <a
              href={whatsappUrl(text, contact.whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'default' })}
            >
              <MessageCircle aria-hidden="true" />
              Abrir WhatsApp
            </a>
            <p className="flex items-center gap-2 text-sm">
              <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
              {contact.phone && contact.phoneHref ? (
                <span>
                  Telefone para emissão:{' '}
                  <a href={contact.phoneHref} className="font-medium text-primary underline-offset-4 hover:underline">
                    {contact.phone}
                  </a>
                </span>
              ) : (
                <span>Telefone para emissão: não configurado</span>
              )}
            </p>
          </div>
          {contact.whatsappNumber === null && (
            <p className="text-sm text-muted-foreground">
              Número de WhatsApp para emissão não configurado: o WhatsApp abrirá com a mensagem pronta para você
              escolher o contato.
            </p>
          )}
        </CardContent>
      </Card>

      <aside aria-label="Dicas" className="rounded-xl border border-primary/30 bg-primary/5 p-4">
        <h2 className="mb-2 flex items-center gap-2 font-semibold">
          <Lightbulb className="size-4 text-primary" aria-hidden="true" />
          Dicas
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>
    </>
  );
}

/** SPEC §2 fixed-table issuance instructions (/emissao-tabela-fixa): the request text to copy and where to send it. */
export function IssuanceInstructionsPage() {
  const [params] = useSearchParams();
  const parsed = parseIssuanceRequest(params);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Emissão pela Tabela Fixa</h1>
        <p className="text-muted-foreground">
          Envie a solicitação pronta para nossa equipe emitir sua passagem com milhas pela tabela fixa.
        </p>
      </header>
      {parsed.ok ? <Instructions request={parsed.value} /> : <InvalidLinkNotice problems={parsed.problems} />}
    </div>
  );
}
