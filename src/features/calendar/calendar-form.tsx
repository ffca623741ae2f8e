import { CalendarDays } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AWARD_PROGRAMS, type AwardProgram } from '@core/schemas/award';
import { CALENDAR_MAX_DAYS, type CalendarQuery, calendarQuerySchema } from '@core/schemas/calendar';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { CabinOptions } from '@/shared/cabin-options';
import { ProgramCheckboxes } from '@/shared/program-checkboxes';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AirportInput } from '@/shared/airport-input/airport-input';
import { PassengerOptions } from '@/shared/passenger-options';
import { firstIssuePerField } from '@/lib/field-errors';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring';

/** The month after today's: first and last day. */
export function nextMonthRange(today = todayIsoDate()): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m, 1));
  const last = new Date(Date.UTC(y, m + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

export function calendarDefaults(): CalendarQuery {
  return {
    origin: 'GRU',
    destination: 'LIS',
    ...nextMonthRange(),
    cabin: 'ECONOMY',
    programs: [...AWARD_PROGRAMS],
    adults: 1,
  };
}

function monthRange(month: string): { from: string; to: string } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return null;
  const [y, mo] = [Number(m[1]), Number(m[2])];
  return {
    from: `${month}-01`,
    to: new Date(Date.UTC(y, mo, 0)).toISOString().slice(0, 10),
  };
}

type Errors = Partial<Record<'origin' | 'destination' | 'from' | 'to' | 'programs' | 'nights', string>>;

/**
 * Route, period (a month, or a range of up to 62 days), cabin, programmes and passengers; one way, or a round trip
 * with a stay of N nights. Checked with the same schema the server reads the request with.
 */
export function CalendarForm({
  initial,
  busy,
  onSubmit,
}: {
  initial: CalendarQuery;
  busy: boolean;
  onSubmit(query: CalendarQuery): void;
}) {
  const [origin, setOrigin] = useState(initial.origin);
  const [destination, setDestination] = useState(initial.destination);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [cabin, setCabin] = useState<string>(initial.cabin);
  const [programs, setPrograms] = useState<AwardProgram[]>(initial.programs);
  const [adults, setAdults] = useState(String(initial.adults));
  const [roundTrip, setRoundTrip] = useState(initial.nights !== undefined);
  const [nights, setNights] = useState(String(initial.nights ?? 7));
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = calendarQuerySchema.safeParse({
      origin,
      destination,
      from,
      to,
      cabin,
      programs: programs.join(','),
      adults,
      ...(roundTrip ? { nights } : {}),
    });
    if (!parsed.success) {
      setErrors(firstIssuePerField<keyof Errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-3" aria-label="Calendário de preços">
      <AirportInput id="calendario-origem" label="Origem" value={origin} onChange={setOrigin} error={errors.origin} />
      <AirportInput
        id="calendario-destino"
        label="Destino"
        value={destination}
        onChange={setDestination}
        error={errors.destination}
      />
      <FormField id="calendario-mes" label="Mês">
        <Input
          id="calendario-mes"
          type="month"
          value={from.slice(0, 7) === to.slice(0, 7) ? from.slice(0, 7) : ''}
          onChange={(e) => {
            const range = monthRange(e.target.value);
            if (!range) return;
            setFrom(range.from);
            setTo(range.to);
          }}
        />
      </FormField>
      <FormField id="calendario-de" label="De" error={errors.from}>
        <Input
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          {...fieldA11y('calendario-de', errors.from)}
        />
      </FormField>
      <FormField id="calendario-ate" label={`Até (no máximo ${CALENDAR_MAX_DAYS} dias)`} error={errors.to}>
        <Input
          type="date"
          value={to}
          min={from}
          max={from ? addDaysIso(from, CALENDAR_MAX_DAYS - 1) : undefined}
          onChange={(e) => setTo(e.target.value)}
          {...fieldA11y('calendario-ate', errors.to)}
        />
      </FormField>
      <FormField id="calendario-classe" label="Classe">
        <select id="calendario-classe" className={selectClass} value={cabin} onChange={(e) => setCabin(e.target.value)}>
          <CabinOptions />
        </select>
      </FormField>
      <FormField id="calendario-passageiros" label="Passageiros">
        <select
          id="calendario-passageiros"
          className={selectClass}
          value={adults}
          onChange={(e) => setAdults(e.target.value)}
        >
          <PassengerOptions />
        </select>
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Viagem</legend>
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="calendario-viagem" checked={!roundTrip} onChange={() => setRoundTrip(false)} />
            Só ida
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="calendario-viagem" checked={roundTrip} onChange={() => setRoundTrip(true)} />
            Ida e volta
          </label>
        </div>
      </fieldset>
      {roundTrip && (
        <FormField id="calendario-noites" label="Noites no destino" error={errors.nights}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            value={nights}
            onChange={(e) => setNights(e.target.value)}
            {...fieldA11y('calendario-noites', errors.nights)}
          />
        </FormField>
      )}
      <ProgramCheckboxes
        idPrefix="calendario"
        value={programs}
        onChange={setPrograms}
        hint="LATAM Pass inclui Virgin Atlantic: marcar ou desmarcar LATAM Pass faz o mesmo com Virgin Atlantic. Nenhum marcado: o calendário consulta todos os programas."
      />
      <div className="md:col-span-3">
        <Button type="submit" size="lg" disabled={busy} className="w-full md:w-auto">
          <CalendarDays aria-hidden="true" /> {busy ? 'Consultando...' : 'Ver calendário'}
        </Button>
      </div>
    </form>
  );
}
