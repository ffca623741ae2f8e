import { createRoute } from '@hono/zod-openapi';
import { dateAwardSearchSchema, milesSearchQuerySchema } from '@core/schemas/award';
import { z } from '@core/schemas/zod-locale';
import type { Router } from './openapi/contract';
import { bodyReplies, errorReply, guardReplies, jsonBody, jsonReply, queryParams, SIGNED_IN } from './openapi/contract';

/**
 * The document's entries for the routes whose routers are still the older kind (server/routes/*.ts, mounted
 * under /api in app.ts). Each moves into its own server/routes/<resource>/routes.ts, and out of this list,
 * when its router is converted; until then the document lists them from here, so that it is complete.
 */
const ok = (description: string, schema: Parameters<typeof jsonReply>[1]) => jsonReply(description, schema);
const anyObject = z.looseObject({});
const miles = ['Milhas'];

const PENDING = [
  // server/routes/miles.ts (Seats.aero)
  createRoute({
    method: 'get',
    path: '/api/miles/search',
    tags: miles,
    summary: 'Disponibilidade em milhas por data (Seats.aero)',
    security: SIGNED_IN,
    parameters: queryParams(milesSearchQuerySchema),
    responses: {
      200: ok('Voos em milhas.', anyObject),
      400: bodyReplies[400],
      ...guardReplies,
      502: errorReply('Seats.aero falhou.'),
    },
  }),
  createRoute({
    method: 'get',
    path: '/api/test/trip-details',
    tags: miles,
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
      200: ok('Os trechos do voo.', anyObject),
      400: bodyReplies[400],
      ...guardReplies,
      404: errorReply('Voo não encontrado.'),
    },
  }),
  createRoute({
    method: 'post',
    path: '/api/seatsaereo2-data',
    tags: miles,
    summary: 'Disponibilidade em milhas numa data (Seats.aero)',
    security: SIGNED_IN,
    request: { body: jsonBody(dateAwardSearchSchema) },
    responses: { 200: ok('Voos em milhas.', anyObject), ...bodyReplies, ...guardReplies },
  }),
  createRoute({
    method: 'get',
    path: '/api/seats-aero-proxy',
    tags: miles,
    summary: 'Ida e volta em milhas (Seats.aero)',
    security: SIGNED_IN,
    parameters: [
      { name: 'origin', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'destination', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'departureDate', in: 'query', required: true, schema: { type: 'string', format: 'date' } },
      { name: 'returnDate', in: 'query', required: false, schema: { type: 'string', format: 'date' } },
    ],
    responses: { 200: ok('Voos de ida e de volta.', anyObject), 400: bodyReplies[400], ...guardReplies },
  }),
];

/** Adds the routes above to the document (only the document: their routers are mounted in app.ts). */
export function declarePendingRoutes(app: Router) {
  for (const route of PENDING) app.openAPIRegistry.registerPath(route);
}
