import { Calculator } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { programOfFamily } from '@core/miles/program-ids';
import { PROGRAM_VALUE_PER_1000, type ProgramFamily } from '@core/miles/programs';
import { formatEstimate } from '@core/miles/valuation';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatBRL } from '@core/format/money';
import { formatMiles } from '@core/format/miles';
import { CONVERTER_PROGRAMS, DEFAULT_MILES, DEFAULT_PROGRAM, parseMilesAmount, programFromQuery } from './miles-amount';
import { CONVERTER_DEMO_PATH } from '@core/links/paths';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50';

/** The link's ?milhas= / ?programa= (or miles / program) prefill the form; an unknown programme is reported. */
function useInitialValues() {
  const [params] = useSearchParams();
  const milesParam = params.get('milhas') ?? params.get('miles');
  const programParam = (params.get('programa') ?? params.get('program'))?.trim() || null;
  const family = programFromQuery(programParam);
  return {
    miles: milesParam?.trim() || DEFAULT_MILES,
    program: programParam === null ? DEFAULT_PROGRAM : family,
    unknownProgram: programParam !== null && family === null ? programParam : null,
  };
}

/** SPEC §2 miles converter test page (/test-miles-converter): miles of a programme in reais, and every programme side by side. */
export function MilesConverterPage() {
  const initial = useInitialValues();
  const [input, setInput] = useState(initial.miles);
  const [program, setProgram] = useState<ProgramFamily | null>(initial.program);
  const ids = { miles: useId(), program: useId() };

  const amount = parseMilesAmount(input);
  const milesError = amount.ok ? undefined : amount.error;
  const programError = program === null ? 'Selecione um programa' : undefined;
  const estimate = amount.ok && program ? formatEstimate(amount.miles, programOfFamily(program).name) : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Conversor de Milhas</h1>
        <p className="text-muted-foreground">
          Quanto valem suas milhas em reais, pelos valores de referência por 1.000 milhas que o Bússola usa para
          comparar ofertas.
        </p>
      </header>

      {initial.unknownProgram && program === null && (
        <Alert variant="destructive">
          <AlertDescription>
            Programa não reconhecido: “{initial.unknownProgram}”. Escolha um programa da lista.
          </AlertDescription>
        </Alert>
      )}

      <Card>
        <CardContent className="pt-6">
          <form
            aria-label="Converter milhas"
            className="grid gap-4 sm:grid-cols-2"
            noValidate
            onSubmit={(e) => e.preventDefault()}
          >
            <FormField id={ids.miles} label="Quantidade de milhas" error={milesError}>
              <Input
                {...fieldA11y(ids.miles, milesError)}
                inputMode="numeric"
                autoComplete="off"
                value={input}
                onChange={(e) => setInput(e.target.value)}
              />
            </FormField>
            <FormField id={ids.program} label="Programa" error={programError}>
              <select
                {...fieldA11y(ids.program, programError)}
                className={selectClass}
                value={program ?? ''}
                onChange={(e) => setProgram(e.target.value ? (e.target.value as ProgramFamily) : null)}
              >
                {program === null && <option value="">Selecione um programa</option>}
                {CONVERTER_PROGRAMS.map((p) => (
                  <option key={p.family} value={p.family}>
                    {p.name}
                  </option>
                ))}
              </select>
            </FormField>
          </form>
        </CardContent>
      </Card>

      <section aria-labelledby="resultado-conversao" className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="resultado-conversao" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <Calculator className="size-4" aria-hidden="true" />
          Resultado
        </h2>
        <div aria-live="polite" className="mt-2">
          {estimate && amount.ok && program ? (
            <>
              <p className="text-3xl font-bold" data-testid="valor-convertido">
                {estimate}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {formatMiles(amount.miles)} milhas {programOfFamily(program).name} ·{' '}
                {formatBRL(PROGRAM_VALUE_PER_1000[program])} por 1.000 milhas
              </p>
            </>
          ) : (
            <p className="text-muted-foreground">
              Informe a quantidade de milhas e o programa para ver o valor em reais.
            </p>
          )}
        </div>
      </section>

      <Table aria-label="Comparação entre programas">
        <TableCaption className="caption-top pb-2 text-left">
          {amount.ok
            ? `Valor de ${formatMiles(amount.miles)} milhas em cada programa`
            : 'Valor de referência por 1.000 milhas em cada programa'}
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Programa</TableHead>
            <TableHead className="text-right">Por 1.000 milhas</TableHead>
            <TableHead className="text-right">Valor estimado</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {CONVERTER_PROGRAMS.map((p) => {
            const selected = p.family === program;
            return (
              <TableRow
                key={p.family}
                data-state={selected ? 'selected' : undefined}
                aria-current={selected ? 'true' : undefined}
              >
                <TableCell className="font-medium">
                  {p.name}
                  {selected && (
                    <Badge variant="secondary" className="ml-2">
                      Selecionado
                    </Badge>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatBRL(p.per1000)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {amount.ok ? (formatEstimate(amount.miles, p.name) ?? '—') : '—'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>

      <p className="text-sm text-muted-foreground">
        Estimativa de referência: o valor real de uma emissão depende da tarifa em dinheiro do mesmo voo. Veja a
        comparação com ofertas na{' '}
        <Link to={CONVERTER_DEMO_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
          demonstração do conversor
        </Link>
        .
      </p>
    </div>
  );
}
