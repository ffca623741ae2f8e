import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { airportCatalog } from '../airports/catalog';
import { requireActiveSubscription } from '../auth/guards';

/** A day in the browser's own cache; the ETag makes the next day's check a 304 without a body. */
export const AIRPORTS_CACHE_CONTROL = 'private, max-age=86400';

/** If-None-Match against our ETag, with the weak comparison HTTP prescribes for GET (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === ours);
}

/** GET /api/airports/complete: every airport for the autocomplete (SPEC §5, §7), for subscribers. */
export function airportsRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireActiveSubscription);

  r.get('/complete', async (c) => {
    const { body, etag } = await airportCatalog();
    c.header('Cache-Control', AIRPORTS_CACHE_CONTROL);
    c.header('ETag', etag);
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(body, 200);
  });

  return r;
}
