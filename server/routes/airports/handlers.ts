import { accepts } from 'hono/accepts';
import { completeAirports } from '@core/contract/airports';
import { airportCatalog } from '../../airports/catalog';
import { type OperationHandler, sendNotJson } from '../../openapi/contract';

/** A day in the browser's own cache; the ETag makes the next day's check a 304 without a body. */
export const AIRPORTS_CACHE_CONTROL = 'private, max-age=86400';

/** If-None-Match against our ETag, with the weak comparison HTTP prescribes for GET (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === ours);
}

const ENCODINGS = ['br', 'gzip', 'identity'];

/**
 * The client's highest q wins; among equals, ours (brotli is ~25% smaller). Browsers send 'gzip, deflate, br'
 * all at q=1, and Hono's default would pick the first one listed.
 */
export function preferredEncoding(accepted: readonly { type: string; q: number }[]): string {
  const q = (encoding: string) => accepted.find((a) => a.type.toLowerCase() === encoding)?.q ?? 0;
  const best = Math.max(...ENCODINGS.map(q));
  return (best > 0 && ENCODINGS.find((encoding) => q(encoding) === best)) || 'identity';
}

/** GET /api/airports/complete: every airport for the autocomplete (SPEC §5, §7), for subscribers. */
export const completeList: OperationHandler<typeof completeAirports> = async (c) => {
  const catalog = await airportCatalog();
  const { body, etag } = catalog;
  c.header('Cache-Control', AIRPORTS_CACHE_CONTROL);
  c.header('ETag', etag);
  c.header('Vary', 'Accept-Encoding');
  // The catalog is JSON already, serialised and compressed once: it leaves as bytes, not through sendReply.
  if (etagMatches(c.req.header('if-none-match'), etag)) return sendNotJson(completeAirports, c.body(null, 304));
  c.header('Content-Type', 'application/json; charset=UTF-8');
  const encoding = accepts(c, {
    header: 'Accept-Encoding',
    supports: ENCODINGS,
    default: 'identity',
    match: preferredEncoding,
  });
  if (encoding === 'identity') return sendNotJson(completeAirports, c.body(body, 200));
  // Set here, the compress middleware leaves the body alone.
  c.header('Content-Encoding', encoding);
  return sendNotJson(completeAirports, c.body(encoding === 'br' ? catalog.br : catalog.gzip, 200));
};
