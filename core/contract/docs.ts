import { z } from '../schemas/zod-locale';
import { operation } from './operation';

// This API's own description: the OpenAPI document and its readable reference (HTML and the viewer's script).

/** GET /api/openapi.json: the OpenAPI 3.1 document, built from the same declarations that serve the routes. */
export const openApiDocument = operation({
  method: 'GET',
  path: '/api/openapi.json',
  reply: z.record(z.string(), z.unknown()),
});

/** GET /api/asyncapi.json: the /ws protocol, both ways, as an AsyncAPI 3.0 document. */
export const asyncApiDocument = operation({
  method: 'GET',
  path: '/api/asyncapi.json',
  reply: z.record(z.string(), z.unknown()),
});

/** GET /api/docs: the reference page (HTML, not JSON). */
export const apiReference = operation({ method: 'GET', path: '/api/docs', reply: z.string() });

/** GET /api/docs/scalar.js: the reference's viewer, served by this server (JavaScript, not JSON). */
export const apiReferenceViewer = operation({ method: 'GET', path: '/api/docs/scalar.js', reply: z.string() });
