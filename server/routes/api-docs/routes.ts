import * as ops from '@core/contract/docs';
import { declareRoute } from '../../openapi/contract';

const tags = ['Documentação'];

export const DOCS_PATH = ops.apiReference.path;
export const DOCUMENT_PATH = ops.openApiDocument.path;
export const VIEWER_SCRIPT_PATH = ops.apiReferenceViewer.path;

export const document = declareRoute(ops.openApiDocument, {
  tags,
  summary: 'Este documento OpenAPI 3.1',
  responses: {
    200: {
      description: 'O documento, gerado das mesmas declarações que servem as rotas.',
      content: { 'application/json': { schema: { type: 'object' } } },
    },
  },
});

export const asyncApi = declareRoute(ops.asyncApiDocument, {
  tags,
  summary: 'O WebSocket /ws: as mensagens em cada sentido (AsyncAPI 3.0)',
  description:
    'A busca ao vivo e o calendário de preços pelo socket `/ws`, gerados dos mesmos esquemas que o servidor lê.',
  responses: {
    200: {
      description: 'O documento AsyncAPI.',
      content: { 'application/json': { schema: { type: 'object' } } },
    },
  },
});

export const docsPage = declareRoute(ops.apiReference, {
  tags,
  summary: 'Referência da API para leitura (Scalar)',
  responses: { 200: { description: 'Página HTML.', content: { 'text/html': { schema: { type: 'string' } } } } },
});

export const viewerScript = declareRoute(ops.apiReferenceViewer, {
  tags,
  summary: 'O visualizador da referência, servido por este servidor (funciona sem internet)',
  responses: {
    200: { description: 'JavaScript.', content: { 'text/javascript': { schema: { type: 'string' } } } },
  },
});
