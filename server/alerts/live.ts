// Whether alerts can be checked here: only a live source counts; demo data never fires an alert.
import { ALERT_NEEDS_LIVE_SOURCE } from '@core/schemas/alerts';
import type { Config } from '../config';
import { isSeatsAeroConfigured } from '../providers/seats-aero';

export function alertsAreLive(config: Pick<Config, 'SEATS_AERO_API_KEY' | 'SERPAPI_API_KEY'>): boolean {
  return isSeatsAeroConfigured(config) || Boolean(config.SERPAPI_API_KEY);
}

export function liveSourceMessage(config: Pick<Config, 'SEATS_AERO_API_KEY' | 'SERPAPI_API_KEY'>): string | null {
  return alertsAreLive(config) ? null : ALERT_NEEDS_LIVE_SOURCE;
}
