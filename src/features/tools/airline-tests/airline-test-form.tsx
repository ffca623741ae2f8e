import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  type AirlineTestFormValues,
  type AirlineTestQuery,
  airlineTestFormSchema,
  type ClassOption,
  passengerOrFallback,
} from './airline-test-schema';

export const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50';

type PassengerField = 'adults' | 'children' | 'infants';

const PASSENGERS: readonly { name: PassengerField; label: string; min: number; fallback: number }[] = [
  { name: 'adults', label: 'Adultos', min: 1, fallback: 1 },
  { name: 'children', label: 'Crianças', min: 0, fallback: 0 },
  { name: 'infants', label: 'Bebês', min: 0, fallback: 0 },
];

/**
 * The airline test form (SPEC §2 test pages, §3 "LATAM proxy / test form"): origin, destination, departure,
 * return (round trip only), trip type, class, adults, children and infants. The LATAM page shows the trip type;
 * the VoeGol page has none (its return date is optional) and reads a non-number passenger entry as the
 * fallback (1 adult, 0 others). `children` is rendered before the submit button (e.g. a checkbox).
 */
export function AirlineTestForm({
  idPrefix,
  ariaLabel,
  defaults,
  classes,
  withTripType,
  passengerFallback = false,
  busy,
  submitLabel = 'Buscar voos',
  onSearch,
  children,
}: {
  idPrefix: string;
  ariaLabel: string;
  defaults: AirlineTestFormValues;
  classes: readonly ClassOption[];
  withTripType: boolean;
  passengerFallback?: boolean;
  busy: boolean;
  submitLabel?: string;
  onSearch: (query: AirlineTestQuery, values: AirlineTestFormValues) => void;
  children?: ReactNode;
}) {
  const form = useForm<AirlineTestFormValues, unknown, AirlineTestQuery>({
    resolver: zodResolver(airlineTestFormSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const tripType = form.watch('tripType');
  const returnDisabled = withTripType && tripType !== 'ROUND_TRIP';
  const id = (name: string) => `${idPrefix}-${name}`;
  const upper = (field: 'origin' | 'destination') =>
    form.register(field, { setValueAs: (v: string) => String(v ?? '').toUpperCase() });
  const submit = form.handleSubmit((query) => onSearch(query, form.getValues()));

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" noValidate aria-label={ariaLabel}>
      <FormField id={id('origem')} label="Origem" error={errors.origin?.message}>
        <Input
          {...fieldA11y(id('origem'), errors.origin?.message)}
          className="uppercase placeholder:normal-case"
          placeholder="Ex.: GRU"
          autoCapitalize="characters"
          {...upper('origin')}
        />
      </FormField>
      <FormField id={id('destino')} label="Destino" error={errors.destination?.message}>
        <Input
          {...fieldA11y(id('destino'), errors.destination?.message)}
          className="uppercase placeholder:normal-case"
          placeholder="Ex.: CNF"
          autoCapitalize="characters"
          {...upper('destination')}
        />
      </FormField>
      <FormField id={id('ida')} label="Data de ida" error={errors.departureDate?.message}>
        <Input
          {...fieldA11y(id('ida'), errors.departureDate?.message)}
          type="date"
          {...form.register('departureDate')}
        />
      </FormField>
      <FormField
        id={id('volta')}
        label={withTripType ? 'Data de volta' : 'Data de volta (opcional)'}
        error={errors.returnDate?.message}
      >
        <Input
          {...fieldA11y(id('volta'), errors.returnDate?.message)}
          type="date"
          disabled={returnDisabled}
          {...form.register('returnDate')}
        />
      </FormField>
      {withTripType && (
        <FormField id={id('tipo')} label="Tipo de viagem" error={errors.tripType?.message}>
          <select id={id('tipo')} className={selectClass} {...form.register('tripType')}>
            <option value="ROUND_TRIP">Ida e volta</option>
            <option value="ONE_WAY">Só ida</option>
          </select>
        </FormField>
      )}
      <FormField id={id('classe')} label="Classe" error={errors.flightClass?.message}>
        <select id={id('classe')} className={selectClass} {...form.register('flightClass')}>
          {classes.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </FormField>
      {PASSENGERS.map((p) => (
        <FormField key={p.name} id={id(p.name)} label={p.label} error={errors[p.name]?.message}>
          <Input
            {...fieldA11y(id(p.name), errors[p.name]?.message)}
            type="number"
            inputMode="numeric"
            min={p.min}
            max={9}
            {...form.register(
              p.name,
              passengerFallback ? { setValueAs: (v: unknown) => passengerOrFallback(v, p.fallback) } : {},
            )}
          />
        </FormField>
      ))}
      {children && <div className="sm:col-span-2 lg:col-span-4">{children}</div>}
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          <Search aria-hidden="true" /> {busy ? 'Buscando...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
