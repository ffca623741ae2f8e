import type { Context } from 'hono';
import * as ops from '@core/contract/airline-tests';
import type { Operation, ReplyInputOf } from '@core/contract/operation';
import { airlineTestSchema } from '@core/schemas/airline-tests';
import type { AppEnv } from '../../app-env';
import { AppError, errorBody } from '../../http/errors';
import { type OperationHandler, readBody, readQueryOf, sendOtherReply, sendReply } from '../../openapi/contract';
import { contingencyMessage, contingencySample } from '../../providers/airline-contingency';
import { fetchUpstream, isUpstreamConfigured, UpstreamError } from '../../providers/airline-upstream';
import {
  UPSTREAMS,
  type UpstreamDef,
  type UpstreamName,
  type UpstreamRequest,
} from '../../providers/airline-upstream-defs';
import type { RowKind, RowOf } from '../../providers/airline-upstream-rows';

/**
 * The airline test and demo pages' API (SPEC §2 "Test and demo pages", §7): POST /api/latam-proxy,
 * POST /api/voegol-proxy (?test=true), GET /api/test/{azul,latam,gol,smiles,azulmilhas,all}. A configured
 * upstream is proxied (rows checked against the README contract); an unconfigured one, or test data asked
 * for, answers the contingency sample flagged `_utilizandoDadosContingencia`.
 */

export { airlineTestSchema };

export interface AirlineReply<K extends RowKind> {
  success: true;
  fonte: string;
  ida: RowOf<K>[];
  volta: RowOf<K>[];
  idaCount: number;
  voltaCount: number;
  _utilizandoDadosContingencia?: true;
  message?: string;
  /** Upstream rows that did not match the contract and were left out. */
  linhasIgnoradas?: number;
}

/** Proxies one upstream, or answers its contingency sample when unconfigured or test data was asked for. */
async function airlineReply<K extends RowKind>(
  c: Context<AppEnv>,
  def: UpstreamDef<K>,
  request: UpstreamRequest,
  useTestData: boolean,
): Promise<AirlineReply<K>> {
  const config = c.var.deps.config;
  if (useTestData || !isUpstreamConfigured(def, config)) {
    const sample = contingencySample(def, request);
    return {
      success: true,
      fonte: def.source,
      ida: sample.ida,
      volta: sample.volta,
      idaCount: sample.ida.length,
      voltaCount: sample.volta.length,
      _utilizandoDadosContingencia: true,
      message: contingencyMessage(def, useTestData ? 'test_data' : 'not_configured'),
    };
  }
  const rows = await fetchUpstream(def, config, request, c.req.raw.signal);
  return {
    success: true,
    fonte: def.source,
    ida: rows.ida,
    volta: rows.volta,
    idaCount: rows.ida.length,
    voltaCount: rows.volta.length,
    ...(rows.skipped > 0 ? { linhasIgnoradas: rows.skipped } : {}),
  };
}

/** True when the rows an upstream gives are the rows the operation declares (checked when compiling). */
type Sends<K extends RowKind, O extends Operation> = AirlineReply<K> extends ReplyInputOf<O> ? true : never;

function upstreamStatus(err: UpstreamError): 502 | 504 {
  return err.failure === 'timeout' ? 504 : 502;
}

/** An upstream failure as a pt-BR error reply; anything else goes to the app's error handler. */
function asAppError(err: unknown): unknown {
  if (!(err instanceof UpstreamError)) return err;
  return new AppError(
    upstreamStatus(err),
    err.message,
    undefined,
    err.failure === 'timeout' ? 'upstream_timeout' : 'upstream_error',
  );
}

export const TEST_ROUTES: Record<'azul' | 'latam' | 'gol' | 'smiles' | 'azulmilhas', UpstreamName> = {
  azul: 'azul',
  latam: 'latam',
  gol: 'voegol',
  smiles: 'smiles',
  azulmilhas: 'azulmilhas',
};

/** POST /api/latam-proxy: LATAM's upstream, or its test data. */
export const latamProxy: OperationHandler<typeof ops.latamProxy> = async (c) => {
  const { request, useTestData } = await readBody(c, ops.latamProxy);
  try {
    return sendReply(c, ops.latamProxy, await airlineReply(c, UPSTREAMS.latam, request, useTestData));
  } catch (err) {
    throw asAppError(err);
  }
};

// SPEC §7: ?test=true answers the test data; an upstream failure is {error, _apiError} ('Erro na API VoeGol: …').
export const voegolProxy: OperationHandler<typeof ops.voegolProxy> = async (c) => {
  const { request, useTestData } = await readBody(c, ops.voegolProxy);
  const testData = useTestData || c.req.query('test') === 'true';
  try {
    return sendReply(c, ops.voegolProxy, await airlineReply(c, UPSTREAMS.voegol, request, testData));
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    return sendOtherReply(c, ops.voegolProxy, upstreamStatus(err), {
      ...errorBody(err.message, undefined, 'upstream_error'),
      success: false,
      _apiError: true,
      ida: [],
      volta: [],
    });
  }
};

/** GET /api/test/<page>: one upstream, or its test data; `sends` holds the upstream's rows to the operation's. */
function testPage<K extends RowKind, O extends Operation & { readonly query: typeof airlineTestSchema }>(
  op: O,
  def: UpstreamDef<K>,
  _sends: Sends<K, O>,
): OperationHandler<O> {
  return async (c) => {
    const { request, useTestData } = readQueryOf(c, op);
    try {
      return sendReply(c, op, (await airlineReply(c, def, request, useTestData)) as ReplyInputOf<O>);
    } catch (err) {
      throw asAppError(err);
    }
  };
}
export const testAzul = testPage(ops.testAzul, UPSTREAMS.azul, true);
export const testLatam = testPage(ops.testLatam, UPSTREAMS.latam, true);
export const testGol = testPage(ops.testGol, UPSTREAMS.voegol, true);
export const testSmiles = testPage(ops.testSmiles, UPSTREAMS.smiles, true);
export const testAzulMiles = testPage(ops.testAzulMiles, UPSTREAMS.azulmilhas, true);

// Every upstream at once for the API tester: one entry per API, a failure does not hide the others.
export const testAll: OperationHandler<typeof ops.testAll> = async (c) => {
  const { request, useTestData } = readQueryOf(c, ops.testAll);
  const entries = await Promise.all(
    Object.entries(TEST_ROUTES).map(async ([path, name]) => {
      const def = UPSTREAMS[name];
      try {
        return [path, await airlineReply(c, def, request, useTestData)] as const;
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        return [
          path,
          { success: false, fonte: def.source, error: err.message, ida: [], volta: [], idaCount: 0, voltaCount: 0 },
        ] as const;
      }
    }),
  );
  return sendReply(c, ops.testAll, { success: true, results: Object.fromEntries(entries) });
};
