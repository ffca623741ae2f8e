import { isIataCode } from '@core/airports/iata';
import { airportLabel } from '@core/airports/airports';
import { AUTOCOMPLETE_MIN_CHARS, type AirportIndex, searchAirports } from '@core/airports/autocomplete';
import { citiesFirst } from '@core/airports/metro-areas';
import { normalizeForSearch } from '@core/text/normalize';
import { type ChangeEvent, type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { builtinAirportIndex, loadAirportIndex } from './airports-client';

export interface AirportInputProps {
  id: string;
  label: string;
  /** The chosen airport's IATA code, or '' while none is chosen. */
  value: string;
  onChange(iata: string): void;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
}

export const NO_AIRPORT_FOUND = 'Nenhum aeroporto encontrado';

/** What the field shows for a chosen code: 'city (IATA) - name', or the bare code when the list lacks it. */
function labelFor(index: AirportIndex, iata: string): string {
  const at = index.byIata.get(iata);
  const airport = at === undefined ? undefined : index.airports[at];
  return airport ? airportLabel(airport) : iata;
}

/**
 * The known airport a text names without a choice from the list: a bare code ('gru', ' MIA ', for power
 * users) or a whole label that was only touched ('São Paulo (GRU) - Guarulhos' with a letter removed).
 */
function typedCode(index: AirportIndex, text: string): string | null {
  const upper = text.trim().toUpperCase();
  const code = isIataCode(upper) ? upper : /\(([A-Z]{3})\)/.exec(upper)?.[1];
  return code && index.byIata.has(code) ? code : null;
}

/**
 * Airport autocomplete (SPEC §5), an ARIA 1.2 combobox with a listbox popup: suggestions from 2 characters
 * (accent- and case-insensitive, at most 10), 'Nenhum aeroporto encontrado' when none, ArrowUp/Down to move,
 * Enter to choose, Escape to close. Choosing shows 'city (IATA) - name' and passes the IATA code; editing the
 * text again clears the value until an airport is chosen (or a bare known code is typed and the field left).
 * The built-in airports answer at once; the full list, loaded on first focus, replaces them when it arrives.
 */
export function AirportInput({ id, label, value, onChange, placeholder, error, disabled }: AirportInputProps) {
  const [index, setIndex] = useState<AirportIndex>(builtinAirportIndex);
  /** What the user is typing; null shows the label of `value`. */
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // `value` changed by someone else (a reset, a swap of origin and destination): show its label again.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    setDraft(null);
    setOpen(false);
  }

  // The full list (8,400 airports) is fetched and indexed when the field is first used, or when it must name
  // an airport the built-in list lacks: indexing it at page load was ~0.5 s of blocked main thread on a phone
  //, for a list most visits never type into.
  const [wanted, setWanted] = useState(false);
  const needFull = wanted || (value !== '' && !index.byIata.has(value));
  useEffect(() => {
    if (!needFull) return;
    let live = true;
    void loadAirportIndex().then((loaded) => {
      if (live) setIndex(loaded);
    });
    return () => {
      live = false;
    };
  }, [needFull]);

  const searching = draft !== null && normalizeForSearch(draft).length >= AUTOCOMPLETE_MIN_CHARS;
  const suggestions = useMemo(
    () => (searching ? citiesFirst(searchAirports(index, draft ?? '')) : []),
    [searching, index, draft],
  );
  const showList = open && searching && suggestions.length > 0;
  const showEmpty = open && searching && suggestions.length === 0;
  const current = showList && active < suggestions.length ? active : -1;

  const listId = `${id}-sugestoes`;
  const optionId = (i: number) => `${id}-sugestao-${i}`;
  const text = draft ?? (value ? labelFor(index, value) : '');

  const choose = (iata: string) => {
    setDraft(null);
    setOpen(false);
    setActive(-1);
    setSeenValue(iata);
    if (iata !== value) onChange(iata);
  };

  /** Leaving the field (or Enter with nothing highlighted): a bare known code counts as chosen. */
  const settle = () => {
    setOpen(false);
    setActive(-1);
    const code = draft === null ? null : typedCode(index, draft);
    if (code) choose(code);
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    setOpen(true);
    setActive(-1);
    if (value) {
      setSeenValue('');
      onChange('');
    }
  };

  const move = (step: 1 | -1) => {
    if (!searching) return;
    setOpen(true);
    if (suggestions.length === 0) return;
    const next =
      current < 0
        ? step === 1
          ? 0
          : suggestions.length - 1
        : (current + step + suggestions.length) % suggestions.length;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const option = suggestions[current];
      if (option) {
        event.preventDefault();
        choose(option.iata);
      } else settle();
    } else if (event.key === 'Escape' && (showList || showEmpty)) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FormField id={id} label={label} error={error}>
      <div className="relative">
        <Input
          {...fieldA11y(id, error)}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={onType}
          onKeyDown={onKeyDown}
          onFocus={() => setWanted(true)}
          onBlur={settle}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!showList}
          className="absolute z-50 mt-1 max-h-72 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {suggestions.map((airport, i) => (
            <div
              key={airport.iata}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === current}
              aria-label={airportLabel(airport)}
              className={cn(
                'cursor-pointer rounded-sm px-2 py-1.5 text-sm',
                i === current && 'bg-accent text-accent-foreground',
              )}
              // Chosen on press, with the focus kept in the input (whose blur would close the list first).
              onMouseDown={(event) => {
                event.preventDefault();
                if (event.button === 0) choose(airport.iata);
              }}
              onMouseMove={() => setActive(i)}
            >
              <span className="font-medium">{`${airport.city} (${airport.iata})`}</span>
              <span className="text-muted-foreground">{` - ${airport.name}`}</span>
            </div>
          ))}
        </div>
        <p
          role="status"
          className={
            showEmpty
              ? 'absolute z-50 mt-1 w-full rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-md'
              : 'sr-only'
          }
        >
          {showEmpty ? NO_AIRPORT_FOUND : ''}
        </p>
      </div>
    </FormField>
  );
}
