import { type Router, serve } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Registration, e-mail confirmation, password recovery and magic links (SPEC §2, §4, §8); no session needed. */
export function authRecoveryRoutes(app: Router) {
  serve(app, routes.register, handlers.register);
  serve(app, routes.confirmEmail, handlers.confirmEmail);
  serve(app, routes.forgotPassword, handlers.forgotPassword);
  serve(app, routes.checkResetToken, handlers.checkResetToken);
  serve(app, routes.resetPassword, handlers.resetPassword);
  serve(app, routes.requestMagicLink, handlers.requestMagicLink);
  serve(app, routes.verifyMagicLink, handlers.verifyMagicLink);
}
