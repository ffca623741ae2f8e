import { Plane } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { HOLDER_LABEL } from '@core/schemas/household';
import { type TripPlanRequest, tripPlanRequestSchema } from '@core/schemas/trip-plan';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AirportInput } from '@/shared/airport-input/airport-input';
import { CabinOptions } from '@/shared/cabin-options';
import { PassengerOptions } from '@/shared/passenger-options';
import { firstIssuePerField } from '@/lib/field-errors';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-ring';

type Errors = Partial<Record<'origin' | 'destination' | 'outbound' | 'inbound' | 'passengers' | 'memberIds', string>>;

/** A day ± up to 3 days, as the request's window (never before today). */
function windowOf(day: string, flex: number, today: string): { from: string; to: string } {
  const from = addDaysIso(day, -flex);
  return { from: from < today ? today : from, to: addDaysIso(day, flex) };
}

interface DayWindowProps {
  id: string;
  label: string;
  day: string;
  min: string;
  flex: string;
  error: string | undefined;
  onDay(day: string): void;
  onFlex(flex: string): void;
}

/** A day and how many days around it may do (the request's window). */
function DayWindow({ id, label, day, min, flex, error, onDay, onFlex }: DayWindowProps) {
  return (
    <>
      <FormField id={id} label={label} error={error}>
        <Input type="date" value={day} min={min} onChange={(e) => onDay(e.target.value)} {...fieldA11y(id, error)} />
      </FormField>
      <FormField id={`${id}-flex`} label="Flexibilidade">
        <select id={`${id}-flex`} className={selectClass} value={flex} onChange={(e) => onFlex(e.target.value)}>
          <option value="0">Só nesse dia</option>
          <option value="1">± 1 dia</option>
          <option value="2">± 2 dias</option>
          <option value="3">± 3 dias</option>
        </select>
      </FormField>
    </>
  );
}

/**
 * Route, the outbound day and the return day each with ± up to 3 days (or one way), travellers and cabin;
 * checked with the schema the server reads the request with.
 */
export function TripForm({
  busy,
  members,
  onSubmit,
}: {
  busy: boolean;
  /** The household's members: when there are any, the travellers are picked by name ('Eu' first). */
  members: readonly { id: string; name: string }[];
  onSubmit(request: TripPlanRequest): void;
}) {
  const today = todayIsoDate();
  const [origin, setOrigin] = useState('GRU');
  const [destination, setDestination] = useState('LIS');
  const [outDay, setOutDay] = useState(addDaysIso(today, 30));
  const [outFlex, setOutFlex] = useState('3');
  const [roundTrip, setRoundTrip] = useState(true);
  const [backDay, setBackDay] = useState(addDaysIso(today, 40));
  const [backFlex, setBackFlex] = useState('3');
  const [passengers, setPassengers] = useState('1');
  // Who travels, by member id ('' = the holder).
  const [who, setWho] = useState<string[]>(['']);
  const toggle = (id: string) => setWho((now) => (now.includes(id) ? now.filter((w) => w !== id) : [...now, id]));
  const byName = members.length > 0;
  const [cabin, setCabin] = useState('ECONOMY');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tripPlanRequestSchema.safeParse({
      origin,
      destination,
      outbound: windowOf(outDay, Number(outFlex), today),
      inbound: roundTrip ? windowOf(backDay, Number(backFlex), today) : null,
      ...(byName ? { memberIds: who.map((id) => id || null) } : { passengers: Number(passengers) }),
      cabin,
    });
    if (!parsed.success) {
      setErrors(firstIssuePerField<keyof Errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-3" aria-label="Planejar viagem">
      <AirportInput id="viagem-origem" label="Origem" value={origin} onChange={setOrigin} error={errors.origin} />
      <AirportInput
        id="viagem-destino"
        label="Destino"
        value={destination}
        onChange={setDestination}
        error={errors.destination}
      />
      <DayWindow
        id="viagem-ida"
        label="Ida"
        day={outDay}
        min={today}
        flex={outFlex}
        error={errors.outbound}
        onDay={setOutDay}
        onFlex={setOutFlex}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Viagem</legend>
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="viagem-tipo" checked={roundTrip} onChange={() => setRoundTrip(true)} />
            Ida e volta
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="viagem-tipo" checked={!roundTrip} onChange={() => setRoundTrip(false)} />
            Só ida
          </label>
        </div>
      </fieldset>
      {roundTrip && (
        <DayWindow
          id="viagem-volta"
          label="Volta"
          day={backDay}
          min={outDay}
          flex={backFlex}
          error={errors.inbound}
          onDay={setBackDay}
          onFlex={setBackFlex}
        />
      )}
      {byName ? (
        <fieldset className="grid gap-2" aria-describedby={errors.memberIds ? 'viagem-quem-erro' : undefined}>
          <legend className="mb-1 text-sm font-medium">Quem viaja</legend>
          <div className="flex flex-wrap items-center gap-4">
            {[{ id: '', name: HOLDER_LABEL }, ...members].map((m) => (
              <label key={m.id || 'eu'} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={who.includes(m.id)} onChange={() => toggle(m.id)} />
                {m.name}
              </label>
            ))}
          </div>
          {errors.memberIds && (
            <p id="viagem-quem-erro" className="text-sm text-destructive">
              {errors.memberIds}
            </p>
          )}
        </fieldset>
      ) : (
        <FormField id="viagem-passageiros" label="Passageiros" error={errors.passengers}>
          <select
            id="viagem-passageiros"
            className={selectClass}
            value={passengers}
            onChange={(e) => setPassengers(e.target.value)}
          >
            <PassengerOptions />
          </select>
        </FormField>
      )}
      <FormField id="viagem-classe" label="Classe">
        <select id="viagem-classe" className={selectClass} value={cabin} onChange={(e) => setCabin(e.target.value)}>
          <CabinOptions />
        </select>
      </FormField>
      <div className="md:col-span-3">
        <Button type="submit" size="lg" disabled={busy} className="w-full md:w-auto">
          <Plane aria-hidden="true" /> {busy ? 'Planejando...' : 'Planejar viagem'}
        </Button>
      </div>
    </form>
  );
}
