import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** GET /api/openapi.json (the document `build` makes) and its readable reference at /api/docs. Public. */
export function apiDocsRoutes(app: Router, build: () => unknown) {
  app
    .openapi(routes.document, handlers.document(build))
    .openapi(routes.docsPage, handlers.docsPage)
    .openapi(routes.viewerScript, handlers.viewerScript);
}
