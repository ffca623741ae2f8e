// One Web Push request, sent to the address push-address.ts checked: the socket's `lookup` answers with that
// address (no second resolution), while TLS's SNI and certificate check still use the endpoint's name.
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

export interface PinnedRequest {
  url: string;
  /** The checked address the connection must go to. */
  address: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  signal: AbortSignal;
}

function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** POSTs and resolves with the status (the body is discarded); redirects are not followed. */
export function postPinned(req: PinnedRequest): Promise<number> {
  const url = new URL(req.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const out = client.request(
      url,
      {
        method: 'POST',
        headers: { ...req.headers, 'content-length': String(req.body?.byteLength ?? 0) },
        lookup: pinnedLookup(req.address),
        // A socket of its own: a pooled one may have been opened to another address for the same name.
        agent: false,
        signal: req.signal,
      },
      (res) => {
        res.resume();
        res.on('error', () => {});
        resolve(res.statusCode ?? 0);
      },
    );
    out.on('error', reject);
    out.end(req.body ? Buffer.from(req.body) : undefined);
  });
}
