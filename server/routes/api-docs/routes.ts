import { createRoute } from '@hono/zod-openapi';

const tags = ['Documentação'];

export const DOCS_PATH = '/api/docs';
export const DOCUMENT_PATH = '/api/openapi.json';
export const VIEWER_SCRIPT_PATH = '/api/docs/scalar.js';

export const document = createRoute({
  method: 'get',
  path: DOCUMENT_PATH,
  tags,
  summary: 'Este documento OpenAPI 3.1',
  responses: {
    200: {
      description: 'O documento, gerado das mesmas declarações que servem as rotas.',
      content: { 'application/json': { schema: { type: 'object' } } },
    },
  },
});

export const docsPage = createRoute({
  method: 'get',
  path: DOCS_PATH,
  tags,
  summary: 'Referência da API para leitura (Scalar)',
  responses: { 200: { description: 'Página HTML.', content: { 'text/html': { schema: { type: 'string' } } } } },
});

export const viewerScript = createRoute({
  method: 'get',
  path: VIEWER_SCRIPT_PATH,
  tags,
  summary: 'O visualizador da referência, servido por este servidor (funciona sem internet)',
  responses: {
    200: { description: 'JavaScript.', content: { 'text/javascript': { schema: { type: 'string' } } } },
  },
});
