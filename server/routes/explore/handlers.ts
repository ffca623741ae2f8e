import * as ops from '@core/contract/explore';
import { type Airport, loadAirports } from '@core/airports/airports';
import { currentAuth } from '../../auth/guards';
import { enforceLimits } from '../../auth/rate-limit';
import { readDatasetRows } from '../../airports/catalog';
import { CALENDAR_LIMIT_MESSAGE, calendarLimit } from '../../calendar/stream';
import { runExplore } from '../../explore/run';
import { refuseUnknownAirports } from '../../insight/known-airports';
import { type OperationHandler, readQueryOf, sendReply } from '../../openapi/contract';

/**
 * GET /api/explore: what no provider could price (a past month, a made-up code: the schema and
 * refuseUnknownAirports) is a 400 before any call and counts against no limit; an explore then takes one of the
 * account's calendars per hour, since it spends the same paid providers a calendar does.
 */

let byCode: Promise<ReadonlyMap<string, Airport>> | null = null;
/** The dataset's airports by code, read once per process, for the names of destinations the built-in table lacks. */
function datasetAirports(): Promise<ReadonlyMap<string, Airport>> {
  if (!byCode) {
    const loading = readDatasetRows().then((rows) => new Map(loadAirports(rows).map((a) => [a.iata, a])));
    byCode = loading;
    loading.catch(() => {
      if (byCode === loading) byCode = null;
    });
  }
  return byCode;
}

export const getExplore: OperationHandler<typeof ops.getExplore> = async (c) => {
  const query = readQueryOf(c, ops.getExplore);
  await refuseUnknownAirports({ origin: query.origin, destination: query.origin }, { cities: true });
  const { config, db } = c.var.deps;
  const userId = currentAuth(c).user.id;
  await enforceLimits(db, [calendarLimit(config, userId)], CALENDAR_LIMIT_MESSAGE);
  const started = performance.now();
  const airports = await datasetAirports().catch(() => undefined);
  const reply = await runExplore({ config, db, userId, ...(airports ? { airports } : {}) }, query, {
    signal: c.req.raw.signal,
  });
  // The server's own time for the explore, for clients and the benchmark to tell it from the network's.
  c.header('Server-Timing', `explore;dur=${(performance.now() - started).toFixed(1)}`);
  return sendReply(c, ops.getExplore, reply);
};
