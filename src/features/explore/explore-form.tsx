import { format } from 'date-fns';
import { Compass } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { REGIONS } from '@core/airports/regions';
import { ptBRLocale } from '@core/format/dates';
import { parseMoneyInput } from '@core/format/money';
import {
  EXPLORE_DURATION_LABELS,
  EXPLORE_DURATIONS,
  type ExploreDuration,
  type ExploreQuery,
  exploreQuerySchema,
} from '@core/schemas/explore';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { AirportInput } from '@/shared/airport-input/airport-input';
import { CabinOptions } from '@/shared/cabin-options';
import { PassengerOptions } from '@/shared/passenger-options';
import { firstIssuePerField } from '@/lib/field-errors';

/** Months a departure may be picked in: this one and the next eleven. */
const MONTHS_AHEAD = 12;

type Errors = Partial<Record<'origin' | 'month' | 'from' | 'to' | 'maxPerPersonBRL', string>>;

/** 'yyyy-MM' of this month and the next ones, each with its pt-BR name ('janeiro de 2027'). */
export function nextMonths(today = todayIsoDate(), count = MONTHS_AHEAD): { value: string; label: string }[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const first = new Date(y, m - 1 + i, 1);
    return { value: format(first, 'yyyy-MM'), label: format(first, "MMMM 'de' yyyy", { locale: ptBRLocale }) };
  });
}

/**
 * From where, when (a month or a window of departure dates), for how long, for how many, in which cabin, and the
 * filters (a budget per person, only what my balances pay, a region, nonstop only); checked with the schema the
 * server reads the query with.
 */
export function ExploreForm({ busy, onSubmit }: { busy: boolean; onSubmit(query: ExploreQuery): void }) {
  const today = todayIsoDate();
  const months = nextMonths(today);
  const [origin, setOrigin] = useState('SAO');
  const [byMonth, setByMonth] = useState(true);
  const [month, setMonth] = useState(months[1]?.value ?? '');
  const [from, setFrom] = useState(addDaysIso(today, 30));
  const [to, setTo] = useState(addDaysIso(today, 37));
  const [duration, setDuration] = useState<ExploreDuration>('week');
  const [passengers, setPassengers] = useState('1');
  const [cabin, setCabin] = useState('ECONOMY');
  const [budget, setBudget] = useState('');
  const [onlyMyBalance, setOnlyMyBalance] = useState(false);
  const [region, setRegion] = useState('');
  const [nonstop, setNonstop] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const budgetBRL = budget.trim() ? parseMoneyInput(budget) : null;
    if (budget.trim() && budgetBRL === null) {
      setErrors({ maxPerPersonBRL: 'Orçamento inválido (ex.: 2.500 ou 2.500,00)' });
      return;
    }
    const parsed = exploreQuerySchema.safeParse({
      origin,
      ...(byMonth ? { month } : { from, to }),
      duration,
      passengers,
      cabin,
      ...(budgetBRL === null ? {} : { maxPerPersonBRL: budgetBRL }),
      onlyMyBalance,
      ...(region ? { region } : {}),
      nonstop,
    });
    if (!parsed.success) {
      setErrors(firstIssuePerField<keyof Errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-3" aria-label="Explorar destinos">
      <AirportInput id="explorar-origem" label="Saindo de" value={origin} onChange={setOrigin} error={errors.origin} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Quando</legend>
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="explorar-quando" checked={byMonth} onChange={() => setByMonth(true)} />
            Num mês
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="explorar-quando" checked={!byMonth} onChange={() => setByMonth(false)} />
            Entre datas
          </label>
        </div>
      </fieldset>
      {byMonth ? (
        <FormField id="explorar-mes" label="Mês da ida" error={errors.month}>
          <NativeSelect
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            {...fieldA11y('explorar-mes', errors.month)}
          >
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <FormField id="explorar-de" label="Ida a partir de" error={errors.from ?? errors.month}>
            <Input
              type="date"
              value={from}
              min={today}
              onChange={(e) => setFrom(e.target.value)}
              {...fieldA11y('explorar-de', errors.from ?? errors.month)}
            />
          </FormField>
          <FormField id="explorar-ate" label="Ida até" error={errors.to}>
            <Input
              type="date"
              value={to}
              min={from}
              onChange={(e) => setTo(e.target.value)}
              {...fieldA11y('explorar-ate', errors.to)}
            />
          </FormField>
        </div>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Duração da viagem</legend>
        <div className="flex flex-wrap items-center gap-4">
          {EXPLORE_DURATIONS.map((d) => (
            <label key={d} className="flex items-center gap-2 text-sm">
              <input type="radio" name="explorar-duracao" checked={duration === d} onChange={() => setDuration(d)} />
              {EXPLORE_DURATION_LABELS[d]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id="explorar-passageiros" label="Passageiros">
        <NativeSelect id="explorar-passageiros" value={passengers} onChange={(e) => setPassengers(e.target.value)}>
          <PassengerOptions />
        </NativeSelect>
      </FormField>
      <FormField id="explorar-classe" label="Classe">
        <NativeSelect id="explorar-classe" value={cabin} onChange={(e) => setCabin(e.target.value)}>
          <CabinOptions />
        </NativeSelect>
      </FormField>
      <fieldset className="grid gap-3 md:col-span-3 md:grid-cols-3">
        <legend className="mb-1 text-sm font-medium">Filtros</legend>
        <FormField id="explorar-orcamento" label="Orçamento por pessoa (R$)" error={errors.maxPerPersonBRL}>
          <Input
            inputMode="decimal"
            placeholder="sem limite"
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            {...fieldA11y('explorar-orcamento', errors.maxPerPersonBRL)}
          />
        </FormField>
        <FormField id="explorar-regiao" label="Região">
          <NativeSelect id="explorar-regiao" value={region} onChange={(e) => setRegion(e.target.value)}>
            <option value="">Todas</option>
            {REGIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="grid content-end gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={onlyMyBalance} onChange={(e) => setOnlyMyBalance(e.target.checked)} />
            Só com meu saldo
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={nonstop} onChange={(e) => setNonstop(e.target.checked)} />
            Sem escalas
          </label>
        </div>
      </fieldset>
      <div className="md:col-span-3">
        <Button type="submit" size="lg" disabled={busy} className="w-full md:w-auto">
          <Compass aria-hidden="true" /> {busy ? 'Procurando...' : 'Ver destinos'}
        </Button>
      </div>
    </form>
  );
}
