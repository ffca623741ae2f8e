import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  addDaysIso,
  createSearchFormSchema,
  createSearchQuerySchema,
  isIsoDate,
  normalizeCabinClass,
  type SearchFormValues,
  type SearchQuery,
  searchFormSchema,
  searchQueryKey,
  smartSearchDefaults,
  todayIsoDate,
} from './search';

const TODAY = '2026-11-22';
const schema = createSearchQuerySchema({ today: () => TODAY });
const valid = { origin: 'gru', destination: ' mia ', departureDate: '2026-12-20' };

function issues(input: unknown) {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('expected failure');
  return r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('search query schema', () => {
  it('normalises a minimal body with the defaults', () => {
    expect(schema.parse(valid)).toEqual({
      origin: 'GRU',
      destination: 'MIA',
      departureDate: '2026-12-20',
      tripType: 'ONE_WAY',
      cabinClass: 'ECONOMY',
      passengers: { adults: 1, children: 0, infants: 0 },
      searchType: 'all',
      isFlexible: false,
      includeNearby: false,
    });
  });

  it('requires origin and destination with the spec messages', () => {
    expect(issues({ ...valid, origin: '', destination: 'MI' })).toEqual([
      { path: 'origin', message: 'Origem é obrigatória' },
      { path: 'destination', message: 'Destino é obrigatório' },
    ]);
    expect(issues({ ...valid, origin: undefined })[0]).toEqual({ path: 'origin', message: 'Origem é obrigatória' });
    expect(issues({ ...valid, origin: 'GR1' })[0]?.message).toBe('Use o código IATA do aeroporto (3 letras)');
    expect(issues({ ...valid, destination: 'gru' })).toEqual([
      { path: 'destination', message: 'Destino deve ser diferente da origem' },
    ]);
  });

  it('accepts departDate as an alias; departureDate wins when both are sent', () => {
    const { departureDate: _, ...rest } = valid;
    expect(schema.parse({ ...rest, departDate: '2026-12-01' }).departureDate).toBe('2026-12-01');
    expect(schema.parse({ ...valid, departDate: '2026-12-01' }).departureDate).toBe('2026-12-20');
    expect(schema.parse({ ...valid, departureDate: '', departDate: '2026-12-01' }).departureDate).toBe('2026-12-01');
  });

  it('requires a real yyyy-MM-dd departure date', () => {
    expect(issues({ ...valid, departureDate: '' })).toEqual([
      { path: 'departureDate', message: 'Data de ida é obrigatória' },
    ]);
    expect(issues({ ...valid, departureDate: undefined })[0]?.message).toBe('Data de ida é obrigatória');
    expect(issues({ ...valid, departureDate: '20/12/2026' })[0]?.message).toBe('Data inválida (use aaaa-mm-dd)');
    expect(issues({ ...valid, departureDate: '2026-02-30' })[0]?.message).toBe('Data inválida (use aaaa-mm-dd)');
  });

  it('rejects a departure in the past relative to the given today, accepts today itself', () => {
    expect(issues({ ...valid, departureDate: '2026-11-21' })).toEqual([
      { path: 'departureDate', message: 'A data de ida não pode estar no passado' },
    ]);
    expect(schema.parse({ ...valid, departureDate: TODAY }).departureDate).toBe(TODAY);
    const later = createSearchQuerySchema({ today: () => '2027-01-01' });
    expect(later.safeParse(valid).success).toBe(false);
  });

  it('reads today at every parse, not once', () => {
    let today = '2026-12-19';
    const s = createSearchQuerySchema({ today: () => today });
    expect(s.safeParse(valid).success).toBe(true);
    today = '2026-12-21';
    expect(s.safeParse(valid).success).toBe(false);
  });

  it('keeps returnDate only for ROUND_TRIP and never before departure', () => {
    expect(schema.parse({ ...valid, returnDate: '2026-12-27' })).not.toHaveProperty('returnDate');
    expect(schema.parse({ ...valid, tripType: 'ROUND_TRIP', returnDate: '2026-12-27' }).returnDate).toBe('2026-12-27');
    expect(schema.parse({ ...valid, tripType: 'ROUND_TRIP', returnDate: '2026-12-20' }).returnDate).toBe('2026-12-20');
    expect(issues({ ...valid, tripType: 'ROUND_TRIP', returnDate: '2026-12-19' })).toEqual([
      { path: 'returnDate', message: 'A data de volta não pode ser antes da data de ida' },
    ]);
    expect(issues({ ...valid, tripType: 'ROUND_TRIP', returnDate: '' })).toEqual([
      { path: 'returnDate', message: 'Data de volta é obrigatória para ida e volta' },
    ]);
    expect(schema.parse({ ...valid, returnDate: '' })).not.toHaveProperty('returnDate');
  });

  it('accepts ECONOMIC (and the other pages’ spellings) as the four cabins', () => {
    expect(schema.parse({ ...valid, cabinClass: 'ECONOMIC' }).cabinClass).toBe('ECONOMY');
    expect(schema.parse({ ...valid, cabinClass: 'premium_economic' }).cabinClass).toBe('PREMIUM_ECONOMY');
    expect(schema.parse({ ...valid, cabinClass: 'EXECUTIVE' }).cabinClass).toBe('BUSINESS');
    expect(schema.parse({ ...valid, cabinClass: 'FIRST_CLASS' }).cabinClass).toBe('FIRST');
    expect(issues({ ...valid, cabinClass: 'LUXURY' })[0]?.path).toBe('cabinClass');
    expect(normalizeCabinClass(' premium economy ')).toBe('PREMIUM_ECONOMY');
    expect(schema.safeParse({ ...valid, cabinClass: 3 }).success).toBe(false);
  });

  it('takes passengers as 1–9 or {adults, children, infants} with the spec messages', () => {
    expect(schema.parse({ ...valid, passengers: 9 }).passengers).toEqual({ adults: 9, children: 0, infants: 0 });
    expect(schema.parse({ ...valid, passengers: '2' }).passengers).toEqual({ adults: 2, children: 0, infants: 0 });
    expect(schema.parse({ ...valid, passengers: { adults: 2, children: 9, infants: 0 } }).passengers).toEqual({
      adults: 2,
      children: 9,
      infants: 0,
    });
    expect(schema.parse({ ...valid, passengers: { adults: 1 } }).passengers).toEqual({
      adults: 1,
      children: 0,
      infants: 0,
    });
    expect(schema.safeParse({ ...valid, passengers: 0 }).success).toBe(false);
    expect(schema.safeParse({ ...valid, passengers: 10 }).success).toBe(false);
    expect(schema.safeParse({ ...valid, passengers: 1.5 }).success).toBe(false);
    const messages = (p: unknown) => JSON.stringify(issues({ ...valid, passengers: p }));
    expect(messages({ adults: 0 })).toContain('Mínimo de 1 adulto');
    expect(messages({ adults: 10 })).toContain('Máximo de 9 adultos');
    expect(messages({ adults: 1, children: 10 })).toContain('Máximo de 9 crianças');
    expect(messages({ adults: 1, infants: 10 })).toContain('Máximo de 9 bebês');
  });

  it('reads searchType in either case, and the booleans', () => {
    expect(schema.parse({ ...valid, searchType: 'CASH' }).searchType).toBe('cash');
    expect(schema.parse({ ...valid, searchType: 'MILES' }).searchType).toBe('miles');
    expect(schema.safeParse({ ...valid, searchType: 'both' }).success).toBe(false);
    const r = schema.parse({ ...valid, isFlexible: true, includeNearby: 'true', milesProgram: 'any' });
    expect([r.isFlexible, r.includeNearby, r.milesProgram]).toEqual([true, true, 'ANY']);
  });
});

describe('searchQueryKey', () => {
  it('is the same for the same search however it was written', () => {
    const a = schema.parse({ ...valid, cabinClass: 'ECONOMIC', searchType: 'CASH', passengers: 1 });
    const { departureDate: _, ...rest } = valid;
    const b = schema.parse({ searchType: 'cash', passengers: { adults: 1 }, ...rest, departDate: '2026-12-20' });
    expect(searchQueryKey(a)).toBe(searchQueryKey(b));
    expect(searchQueryKey(a)).toBe('GRU-MIA|2026-12-20|-|ONE_WAY|ECONOMY|a1c0i0|cash|exact|airport|-');
  });

  it('differs when anything a provider sees differs', () => {
    const base: SearchQuery = schema.parse(valid);
    const key = searchQueryKey(base);
    const variants: SearchQuery[] = [
      { ...base, destination: 'MCO' },
      { ...base, departureDate: '2026-12-21' },
      { ...base, tripType: 'ROUND_TRIP', returnDate: '2026-12-27' },
      { ...base, cabinClass: 'BUSINESS' },
      { ...base, passengers: { adults: 1, children: 1, infants: 0 } },
      { ...base, searchType: 'miles' },
      { ...base, isFlexible: true },
      { ...base, includeNearby: true },
    ];
    expect(new Set([key, ...variants.map(searchQueryKey)]).size).toBe(variants.length + 1);
  });
});

describe('dates', () => {
  it('checks calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });

  it('gives today in a time zone and adds days across months', () => {
    const instant = new Date('2026-11-23T03:30:00Z'); // 00:30 in São Paulo, 22:30 the day before in Acre
    expect(todayIsoDate('America/Sao_Paulo', instant)).toBe('2026-11-23');
    expect(todayIsoDate(undefined, instant)).toBe('2026-11-22');
    expect(addDaysIso('2026-12-25', 30)).toBe('2027-01-24');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('turns the day at midnight in the zone, asked again within the same minute or one ms later', () => {
    // Acre is UTC−5: 04:59:59.999Z is still the 22nd there, 05:00Z is the 23rd (São Paulo turned two hours ago).
    expect(todayIsoDate(undefined, new Date('2026-11-23T04:59:00.000Z'))).toBe('2026-11-22');
    expect(todayIsoDate(undefined, new Date('2026-11-23T04:59:59.999Z'))).toBe('2026-11-22');
    expect(todayIsoDate('America/Sao_Paulo', new Date('2026-11-23T04:59:59.999Z'))).toBe('2026-11-23');
    expect(todayIsoDate(undefined, new Date('2026-11-23T05:00:00.000Z'))).toBe('2026-11-23');
    expect(todayIsoDate(undefined, new Date('2026-11-23T04:59:30.000Z'))).toBe('2026-11-22');
  });

  it('has the spec defaults: GRU→MIA, +30/+37, economy, one way, cash', () => {
    const d = smartSearchDefaults('2026-11-22');
    expect(d).toMatchObject({
      origin: 'GRU',
      destination: 'MIA',
      departureDate: '2026-12-22',
      returnDate: '2026-12-29',
    });
    expect([d.cabinClass, d.tripType, d.searchType]).toEqual(['ECONOMY', 'ONE_WAY', 'cash']);
    expect(schema.safeParse(d).success).toBe(true);
  });
});

describe('form schema', () => {
  it('has a plain object input type for zodResolver, and the same output', () => {
    expectTypeOf<SearchFormValues>().toMatchTypeOf<Record<string, unknown>>();
    expectTypeOf<SearchFormValues['origin']>().toEqualTypeOf<string>();
    expectTypeOf(searchFormSchema.parse).returns.toEqualTypeOf<SearchQuery>();
    const form = createSearchFormSchema({ today: () => TODAY });
    expect(form.parse({ ...valid, passengers: '3', isFlexible: 'false', returnDate: null })).toEqual(
      schema.parse({ ...valid, passengers: 3 }),
    );
  });

  it('does not take the departDate alias (forms use departureDate)', () => {
    const form = createSearchFormSchema({ today: () => TODAY });
    const { departureDate: _, ...rest } = valid;
    expect(form.safeParse({ ...rest, departDate: '2026-12-20' }).success).toBe(false);
  });

  it('checks a return date typed on a one-way form only for its format', () => {
    expect(issues({ ...valid, returnDate: '2026-99-01' })).toEqual([
      { path: 'returnDate', message: 'Data inválida (use aaaa-mm-dd)' },
    ]);
    expect(schema.parse({ ...valid, returnDate: '2026-12-01' })).not.toHaveProperty('returnDate');
  });
});
