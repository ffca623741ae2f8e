import { createRoute } from '@hono/zod-openapi';
import { dateAwardSearchFields, milesSearchQuerySchema } from '@core/schemas/award';
import { differentEnds, iataCodeSchema, isIsoDate, isoDateSchema, sameRouteIssue } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import {
  bodyReplies,
  errorReply,
  guardReplies,
  jsonBody,
  jsonReply,
  queryParams,
  SIGNED_IN,
} from '../../openapi/contract';

export const milesSearchQuery = milesSearchQuerySchema;

const iataRefine = (value: string) => /^[A-Z]{3}$/.test(value);
const IATA_MESSAGE = 'Use o código IATA do aeroporto (3 letras)';

const adultsSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, 'Informe um número').transform(Number)])
  .pipe(z.number().int().min(1, 'Mínimo de 1 adulto').max(9, 'Máximo de 9 adultos'))
  .default(1);

export const tripDetailsQuery = z
  .object({
    id: z
      .string('Informe o id do voo')
      .trim()
      .min(1, 'Informe o id do voo')
      .max(200, 'Id de voo inválido')
      .regex(/^[A-Za-z0-9_-]+$/, 'Id de voo inválido'),
    origin: iataCodeSchema('Origem é obrigatória'),
    destination: iataCodeSchema('Destino é obrigatório'),
    departureDate: isoDateSchema('Data de partida é obrigatória'),
    adults: adultsSchema,
  })
  .refine(differentEnds, sameRouteIssue);

const DATE_CABINS = ['all', 'economy', 'premium', 'business', 'first'] as const;

export const dateAwardBody = dateAwardSearchFields
  .extend({
    cabin: z
      .string('Classe inválida')
      .trim()
      .toLowerCase()
      .pipe(z.enum(DATE_CABINS, 'Classe inválida'))
      .default('economy'),
  })
  .refine((v) => iataRefine(v.origin), { path: ['origin'], message: IATA_MESSAGE })
  .refine((v) => iataRefine(v.destination), { path: ['destination'], message: IATA_MESSAGE })
  .refine(differentEnds, sameRouteIssue);

export const proxyQuery = z
  .object({
    origin: iataCodeSchema('Origem é obrigatória'),
    destination: iataCodeSchema('Destino é obrigatório'),
    departureDate: isoDateSchema('Data de partida é obrigatória'),
    returnDate: z
      .string()
      .trim()
      .refine((v) => v === '' || isIsoDate(v), 'Data inválida (use aaaa-mm-dd)')
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((v) => v.returnDate === undefined || v.returnDate >= v.departureDate, {
    path: ['returnDate'],
    message: 'A data de volta não pode ser antes da data de ida',
  })
  .refine(differentEnds, sameRouteIssue);

const tags = ['Milhas'];
const anyObject = z.looseObject({});
/** What every Seats.aero route may answer besides its rows: no key, or the provider failing. */
const upstreamReplies = {
  502: errorReply('Seats.aero falhou (chave recusada, limite, resposta inválida ou fora do ar).'),
  503: errorReply('Seats.aero não configurado.'),
  504: errorReply('Seats.aero não respondeu a tempo.'),
} as const;

export const milesSearch = createRoute({
  method: 'get',
  path: '/api/miles/search',
  tags,
  summary: 'Disponibilidade em milhas por data (Seats.aero)',
  security: SIGNED_IN,
  parameters: queryParams(milesSearchQuery),
  responses: {
    200: jsonReply('Voos em milhas.', anyObject),
    400: bodyReplies[400],
    ...guardReplies,
    ...upstreamReplies,
  },
});

export const tripDetails = createRoute({
  method: 'get',
  path: '/api/test/trip-details',
  tags,
  summary: 'Detalhes de um voo em milhas (Seats.aero)',
  security: SIGNED_IN,
  parameters: [
    { name: 'id', in: 'query', required: true, schema: { type: 'string' } },
    { name: 'origin', in: 'query', required: true, schema: { type: 'string' } },
    { name: 'destination', in: 'query', required: true, schema: { type: 'string' } },
    { name: 'departureDate', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
    { name: 'adults', in: 'query', required: false, schema: { type: 'integer' } },
  ],
  responses: {
    200: jsonReply('Os trechos do voo.', anyObject),
    400: bodyReplies[400],
    ...guardReplies,
    404: errorReply('Voo não encontrado.'),
    ...upstreamReplies,
  },
});

export const dateAwards = createRoute({
  method: 'post',
  path: '/api/seatsaereo2-data',
  tags,
  summary: 'Disponibilidade em milhas numa data (Seats.aero)',
  security: SIGNED_IN,
  request: { body: jsonBody(dateAwardBody) },
  responses: {
    200: jsonReply('Voos em milhas.', anyObject),
    ...bodyReplies,
    ...guardReplies,
    ...upstreamReplies,
  },
});

export const roundTripProxy = createRoute({
  method: 'get',
  path: '/api/seats-aero-proxy',
  tags,
  summary: 'Ida e volta em milhas (Seats.aero)',
  security: SIGNED_IN,
  parameters: [
    { name: 'origin', in: 'query', required: true, schema: { type: 'string' } },
    { name: 'destination', in: 'query', required: true, schema: { type: 'string' } },
    { name: 'departureDate', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
    { name: 'returnDate', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
  ],
  responses: {
    200: jsonReply('Voos de ida e de volta.', anyObject),
    400: bodyReplies[400],
    ...guardReplies,
    ...upstreamReplies,
  },
});
