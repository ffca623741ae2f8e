import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { awardFlight } from '@tests/unit/fakes/award-flight-fixture';
import {
  awardFailureMessage,
  awardPageFlights,
  classifyFailure,
  combineProgramResults,
  dateFailureMessage,
  EXTERNAL_API_ERROR,
  matchesCabin,
  noFlightsMessage,
} from './award-outcome';

const route = { origin: 'GRU', destination: 'MIA' };

describe('classifyFailure', () => {
  it("reads no connection as unavailable, and the server's not-configured code as not configured", () => {
    expect(classifyFailure('AZUL', new ApiError(0, 'Erro de conexão. Tente novamente.')).kind).toBe('unavailable');
    const noKey = new ApiError(503, 'Seats.aero não configurado.', 'seats_aero_not_configured');
    expect(classifyFailure('AZUL', noKey).kind).toBe('not_configured');
  });

  it('reads other statuses as errors and strips a repeated "status:" prefix', () => {
    expect(classifyFailure('SMILES', new ApiError(503, 'Serviço em manutenção'))).toMatchObject({
      kind: 'error',
      status: 503,
    });
    expect(classifyFailure('SMILES', new ApiError(502, '502: Bad Gateway'))).toMatchObject({
      kind: 'error',
      status: 502,
      detail: 'Bad Gateway',
      html: false,
    });
  });

  it('flags HTML error pages', () => {
    expect(classifyFailure('LATAM', new ApiError(500, '500: <!DOCTYPE html><html><body>Oops</body></html>')).html).toBe(
      true,
    );
  });

  it('keeps unknown errors as errors', () => {
    expect(classifyFailure('AZUL', new Error('boom'))).toMatchObject({ kind: 'error', status: 0, detail: 'boom' });
    expect(classifyFailure('AZUL', 'nada')).toMatchObject({ kind: 'error', detail: 'Erro desconhecido' });
  });
});

describe('failure messages', () => {
  it("formats SPEC §8 'Erro na busca de {program}: {status} - {message}'", () => {
    expect(awardFailureMessage(classifyFailure('AZUL', new ApiError(500, 'Falha interna')))).toBe(
      'Erro na busca de Azul Fidelidade: 500 - Falha interna',
    );
  });

  it('maps HTML pages to the generic external API message', () => {
    expect(awardFailureMessage(classifyFailure('LATAM', new ApiError(500, '500: <html></html>')))).toBe(
      `Erro na busca de LATAM Pass: 500 - ${EXTERNAL_API_ERROR}`,
    );
    expect(dateFailureMessage(classifyFailure('LATAM', new ApiError(500, '500: <html></html>')))).toBe(
      'LATAM Pass: O servidor retornou HTML em vez de JSON.',
    );
  });

  it("says 'Falha na consulta do {program}' for a success: false reply", () => {
    expect(awardFailureMessage(classifyFailure('SMILES', new ApiError(200, '')))).toBe('Falha na consulta do Smiles');
    expect(awardFailureMessage(classifyFailure('SMILES', new ApiError(200, 'Limite atingido')))).toBe(
      'Falha na consulta do Smiles: Limite atingido',
    );
  });

  it("formats the date screen's 'Erro na API: {status} {text}'", () => {
    expect(dateFailureMessage(classifyFailure('SMILES', new ApiError(500, 'Internal Server Error')))).toBe(
      'Smiles: Erro na API: 500 Internal Server Error',
    );
  });

  it('joins the no-flights message', () => {
    expect(noFlightsMessage(['a', 'b'])).toBe('Não foi possível encontrar voos: a; b');
  });
});

describe('combineProgramResults', () => {
  it('is offline only when no programme got any reply', () => {
    const noReply = (program: 'SMILES' | 'AZUL') => ({ program, error: new ApiError(0, 'Failed to fetch') });
    expect(combineProgramResults([noReply('SMILES'), noReply('AZUL')], route, 'ALL').offline).toBe(true);
    expect(combineProgramResults([noReply('SMILES'), { program: 'AZUL', flights: [] }], route, 'ALL').offline).toBe(
      false,
    );
    expect(
      combineProgramResults(
        [
          noReply('SMILES'),
          { program: 'AZUL', error: new ApiError(503, 'Seats.aero não configurado.', 'seats_aero_not_configured') },
        ],
        route,
        'ALL',
      ).offline,
    ).toBe(false);
  });

  it('de-duplicates live rows and builds the fixed table only for unavailable programmes', () => {
    const a = awardFlight({ id: 'seats-aero-aaaa' });
    const outcome = combineProgramResults(
      [
        { program: 'SMILES', flights: [a, a] },
        { program: 'AZUL', error: new ApiError(503, 'Seats.aero não configurado.', 'seats_aero_not_configured') },
        { program: 'LATAM', error: new ApiError(500, 'Falha interna') },
      ],
      route,
      'ECONOMY',
    );
    expect(outcome.live).toEqual([a]);
    expect(outcome.reference.map((r) => [r.program, r.cabin_class])).toEqual([['Azul Fidelidade', 'ECONOMY']]);
    expect(outcome.failures.map((f) => [f.program, f.kind])).toEqual([
      ['AZUL', 'not_configured'],
      ['LATAM', 'error'],
    ]);
  });
});

describe('awardPageFlights', () => {
  it('keeps the cabin asked, applies the SPEC §5 filtering and fallback miles, then the reference rows', () => {
    const good = awardFlight({ id: 'seats-aero-good', miles_cost: 50000 });
    const shortId = awardFlight({ id: 'short', miles_cost: 40000 });
    const business = awardFlight({ id: 'seats-aero-business', cabin_class: 'BUSINESS' });
    const outcome = combineProgramResults(
      [
        { program: 'SMILES', flights: [good, shortId, business] },
        { program: 'AZUL', error: new ApiError(0, 'Erro de conexão. Tente novamente.') },
      ],
      route,
      'ECONOMY',
    );
    expect(awardPageFlights(outcome, 'ECONOMY').map((f) => f.id)).toEqual([
      'seats-aero-good',
      'tabela-fixa-azul-GRU-MIA-economy',
    ]);
  });

  it('shows every live row with fallback miles when none is preferred', () => {
    const sentinel = awardFlight({ id: 'x1', miles_cost: 999999, program: 'Smiles', original_program: 'Smiles' });
    const outcome = combineProgramResults([{ program: 'SMILES', flights: [sentinel] }], route, 'ALL');
    expect(awardPageFlights(outcome, 'ALL')).toEqual([{ ...sentinel, miles_cost: 10000, miles_estimated: true }]);
  });

  it('reads economy as including premium economy', () => {
    expect(matchesCabin({ cabin_class: 'PREMIUM_ECONOMY' }, 'ECONOMY')).toBe(true);
    expect(matchesCabin({ cabin_class: 'FIRST' }, 'BUSINESS')).toBe(false);
    expect(matchesCabin({ cabin_class: 'FIRST' }, 'ALL')).toBe(true);
  });
});
