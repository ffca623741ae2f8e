import type { Operation, ReplyOf } from '@core/contract/operation';
import {
  deletePriceAlert,
  deleteSavedFlight,
  pullPriceAlerts,
  pullSavedFlights,
  putPriceAlert,
  putSavedFlight,
} from '@core/contract/sync';
import { todayIsoDate } from '@core/schemas/search';
import { api, INVALID_REPLY_CODE, type ReplySchema } from '@/lib/api';
import { operationUrl } from '@/lib/call';
import { errorCode, errorStatus, toUserMessage } from '@/lib/user-message';

/**
 * What the checks of the integration page (SPEC §2 "Integration test page") share: their result, their timing,
 * how a failure reads, and how a reply is read. The checks themselves are in ./api/.
 */

export type CheckStatus = 'ok' | 'error' | 'skipped';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  /** Elapsed milliseconds; null when the check did not run. */
  ms: number | null;
  detail: string;
}

export const LOGIN_REQUIRED = 'Usuário deve estar logado para testar o banco de dados.';
/** While the device's session is being restored: neither signed in nor out yet. */
export const SESSION_LOADING = 'Verificando a sessão deste aparelho...';

const elapsed = (start: number) => Math.round(performance.now() - start);

/** The server's text with the HTTP status it came with (this page is for whoever runs the server). */
export function errorText(err: unknown): string {
  const message = toUserMessage(err, err instanceof Error ? err.message : 'Erro desconhecido');
  const status = errorStatus(err);
  return status > 0 ? `${message} (HTTP ${status})` : message;
}

export async function timed(name: string, run: () => Promise<string>): Promise<CheckResult> {
  const start = performance.now();
  try {
    const detail = await run();
    return { name, status: 'ok', ms: elapsed(start), detail };
  } catch (err) {
    return { name, status: 'error', ms: elapsed(start), detail: errorText(err) };
  }
}

/** What a check sends: the operation's path parameters, query and body, as this page makes them. */
export interface CheckRequest {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
  /** Test rows are made here by hand (testRow), not typed by the form of a screen. */
  body?: unknown;
  auth?: boolean;
}

/**
 * An operation's reply read with its schema; this page says which reply was malformed ('Resposta inesperada de
 * …'), where every other screen shows api()'s one invalid-reply message.
 */
export async function readReply<O extends Operation>(
  op: O,
  what: string,
  request: CheckRequest = {},
): Promise<ReplyOf<O>> {
  try {
    return await api(operationUrl(op, request), op.reply as unknown as ReplySchema<ReplyOf<O>>, {
      method: op.method,
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(request.auth === undefined ? {} : { auth: request.auth }),
    });
  } catch (err) {
    if (errorCode(err) === INVALID_REPLY_CODE) throw new Error(`Resposta inesperada de ${what}`);
    throw err;
  }
}

export type SyncResource = 'saved-flights' | 'price-alerts';

/** The synced tables this page writes a test row to, by their operations. */
export const RESOURCE_OPERATIONS = {
  'saved-flights': { pull: pullSavedFlights, put: putSavedFlight, remove: deleteSavedFlight },
  'price-alerts': { pull: pullPriceAlerts, put: putPriceAlert, remove: deletePriceAlert },
} as const satisfies Record<SyncResource, { pull: Operation; put: Operation; remove: Operation }>;

export const RESOURCE_LABELS: Readonly<Record<SyncResource, string>> = {
  'saved-flights': 'Voos salvos',
  'price-alerts': 'Alertas de preço',
};

/**
 * The test row: a fresh UUID, recognisable as a test, and harmless while it lives (the alert is inactive,
 * so the alert job never acts on it); it is deleted at once.
 */
export function testRow(resource: SyncResource, id: string, now: Date = new Date()): Record<string, unknown> {
  const at = now.toISOString();
  const row = { id, updated_at: at, deleted_at: null, origin: 'GRU', destination: 'MIA' };
  if (resource === 'saved-flights') {
    return {
      ...row,
      program: 'Diagnóstico',
      companhia: 'Teste de diagnóstico',
      cabine: 'ECONOMY',
      milhas: 1000,
      reais_estimado: 24.5,
      data_voo: todayIsoDate(),
      saved_at: at,
      flight: null,
    };
  }
  return { ...row, max_price: 1, alert_type: 'reais', active: false, created_at: at };
}
