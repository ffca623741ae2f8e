import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CabinOptions } from '@/shared/cabin-options';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { selectClass } from './airline-test-form';
import { TESTER_APIS, type TesterFormValues, type TesterQuery, testerFormSchema } from './api-tester-schema';

/** The tester's parameter card and API chooser (SPEC §2 'Testador de APIs'), one form. */
export function ApiTesterForm({
  defaults,
  busy,
  onTest,
}: {
  defaults: TesterFormValues;
  busy: boolean;
  onTest: (query: TesterQuery, values: TesterFormValues) => void;
}) {
  const form = useForm<TesterFormValues, unknown, TesterQuery>({
    resolver: zodResolver(testerFormSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const tripType = form.watch('tripType');
  const chosen = form.watch('api');
  const upper = (field: 'origin' | 'destination') =>
    form.register(field, { setValueAs: (v: string) => String(v ?? '').toUpperCase() });

  return (
    <form
      onSubmit={form.handleSubmit((query) => onTest(query, form.getValues()))}
      noValidate
      aria-label="Testar API"
      className="space-y-4"
    >
      <Card>
        <CardHeader>
          <CardTitle as="h2">Parâmetros</CardTitle>
          <CardDescription>Rota e datas enviadas à API escolhida.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField id="tester-origem" label="Origem" error={errors.origin?.message}>
            <Input
              {...fieldA11y('tester-origem', errors.origin?.message)}
              className="uppercase placeholder:normal-case"
              placeholder="Ex.: GRU"
              autoCapitalize="characters"
              {...upper('origin')}
            />
          </FormField>
          <FormField id="tester-destino" label="Destino" error={errors.destination?.message}>
            <Input
              {...fieldA11y('tester-destino', errors.destination?.message)}
              className="uppercase placeholder:normal-case"
              placeholder="Ex.: MIA"
              autoCapitalize="characters"
              {...upper('destination')}
            />
          </FormField>
          <FormField id="tester-ida" label="Data de ida" error={errors.departureDate?.message}>
            <Input
              {...fieldA11y('tester-ida', errors.departureDate?.message)}
              type="date"
              {...form.register('departureDate')}
            />
          </FormField>
          <FormField id="tester-volta" label="Data de volta (opcional)" error={errors.returnDate?.message}>
            <Input
              {...fieldA11y('tester-volta', errors.returnDate?.message)}
              type="date"
              disabled={tripType === 'ONE_WAY'}
              {...form.register('returnDate')}
            />
          </FormField>
          <FormField id="tester-tipo" label="Tipo de viagem">
            <select id="tester-tipo" className={selectClass} {...form.register('tripType')}>
              <option value="ROUND_TRIP">Ida e volta</option>
              <option value="ONE_WAY">Só ida</option>
            </select>
          </FormField>
          <FormField id="tester-classe" label="Classe">
            <select id="tester-classe" className={selectClass} {...form.register('cabinClass')}>
              <CabinOptions />
            </select>
          </FormField>
          <FormField id="tester-adultos" label="Passageiros" error={errors.adults?.message}>
            <Input
              {...fieldA11y('tester-adultos', errors.adults?.message)}
              type="number"
              inputMode="numeric"
              min={1}
              max={9}
              {...form.register('adults')}
            />
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">API</CardTitle>
          <CardDescription>
            Classe só vai para LATAM, Azul e GOL; passageiros não vão para o Seats.aero.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <fieldset>
            <legend className="sr-only">API a testar</legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {TESTER_APIS.map((api) => (
                <label
                  key={api.id}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    chosen === api.id ? 'border-primary bg-primary/10' : 'bg-background',
                  )}
                >
                  <span className="flex items-center gap-2 font-medium">
                    <input type="radio" value={api.id} className="accent-primary" {...form.register('api')} />
                    {api.label}
                  </span>
                  <span className="mt-1 font-mono text-xs break-all text-muted-foreground">GET {api.op.path}</span>
                </label>
              ))}
            </div>
            {errors.api?.message && (
              <p className="mt-2 text-sm text-destructive" role="alert">
                {errors.api.message}
              </p>
            )}
          </fieldset>
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
            <FlaskConical aria-hidden="true" /> {busy ? 'Testando...' : 'Testar API'}
          </Button>
        </CardContent>
      </Card>
    </form>
  );
}
