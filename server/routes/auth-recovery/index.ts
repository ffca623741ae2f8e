import type { Router } from '../../openapi/contract';
import * as handlers from './handlers';
import * as routes from './routes';

/** Registration, e-mail confirmation, password recovery and magic links (SPEC §2, §4, §8); no session needed. */
export function authRecoveryRoutes(app: Router) {
  app
    .openapi(routes.register, handlers.register)
    .openapi(routes.confirmEmail, handlers.confirmEmail)
    .openapi(routes.forgotPassword, handlers.forgotPassword)
    .openapi(routes.checkResetToken, handlers.checkResetToken)
    .openapi(routes.resetPassword, handlers.resetPassword)
    .openapi(routes.requestMagicLink, handlers.requestMagicLink)
    .openapi(routes.verifyMagicLink, handlers.verifyMagicLink);
}
