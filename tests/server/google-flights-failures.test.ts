import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createGoogleFlightsProvider } from '../../server/providers/google-flights';
import { SERPAPI_MESSAGES } from '../../server/providers/google-flights-client';
import { runSearch } from '../../server/search/engine';
import { enabledProviders } from '../../server/search/providers';
import {
  expectProviderError,
  json,
  oneWay,
  SERPAPI_KEY,
  serpApiFixture,
  setupFakeSerpApi,
} from '../helpers/fake-serpapi';

/**
 * The google_flights provider when SerpApi fails or is missing (https://serpapi.com/api-status-and-error-codes):
 * pt-BR errors that never carry the key, timeouts, invalid replies, no key. Served by a real HTTP server on loopback.
 */

const serp = setupFakeSerpApi();
const { provider, collect } = serp;

describe('google_flights (SerpApi) failures', () => {
  it('401: the key is refused, in pt-BR, without the key', async () => {
    serp.handler = json(401, serpApiFixture('invalid-api-key.json'));
    await expectProviderError(collect(), SERPAPI_MESSAGES.unauthorized);
    expect(SERPAPI_MESSAGES.unauthorized).toBe('Chave da SerpApi recusada (não autorizada).');
  });

  it('429: out of searches', async () => {
    serp.handler = json(429, serpApiFixture('out-of-searches.json'));
    await expectProviderError(collect(), 'Limite de consultas da SerpApi atingido. Tente mais tarde.');
  });

  it("{error} from SerpApi: a failed search is an error (its text redacted); 'no results' yields nothing", async () => {
    serp.handler = json(503, serpApiFixture('search-error.json'));
    await expectProviderError(collect(), SERPAPI_MESSAGES.failed);

    serp.handler = json(
      200,
      JSON.stringify({
        error: `Erro interno para https://serpapi.com/search.json?engine=google_flights&api_key=${SERPAPI_KEY}`,
      }),
    );
    await expectProviderError(collect(), SERPAPI_MESSAGES.failed);

    serp.handler = json(200, serpApiFixture('no-results.json'));
    expect(await collect()).toEqual([]);
  });

  it('an HTML error page (or any non-JSON body) is an invalid reply', async () => {
    const html =
      '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
    for (const status of [200, 502]) {
      serp.handler = (_req, res) => {
        res.writeHead(status, { 'content-type': 'text/html' });
        res.end(html);
      };
      await expectProviderError(collect(), 'A API externa retornou uma resposta inválida.');
    }
    serp.handler = json(200, '{"search_metadata": {"status": "Success"}, "best_flights": ');
    await expectProviderError(collect(), SERPAPI_MESSAGES.invalid);
    serp.handler = json(
      200,
      JSON.stringify({ ...JSON.parse(serpApiFixture('one-way-gru-mia.json')), search_parameters: { currency: 'USD' } }),
    );
    await expectProviderError(collect(), SERPAPI_MESSAGES.invalid);
  });

  it('a server that never answers times out through the AbortSignal', async () => {
    serp.handler = () => {};
    await expectProviderError(collect(provider({ requestTimeoutMs: 150 })), SERPAPI_MESSAGES.timeout);

    // Under the engine, the provider's own budget applies and the search still completes.
    const outcome = await runSearch(oneWay, [provider({ timeoutMs: 150, requestTimeoutMs: 10_000 })], {
      signal: new AbortController().signal,
      onBatch: () => {},
    });
    expect(outcome.errors).toEqual([{ provider: 'google_flights', message: 'A fonte não respondeu a tempo.' }]);

    // A cancelled search ends with the caller's abort, not a provider error.
    const cancel = new AbortController();
    const pending = collect(provider(), oneWay, cancel.signal);
    setTimeout(() => cancel.abort(new Error('cancelado')), 50);
    await expect(pending).rejects.toThrow('cancelado');
  });

  it('no key: not configured, no request, no invented data', async () => {
    const ids = (env: Record<string, string>) =>
      enabledProviders({ config: loadConfig(env), db: null }).map((p) => p.id);
    expect(ids({})).not.toContain('google_flights');
    expect(ids({ SERPAPI_API_KEY: ' ' })).not.toContain('google_flights');
    expect(ids({ SERPAPI_API_KEY: SERPAPI_KEY })).toContain('google_flights');
    expect(loadConfig({}).SERPAPI_BASE_URL).toBe('https://serpapi.com');

    await expectProviderError(
      collect(provider({ settings: () => ({ apiKey: undefined, baseUrl: serp.baseUrl }) })),
      SERPAPI_MESSAGES.notConfigured,
    );
    expect(serp.requests).toHaveLength(0);
  });

  it('a refused connection is reported without the URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const p = createGoogleFlightsProvider({
      settings: () => ({ apiKey: SERPAPI_KEY, baseUrl: `http://127.0.0.1:${port}` }),
    });
    await expectProviderError(collect(p), SERPAPI_MESSAGES.network);
  });
});
