// bench:search's client side. One search is what the PWA does (src/lib/search-socket.ts): POST the search (asking
// for gzip/deflate/br as a browser's fetch does), then open a fresh socket, subscribe and read to `complete`, so
// the upgrade is inside the measured time. Each search says a distinct client address (X-Forwarded-For).
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { WebSocket } from 'ws';

/**
 * A client whose searches end when `signal` aborts (the time cap) or after `timeoutMs`. `oneSearch(target, keep)`
 * resolves with times in ms, or `{error}`; `close()` drops its kept-alive connections.
 */
export function searchClient({ signal, timeoutMs }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  let searchCount = 0;

  /** A distinct client address per search, from the benchmarking range (RFC 2544), only ever sent as a header. */
  function clientAddress() {
    searchCount += 1;
    return `198.18.${(searchCount >> 8) & 255}.${searchCount & 255}`;
  }

  /** POST, then a fresh socket: subscribe, first `results`, `complete`. Times in ms from the POST's start. */
  async function oneSearch(target, keep = false) {
    const t0 = performance.now();
    const headers = { ...target.headers, 'x-forwarded-for': clientAddress() };
    let searchId;
    try {
      const res = await postJson(target.postUrl, searchBody(), headers);
      if (res.status !== 200) return { error: `POST ${res.status}` };
      searchId = JSON.parse(res.body).searchId;
      if (!searchId) return { error: 'POST sem searchId' };
    } catch (err) {
      return { error: `POST: ${err.code ?? err.message}` };
    }
    const t1 = performance.now();
    return new Promise((resolve) => {
      const out = { post: t1 - t0 };
      const ws = new WebSocket(target.wsUrl, { headers, perMessageDeflate: false });
      let done = false;
      const finish = (result) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        signal.removeEventListener('abort', onCap);
        if (ws.readyState === WebSocket.OPEN) ws.close();
        else if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
        resolve(result);
      };
      const onCap = () => {
        ws.terminate();
        finish({ error: 'interrompida pelo limite de tempo' });
      };
      signal.addEventListener('abort', onCap, { once: true });
      const timer = setTimeout(() => finish({ error: `sem complete em ${timeoutMs} ms` }), timeoutMs);
      let t2 = 0;
      ws.on('open', () => {
        t2 = performance.now();
        out.upgrade = t2 - t1;
        ws.send(JSON.stringify({ type: 'subscribe', searchId }));
      });
      ws.on('message', (raw) => {
        // The servers put `type` first (JSON.stringify of {type, …}): no need to parse 10 KB to route it.
        const head = raw.toString('utf8', 0, 24);
        if (head.startsWith('{"type":"results"')) {
          if (out.ttfr === undefined) {
            const t = performance.now();
            out.ttfr = t - t0;
            out.firstAfterSubscribe = t - t2;
            if (keep) out.firstResults = raw.toString('utf8');
          }
          return;
        }
        let message;
        try {
          message = JSON.parse(raw.toString('utf8'));
        } catch {
          return finish({ error: 'mensagem não JSON' });
        }
        if (message.type === 'complete') {
          if (out.ttfr === undefined) return finish({ error: 'complete sem results' });
          out.complete = performance.now() - t0;
          out.total = message.metadata?.total ?? null;
          if (message.metadata?.errors?.length)
            return finish({ error: `erros de fonte: ${JSON.stringify(message.metadata.errors)}` });
          return finish(out);
        }
        if (message.type === 'error') return finish({ error: `ws: ${message.error}` });
      });
      ws.on('unexpected-response', (_req, res) => finish({ error: `upgrade ${res.statusCode}` }));
      ws.on('error', (err) => finish({ error: `ws: ${err.code ?? err.message}` }));
      ws.on('close', () => finish({ error: 'socket fechado antes do complete' }));
    });
  }

  /** One login shared by every client (the login route allows 5 a minute per address and e-mail). */
  async function login(base, credentials) {
    const res = await postJson(`${base}/api/login`, JSON.stringify(credentials), {});
    const token = res.status === 200 ? JSON.parse(res.body)?.user?.access_token : null;
    if (!token) throw new Error(`login falhou: ${res.status} ${res.body.slice(0, 200)}`);
    return token;
  }

  function postJson(url, body, headers) {
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            ...headers,
            'accept-encoding': 'gzip, deflate, br',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
          signal,
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            try {
              resolve({
                status: res.statusCode,
                body: decode(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8'),
              });
            } catch (err) {
              reject(err);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
  }

  return { oneSearch, login, close: () => agent.destroy() };
}

/** GRU → MIA, 30 days from today (local date), as the search form sends it. */
function searchBody() {
  const d = new Date();
  d.setDate(d.getDate() + 30);
  const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return JSON.stringify({ origin: 'GRU', destination: 'MIA', departureDate: iso });
}

function decode(body, encoding) {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}
