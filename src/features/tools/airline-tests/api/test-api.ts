import { ApiError, api, rawReply } from '@/lib/api';
import { errorStatus } from '@/lib/user-message';
import { useSubmittedQuery } from '@/lib/use-submitted-query';
import { failureText } from '../airline-replies';
import type { TesterRun } from '../api-tester-results';
import { type TesterQuery, testerApi, testerUrl } from '../api-tester-schema';
import { readTesterReply } from '../tester-rows';

/**
 * Every route the tester calls answers success with an explicit 200 (server/routes/airline-tests/ and
 * miles/), and the API client resolves only on a 2xx, so a resolved call is reported as HTTP 200.
 */
const OK_STATUS = 200;

export interface TesterInput {
  query: TesterQuery;
  /** Tells runs apart on screen. */
  id: number;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * One GET to a test route, timed. The tester shows the reply exactly as it came, a refusal included, so this
 * reads it without a schema and a failed call is a run to show, not an error.
 */
export async function testApi({ query, id }: TesterInput, signal: AbortSignal): Promise<TesterRun | null> {
  const chosen = testerApi(query.api);
  if (!chosen) return null;
  const url = testerUrl(query);
  const started = performance.now();
  const base = { id, apiLabel: chosen.label, url };
  try {
    const body = await api(url, rawReply, { signal });
    const elapsedMs = performance.now() - started;
    const read = readTesterReply(chosen.id, body, query);
    const single = read.summaries.length === 1 ? read.summaries[0] : undefined;
    const failed = single !== undefined && !single.ok;
    return {
      ...base,
      elapsedMs,
      status: OK_STATUS,
      body,
      outcome: read,
      error: failed ? 'A requisição falhou' : null,
      ...(failed && single.error ? { errorDetail: single.error } : {}),
    };
  } catch (err) {
    if (isAbort(err) || signal.aborted) throw err;
    return {
      ...base,
      elapsedMs: performance.now() - started,
      status: errorStatus(err),
      body: err instanceof ApiError ? (err.body ?? null) : null,
      outcome: null,
      error: `Erro ao testar API: ${failureText(err)}`,
    };
  }
}

/** The API tester's request: the last submitted test. */
export const useApiTest = () => useSubmittedQuery('api-tester', testApi);
