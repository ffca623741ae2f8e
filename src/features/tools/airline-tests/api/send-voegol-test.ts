import { voegolProxy } from '@core/contract/airline-tests';
import { call } from '@/lib/call';
import { useSubmittedQuery } from '@/lib/use-submitted-query';
import { type AirlineRun, airlineRun, type VoegolRow } from '../airline-replies';
import { type AirlineTestQuery, voegolBody } from '../airline-test-schema';

export interface VoegolTestInput {
  query: AirlineTestQuery;
  /** `?test=true`: the server answers its test data. */
  useTestData: boolean;
}

/** POST /api/voegol-proxy (SPEC §7), with `?test=true` for the test data. */
export async function sendVoegolTest(input: VoegolTestInput, signal: AbortSignal): Promise<AirlineRun<VoegolRow>> {
  const reply = await call(voegolProxy, {
    body: voegolBody(input.query),
    query: input.useTestData ? { test: 'true' } : {},
    signal,
  });
  return airlineRun(reply);
}

/** The VoeGol test page's request: the last submitted form's rows. */
export const useVoegolTest = () => useSubmittedQuery('voegol-test', sendVoegolTest);
