// Where the demo may draw a non-stop flight, so that its schedules look like real ones: Congonhas, Santos Dumont and
// Pampulha fly only within Brazil, and a carrier crosses the border non-stop only from the Brazilian airports it
// really flies abroad from (its gateways). Anything else gets one stop at the carrier's hub.
import { countryForAirport, regionForAirport } from '@core/airports/airports';

export type DemoCarrierCode = 'LA' | 'G3' | 'AD';

const DOMESTIC_ONLY = new Set(['CGH', 'SDU', 'PLU']);

/** Brazilian airports each carrier flies abroad from, non-stop. */
const GATEWAYS: Readonly<Record<DemoCarrierCode, ReadonlySet<string>>> = {
  LA: new Set(['GRU', 'GIG', 'BSB', 'REC', 'FOR']),
  G3: new Set(['GRU', 'GIG', 'BSB']),
  AD: new Set(['VCP', 'REC', 'CNF', 'BEL']),
};

/** Carriers whose non-stop flights abroad stay in the Americas (GOL flies no long-haul to Europe or beyond). */
const AMERICAS_ONLY: ReadonlySet<DemoCarrierCode> = new Set(['G3']);

/** Where the carrier connects a flight it does not fly non-stop. */
const HUB: Readonly<Record<DemoCarrierCode, string>> = { LA: 'GRU', G3: 'GRU', AD: 'VCP' };

/** A second connection point, when the hub is one end of the route. */
const ALTERNATE_HUB: Readonly<Record<DemoCarrierCode, string>> = { LA: 'BSB', G3: 'GIG', AD: 'CNF' };

/**
 * Whether the carrier may fly this route non-stop in the demo. An airport the built-in table does not know (no
 * country) may, only within its own award region (`sameRegion`): a short hop, never a long-haul.
 */
export function mayFlyNonStop(carrier: DemoCarrierCode, from: string, to: string, sameRegion: boolean): boolean {
  const [fromCountry, toCountry] = [countryForAirport(from), countryForAirport(to)];
  if (!fromCountry || !toCountry) return sameRegion && !DOMESTIC_ONLY.has(from) && !DOMESTIC_ONLY.has(to);
  if (fromCountry === 'BR' && toCountry === 'BR') return true;
  if (DOMESTIC_ONLY.has(from) || DOMESTIC_ONLY.has(to)) return false;
  const [gateway, abroad] = fromCountry === 'BR' ? [from, to] : toCountry === 'BR' ? [to, from] : [null, null];
  if (gateway && abroad) {
    if (AMERICAS_ONLY.has(carrier) && !regionForAirport(abroad)?.startsWith('América')) return false;
    return GATEWAYS[carrier].has(gateway);
  }
  // Between two airports abroad a Brazilian carrier connects at home.
  return false;
}

/** The connection of a one-stop demo flight: the carrier's hub, or another hub when the hub is an end. */
export function connectionFor(carrier: DemoCarrierCode, from: string, to: string): string {
  const hub = HUB[carrier];
  return hub !== from && hub !== to ? hub : ALTERNATE_HUB[carrier];
}
