import { buildAsyncApiDocument } from '../../openapi/asyncapi';
import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** GET /api/openapi.json (the document `build` makes) and its readable reference at /api/docs. Public. */
export function apiDocsRoutes(app: Router, build: () => unknown) {
  serve(app, routes.document, handlers.document(build));
  serve(app, routes.asyncApi, handlers.asyncApi(buildAsyncApiDocument));
  serve(app, routes.docsPage, handlers.docsPage);
  serve(app, routes.viewerScript, handlers.viewerScript);
}
