import {
  optionalIsoDate,
  addDaysIso,
  CABIN_CLASSES,
  iataCodeSchema,
  isIsoDate,
  isoDateSchema,
  TRIP_TYPES,
  todayIsoDate,
} from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import * as tests from '@core/contract/airline-tests';
import { roundTripProxy } from '@core/contract/miles';
import { PROGRAMS } from '@core/miles/program-ids';
import { operationUrl } from '@/lib/call';

/**
 * The API tester (SPEC §2 'Testador de APIs', §7): the GET routes it can call, with what each one takes
 * (SPEC §7: cabinClass only for Azul, LATAM and GOL; returnDate only for a round trip), and its form.
 */

export const TESTER_APIS = [
  { id: 'all', label: 'Todas as APIs', op: tests.testAll, cabin: false, passengers: true },
  { id: 'latam', label: 'LATAM', op: tests.testLatam, cabin: true, passengers: true },
  { id: 'azul', label: 'Azul', op: tests.testAzul, cabin: true, passengers: true },
  { id: 'gol', label: 'GOL (VoeGol)', op: tests.testGol, cabin: true, passengers: true },
  { id: 'smiles', label: PROGRAMS.SMILES.name, op: tests.testSmiles, cabin: false, passengers: true },
  {
    id: 'azulmilhas',
    label: `${PROGRAMS.AZUL.name} (milhas)`,
    op: tests.testAzulMiles,
    cabin: false,
    passengers: true,
  },
  { id: 'seats-aero', label: 'Seats.aero', op: roundTripProxy, cabin: false, passengers: false },
] as const;

export type TesterApi = (typeof TESTER_APIS)[number];
export type TesterApiId = TesterApi['id'];
const TESTER_API_IDS = TESTER_APIS.map((a) => a.id) as [TesterApiId, ...TesterApiId[]];

export function testerApi(id: string | null | undefined): TesterApi | undefined {
  return TESTER_APIS.find((a) => a.id === id);
}

/** The names GET /api/test/all answers under (TEST_ROUTES in server/routes/airline-tests/handlers.ts). */
export const ALL_RESULT_LABELS: Readonly<Record<string, string>> = {
  latam: 'LATAM',
  azul: 'Azul',
  gol: 'GOL (VoeGol)',
  smiles: PROGRAMS.SMILES.name,
  azulmilhas: `${PROGRAMS.AZUL.name} (milhas)`,
};

export const testerFormSchema = z
  .object({
    api: z.enum(TESTER_API_IDS, 'API não reconhecida'),
    origin: iataCodeSchema('Origem é obrigatória'),
    destination: iataCodeSchema('Destino é obrigatório'),
    departureDate: isoDateSchema('Data de ida é obrigatória'),
    returnDate: optionalIsoDate(),
    tripType: z.enum(TRIP_TYPES, 'Tipo de viagem inválido'),
    cabinClass: z.enum(CABIN_CLASSES, 'Classe inválida'),
    // SPEC §5 "Tester: passengers ≥1" (adults, as the test routes read them; at most 9, SPEC §9).
    adults: z
      .union([z.number('Informe um número'), z.string().trim().regex(/^\d+$/, 'Informe um número').transform(Number)])
      .pipe(
        z.number().int('Informe um número inteiro').min(1, 'Mínimo de 1 passageiro').max(9, 'Máximo de 9 passageiros'),
      ),
  })
  .superRefine((v, ctx) => {
    if (typeof v.departureDate !== 'string' || !isIsoDate(v.departureDate)) return;
    if (v.origin === v.destination)
      ctx.addIssue({ code: 'custom', path: ['destination'], message: 'Destino deve ser diferente da origem' });
    if (v.tripType === 'ROUND_TRIP' && v.returnDate && v.returnDate < v.departureDate)
      ctx.addIssue({
        code: 'custom',
        path: ['returnDate'],
        message: 'A data de volta não pode ser antes da data de ida',
      });
  })
  .transform((v) => ({
    api: v.api,
    origin: v.origin,
    destination: v.destination,
    departureDate: v.departureDate,
    // SPEC §5: the return is optional, and disabled (not sent) for one way.
    ...(v.tripType === 'ROUND_TRIP' && v.returnDate ? { returnDate: v.returnDate } : {}),
    cabinClass: v.cabinClass,
    adults: v.adults,
  }));

export type TesterFormValues = z.input<typeof testerFormSchema>;
export type TesterQuery = z.output<typeof testerFormSchema>;

export function testerDefaults(api: TesterApiId = 'all', today: string = todayIsoDate()): TesterFormValues {
  return {
    api,
    origin: 'GRU',
    destination: 'MIA',
    departureDate: addDaysIso(today, 30),
    returnDate: addDaysIso(today, 37),
    tripType: 'ROUND_TRIP',
    cabinClass: 'ECONOMY',
    adults: 1,
  };
}

/** The GET the tester sends for a query (SPEC §7 query parameters per route), shown as it is sent. */
export function testerUrl(query: TesterQuery): string {
  const api = testerApi(query.api) ?? TESTER_APIS[0];
  return operationUrl(api.op, {
    query: {
      origin: query.origin,
      destination: query.destination,
      departureDate: query.departureDate,
      ...(query.returnDate ? { returnDate: query.returnDate } : {}),
      ...(api.cabin ? { cabinClass: query.cabinClass } : {}),
      ...(api.passengers ? { adults: query.adults } : {}),
    },
  });
}
