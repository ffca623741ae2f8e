import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { SeatsAeroDeps } from '../../server/providers/seats-aero';
import { SEATS_AERO_MESSAGES, SeatsAeroError } from '../../server/providers/seats-aero-client';
import { runSearch } from '../../server/search/engine';
import { ProviderError } from '../../server/search/provider';
import { enabledProviders } from '../../server/search/providers';
import { seatsAeroFixtureText } from '../helpers/fake-seats-aero';
import { SEATS_AERO_KEY, seatsAeroQuery, setupSeatsAeroContract } from '../helpers/seats-aero-contract';

// The seats_aero provider when the Partner API fails or no key is set: pt-BR messages, timeouts, the engine going on.

const seats = setupSeatsAeroContract();
const { settings, provider, collect } = seats;

describe('Seats.aero failures', () => {
  const failsWith = async (message: string, deps: Partial<SeatsAeroDeps> = {}) => {
    const error = await collect(provider(deps)).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toBe(message);
  };

  it('401: the key is refused', async () => {
    seats.fake.respond(() => ({ status: 401, json: { error: 'Unauthorized' } }));
    await failsWith(SEATS_AERO_MESSAGES.unauthorized);
    expect(SEATS_AERO_MESSAGES.unauthorized).toBe('Chave da Seats.aero recusada (não autorizada).');
  });

  it('429: the quota is spent', async () => {
    seats.fake.respond(() => ({ status: 429, text: 'Too Many Requests' }));
    await failsWith('Limite de consultas da Seats.aero atingido. Tente mais tarde.');
  });

  it('an HTML error page or any non-JSON reply: the generic external API message', async () => {
    seats.fake.respond(() => ({
      status: 502,
      text: seatsAeroFixtureText('error-page.html'),
      contentType: 'text/html; charset=UTF-8',
    }));
    await failsWith(SEATS_AERO_MESSAGES.invalidReply);
    seats.fake.respond(() => ({
      status: 200,
      text: seatsAeroFixtureText('error-page.html'),
      contentType: 'text/html',
    }));
    await failsWith(SEATS_AERO_MESSAGES.invalidReply);
    seats.fake.respond(() => ({ status: 200, text: 'ok', contentType: 'application/json' }));
    await failsWith(SEATS_AERO_MESSAGES.invalidReply);
    seats.fake.respond(() => ({ status: 200, json: { rows: [] } }));
    await failsWith(SEATS_AERO_MESSAGES.invalidReply);
  });

  it('a server that never answers: the request times out on its own', async () => {
    seats.fake.respond(() => 'hang');
    const started = performance.now();
    await failsWith(SEATS_AERO_MESSAGES.timeout, { config: settings({ SEATS_AERO_TIMEOUT_MS: 150 }) });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('the engine reports the provider message and goes on', async () => {
    seats.fake.respond(() => ({ status: 401, json: { error: 'Unauthorized' } }));
    const outcome = await runSearch(seatsAeroQuery(), [provider()], {
      signal: new AbortController().signal,
      onBatch: () => {},
    });
    expect(outcome.errors).toEqual([{ provider: 'seats_aero', message: SEATS_AERO_MESSAGES.unauthorized }]);
  });

  it('without a key: not configured, not run by the engine, and no request is made', async () => {
    const unkeyed = provider({ config: settings({ SEATS_AERO_API_KEY: undefined }) });
    expect(unkeyed.isConfigured(loadConfig({}))).toBe(false);
    expect(enabledProviders({ config: loadConfig({}), db: seats.db }).map((p) => p.id)).not.toContain('seats_aero');
    expect(
      enabledProviders({ config: loadConfig({ SEATS_AERO_API_KEY: SEATS_AERO_KEY }), db: seats.db }).map((p) => p.id),
    ).toContain('seats_aero');
    const error = await collect(unkeyed).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(SeatsAeroError);
    expect((error as Error).message).toBe('Seats.aero não configurado.');
    expect(seats.fake.requests).toHaveLength(0);
  });
});
