// One Web Push request, sent to the address push-address.ts checked: the socket connects to that address itself
// (no name resolution at all, so no second one that DNS rebinding could switch), while TLS's SNI, the certificate
// check and the Host header still use the endpoint's name. No custom `lookup`: Node's TLS socket set-up breaks when
// a lookup answers synchronously and the connect fails at once (ENETUNREACH), emitting an 'error' nobody can catch.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';

export interface PinnedRequest {
  url: string;
  /** The checked address the connection must go to. */
  address: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  signal: AbortSignal;
}

/** POSTs and resolves with the status (the body is discarded); redirects are not followed; never throws outside. */
export function postPinned(req: PinnedRequest): Promise<number> {
  const url = new URL(req.url);
  const secure = url.protocol === 'https:';
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve, reject) => {
    const options: https.RequestOptions = {
      method: 'POST',
      host: req.address,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      headers: { ...req.headers, host: url.host, 'content-length': String(req.body?.byteLength ?? 0) },
      // A socket of its own: a pooled one may have been opened to another address for the same name.
      agent: false,
      signal: req.signal,
    };
    // SNI takes a name, never an IP literal (RFC 6066 §3).
    if (secure && !isIP(hostname)) options.servername = hostname;
    const out = (secure ? https : http).request(options, (res) => {
      res.resume();
      res.on('error', () => {});
      resolve(res.statusCode ?? 0);
    });
    out.on('error', reject);
    out.end(req.body ? Buffer.from(req.body) : undefined);
  });
}
