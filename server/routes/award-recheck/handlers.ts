import * as ops from '@core/contract/award-recheck';
import { providerLabel } from '@core/format/labels';
import { confirmedText, NOT_FOUND_TEXT, recheckChanges, recheckLimitText } from '@core/miles/award-recheck';
import type { AwardRecheckRequest } from '@core/schemas/award-recheck';
import { currentAuth } from '../../auth/guards';
import { AppError } from '../../http/errors';
import { type OperationHandler, readBody, sendReply } from '../../openapi/contract';
import { isSeatsAeroConfigured } from '../../providers/seats-aero';
import { SEATS_AERO_FAILURE_STATUS, SEATS_AERO_MESSAGES, SeatsAeroError } from '../../providers/seats-aero-client';
import { giveBackRecheck, recheckDay, secondsUntilBrasiliaMidnight, takeRecheck } from '../../recheck/daily-quota';
import { recheckOnDemo } from '../../recheck/demo-recheck';
import { type RecheckOutcome, recheckOnSeatsAero } from '../../recheck/seats-aero-recheck';

/**
 * POST /api/awards/recheck. Input parsed, then whether the offer's provider can answer here (no key: 503 and nothing
 * counted), then one of the day's re-checks taken (the last one spent: 429 until Brasília's midnight), then the
 * provider asked; a provider that failed gives the re-check back.
 */

const DEMO_NOTE = 'Demonstração: dados sintéticos, não uma disponibilidade real.';
/** Said of a demo answer where no award source is set up: why nothing real was asked. */
const DEMO_UNCONFIGURED_NOTE = `${DEMO_NOTE} ${SEATS_AERO_MESSAGES.notConfigured}`;

export const awardRecheck: OperationHandler<typeof ops.awardRecheck> = async (c) => {
  const request: AwardRecheckRequest = await readBody(c, ops.awardRecheck);
  const { config, db, log } = c.var.deps;
  if (request.provider === 'seats_aero' && !isSeatsAeroConfigured(config))
    throw new AppError(503, SEATS_AERO_MESSAGES.notConfigured, undefined, 'seats_aero_not_configured');
  const user = currentAuth(c).user;
  const now = new Date();
  const day = recheckDay(now);
  const max = config.AWARD_RECHECKS_PER_DAY;
  const used = await takeRecheck(db, user.id, day, max);
  if (used === null)
    throw new AppError(429, recheckLimitText(max), undefined, 'rate_limited', secondsUntilBrasiliaMidnight(now));
  const signal = c.req.raw.signal;
  let outcome: RecheckOutcome;
  try {
    outcome =
      request.provider === 'demo'
        ? await recheckOnDemo(request, { signal, now })
        : await recheckOnSeatsAero({ config, db, log }, request, { signal, now });
  } catch (err) {
    await giveBackRecheck(db, user.id, day);
    if (err instanceof SeatsAeroError)
      throw new AppError(SEATS_AERO_FAILURE_STATUS[err.failure], err.message, undefined, `seats_aero_${err.failure}`);
    if (signal.aborted) throw new AppError(408, 'Requisição cancelada.', undefined, 'cancelled');
    throw err;
  }
  const { offer } = outcome;
  return sendReply(c, ops.awardRecheck, {
    found: offer !== null,
    offer,
    changes: offer ? recheckChanges(request, offer) : [],
    message: offer ? confirmedText(offer) : NOT_FOUND_TEXT,
    sourceLabel: providerLabel(request.provider),
    note: request.provider !== 'demo' ? null : isSeatsAeroConfigured(config) ? DEMO_NOTE : DEMO_UNCONFIGURED_NOTE,
    refreshRequested: outcome.refreshRequested,
    checkedAt: new Date().toISOString(),
    remainingToday: Math.max(0, max - used),
  });
};
