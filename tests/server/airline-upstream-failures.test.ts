import { describe, expect, it } from 'vitest';
import { fetchUpstream, UpstreamError } from '../../server/providers/airline-upstream';
import { UPSTREAMS } from '../../server/providers/airline-upstream-defs';
import { collect, failure, oneWay, roundTrip, setupUpstreamContract } from '../helpers/airline-upstream-contract';

// The airline upstreams when they fail (recorded error replies on loopback): each failure named in pt-BR,
// timeouts, the caller's cancel, malformed rows skipped and counted.

const upstream = setupUpstreamContract();
const { configWith } = upstream;

describe('airline upstreams: failures', () => {
  it('401 → the key was refused, in pt-BR', async () => {
    const err = await failure(UPSTREAMS.latam, configWith({ LATAM: 'unauthorized' }));
    expect(err.failure).toBe('unauthorized');
    expect(err.message).toBe('A API LATAM recusou a chave de acesso do servidor (HTTP 401).');
  });

  it('429 → rate limited', async () => {
    const err = await failure(UPSTREAMS.azul, configWith({ AZUL: 'rate-limited' }));
    expect(err.failure).toBe('rate_limited');
    expect(err.message).toBe('A API Azul limitou as consultas (HTTP 429). Tente novamente em instantes.');
  });

  it('an HTML page, as an error status or as a 200, is an external API error', async () => {
    for (const scenario of ['html', 'maintenance']) {
      const err = await failure(UPSTREAMS.voegol, configWith({ VOEGOL: scenario }));
      expect(err.failure).toBe('html');
      expect(err.message).toBe('A API VoeGol respondeu com uma página HTML em vez de JSON (erro na API externa).');
    }
  });

  it('JSON without the ida list is an invalid reply', async () => {
    const err = await failure(UPSTREAMS.smiles, configWith({ SMILES: 'envelope' }));
    expect(err.failure).toBe('invalid');
  });

  it('a server that never answers times out after UPSTREAM_TIMEOUT_MS', async () => {
    const started = performance.now();
    const err = await failure(UPSTREAMS.latam, configWith({ LATAM: 'hang' }));
    expect(err.failure).toBe('timeout');
    expect(err.message).toBe('A API LATAM não respondeu a tempo.');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("the caller's signal cancels the request", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const search = collect(
      UPSTREAMS.latam,
      configWith({ LATAM: 'hang' }, { UPSTREAM_TIMEOUT_MS: '10000' }),
      oneWay,
      controller.signal,
    );
    const err = await search.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(UpstreamError);
    expect(controller.signal.aborted).toBe(true);
  });

  it('skips malformed rows and counts them', async () => {
    const config = configWith({ LATAM: 'malformed' });
    const reply = await fetchUpstream(UPSTREAMS.latam, config, {
      origin: 'GRU',
      destination: 'CNF',
      departureDate: '2026-09-15',
      returnDate: '2026-09-22',
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'ECONOMY',
    });
    expect(reply.ida).toHaveLength(1);
    expect(reply.volta).toHaveLength(1);
    expect(reply.skipped).toBe(8);
    expect((await collect(UPSTREAMS.latam, config, roundTrip)).map((f) => f.price)).toEqual([412.37, 389]);
  });
});
