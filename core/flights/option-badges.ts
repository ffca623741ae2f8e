import type { Flight } from '../schemas/flight';

/**
 * Which result cards carry a ranking badge. Only one offer is the best ('Melhor opção'):
 * the first flagged bestValue in the list (lists are in best-value order). In the 'Melhores Opções'
 * shortlist the other offers are 'Boa opção'; elsewhere they carry no badge.
 */
export type OptionBadge = 'Melhor opção' | 'Boa opção';

export function optionBadges(flights: readonly Flight[], shortlist = false): Map<string, OptionBadge> {
  const out = new Map<string, OptionBadge>();
  let bestGiven = false;
  for (const f of flights) {
    if (f.isInfoOnly) continue;
    if (f.bestValue && !bestGiven) {
      out.set(f.id, 'Melhor opção');
      bestGiven = true;
    } else if (shortlist) {
      out.set(f.id, 'Boa opção');
    }
  }
  return out;
}
