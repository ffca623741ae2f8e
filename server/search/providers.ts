import type { Config } from '../config';
import { demoProvider } from '../providers/demo';
import { fixedTableProvider } from '../providers/fixed-table';
import type { Provider } from './provider';

/** Real sources (Seats.aero, Google Flights, airline upstreams) join this list as they are built. */
const LIVE_PROVIDERS: Provider[] = [];

/**
 * What a search runs: the configured live providers and the fixed table; the demo only when no
 * live provider is configured, so a fresh install shows something honest (labelled Demonstração).
 */
export function enabledProviders(config: Config): Provider[] {
  const live = LIVE_PROVIDERS.filter((p) => p.isConfigured(config));
  return live.length > 0 ? [...live, fixedTableProvider] : [demoProvider, fixedTableProvider];
}
