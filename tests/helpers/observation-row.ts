import { addDaysIso } from '@core/schemas/search';
import { type ObservationRow, observedDay } from '../../server/insight/observation-rows';

/** One cash fare GRU → MIA seen today for a date 60 days ahead, R$ 3.000, as the search records it; `over` changes it. */
export function observationRow(over: Partial<ObservationRow> = {}, now = new Date()): ObservationRow {
  const today = observedDay(now);
  return {
    origin: 'GRU',
    destination: 'MIA',
    cabin: 'ECONOMY',
    kind: 'cash',
    program: '',
    travelDate: addDaysIso(today, 60),
    source: 'google_flights',
    observedOn: today,
    min: 3000,
    taxes: 0,
    count: 1,
    seenAt: now.toISOString(),
    ...over,
  };
}
