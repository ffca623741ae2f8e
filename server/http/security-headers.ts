import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

/**
 * CSP without inline scripts (the built app has none). Inline styles stay allowed: Radix and
 * react-remove-scroll set them at run time. Same-origin WebSocket is covered by 'self'.
 */
export const securityHeaders = (config: Pick<Config, 'supabase'>) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // The PWA talks to Supabase Auth itself when it is configured (issue #16).
      connectSrc: ["'self'", ...(config.supabase ? [config.supabase.url] : [])],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    // Cross-Origin-Opener-Policy same-origin would break nothing, but popups to checkout need 'same-origin-allow-popups'.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
