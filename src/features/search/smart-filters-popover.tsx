import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { PaymentFilter, StopFilter } from '@core/flights/filter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { activeFilterCount, NO_FILTERS, type SmartFilterState } from './smart-filters';

const PAYMENTS: { value: PaymentFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'cash', label: 'Dinheiro' },
  { value: 'miles', label: 'Milhas' },
];

const STOPS: { value: StopFilter; label: string }[] = [
  { value: '0', label: 'Direto' },
  { value: '1', label: '1 escala' },
  { value: '2+', label: '2+ escalas' },
];

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list, value] : list.filter((v) => v !== value);

function CheckList<T extends string>({
  legend,
  idPrefix,
  options,
  selected,
  onChange,
}: {
  legend: string;
  idPrefix: string;
  options: { value: T; label: string }[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="max-h-32 space-y-2 overflow-y-auto">
        {options.map((option, i) => {
          const id = `${idPrefix}-${i}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={selected.includes(option.value)}
                onCheckedChange={(c) => onChange(toggle(selected, option.value, c === true))}
              />
              <Label htmlFor={id} className="font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * SPEC §2 screen 9 'Filtros' popover: payment type, maximum price in reais and miles, stops, airlines and
 * programmes found in the results. Choices apply on 'Aplicar filtros' (SPEC §4), not while they are made.
 */
export function SmartFiltersPopover({
  applied,
  airlines,
  programs,
  onApply,
}: {
  applied: SmartFilterState;
  airlines: string[];
  programs: string[];
  onApply: (next: SmartFilterState) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SmartFilterState>(applied);
  const count = activeFilterCount(applied);
  const set = (patch: Partial<SmartFilterState>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(applied);
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <SlidersHorizontal aria-hidden="true" /> Filtros{count > 0 ? ' ' : ''}
          {count > 0 && (
            <Badge className="ml-1">
              {count} <span className="sr-only">{count === 1 ? 'ativo' : 'ativos'}</span>
            </Badge>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-label="Filtros"
        align="end"
        className="max-h-[var(--radix-popover-content-available-height)] w-[min(22rem,calc(100vw-2rem))] space-y-4 overflow-y-auto"
      >
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">Pagamento</legend>
          <div className="flex flex-wrap gap-1">
            {PAYMENTS.map((p) => (
              <label
                key={p.value}
                className={cn(
                  'cursor-pointer rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  draft.payment === p.value ? 'border-primary bg-primary text-primary-foreground' : 'bg-background',
                )}
              >
                <input
                  type="radio"
                  name="filtro-pagamento"
                  className="sr-only"
                  value={p.value}
                  checked={draft.payment === p.value}
                  onChange={() => set({ payment: p.value })}
                />
                {p.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="filtro-preco">Preço máximo (R$)</Label>
            <Input
              id="filtro-preco"
              inputMode="decimal"
              placeholder="Sem limite"
              value={draft.maxPrice}
              onChange={(e) => set({ maxPrice: e.target.value })}
              aria-describedby="filtro-preco-dica"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="filtro-milhas">Máximo de milhas</Label>
            <Input
              id="filtro-milhas"
              inputMode="numeric"
              placeholder="Sem limite"
              value={draft.maxMiles}
              onChange={(e) => set({ maxMiles: e.target.value })}
            />
          </div>
          <p id="filtro-preco-dica" className="col-span-2 text-xs text-muted-foreground">
            O preço máximo vale para as tarifas em dinheiro; o máximo de milhas, para as ofertas em milhas.
          </p>
        </div>
        <CheckList
          legend="Escalas"
          idPrefix="filtro-escalas"
          options={STOPS}
          selected={draft.stops}
          onChange={(stops) => set({ stops })}
        />
        <CheckList
          legend="Companhias"
          idPrefix="filtro-cia"
          options={airlines.map((a) => ({ value: a, label: a }))}
          selected={draft.airlines}
          onChange={(next) => set({ airlines: next })}
        />
        <CheckList
          legend="Programas"
          idPrefix="filtro-programa"
          options={programs.map((p) => ({ value: p, label: p }))}
          selected={draft.programs}
          onChange={(next) => set({ programs: next })}
        />
        <div className="flex justify-between gap-2 border-t pt-3">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setDraft(NO_FILTERS);
              onApply(NO_FILTERS);
              setOpen(false);
            }}
          >
            Limpar filtros
          </Button>
          <Button
            type="button"
            size="sm"
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
          >
            Aplicar filtros
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
