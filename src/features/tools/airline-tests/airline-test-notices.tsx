import { AlertTriangle, CircleAlert, Loader2 } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

export const CONTINGENCY_TITLE = 'Dados de contingência';

/**
 * The yellow notice of SPEC §2 when the reply flags `_utilizandoDadosContingencia`: the rows are the server's
 * fixed sample (API not configured, or test data asked for), never real offers.
 */
export function ContingencyNotice({ message }: { message: string | null }) {
  return (
    <Alert variant="warning">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>{CONTINGENCY_TITLE}</AlertTitle>
      <AlertDescription>
        <p>{message ?? 'A resposta usa dados de contingência: uma amostra fixa, que não são ofertas reais.'}</p>
      </AlertDescription>
    </Alert>
  );
}

/** A failure in red, kept on the page (toasts disappear). */
export function FailureNotice({ title, description }: { title: string; description?: string | undefined }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      {description && <AlertDescription>{description}</AlertDescription>}
    </Alert>
  );
}

export function LoadingLine({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
      <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" /> {text}
    </p>
  );
}

/** Rows left out of a reply (the airline broke the contract, or the page could not read them). */
export function SkippedRows({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {count === 1 ? '1 linha da resposta foi ignorada' : `${count} linhas da resposta foram ignoradas`} por não seguir
      o formato esperado.
    </p>
  );
}

/**
 * The full reply, pretty-printed in a <pre>, inside a named region that scrolls and that the keyboard can
 * reach (a scrollable area must be focusable to be scrolled without a mouse, WCAG 2.1.1).
 */
export function RawJson({ value, label }: { value: unknown; label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard.
      tabIndex={0}
      className="max-h-[600px] overflow-auto rounded-md border bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <pre className="p-4 font-mono text-xs leading-relaxed whitespace-pre">
        {JSON.stringify(value, null, 2) ?? 'null'}
      </pre>
    </section>
  );
}
