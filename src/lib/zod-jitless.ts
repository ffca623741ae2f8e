// Zod builds object parsers with `new Function` after probing whether eval is allowed. Our CSP forbids eval
// (script-src 'self'), so in the browser the probe only raised a CSP violation (Lighthouse best practices 0.96
// instead of 1.0). Imported first, before any schema is built; a screen parses a few replies, the plain parser is
// plenty.
import { config } from 'zod/v4/core';

config({ jitless: true });
