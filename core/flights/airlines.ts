import { normalizeForSearch } from '../text/normalize';

export type Alliance = 'oneworld' | 'skyteam' | 'star' | null;

export interface AirlineInfo {
  code: string;
  name: string;
  /** Which booking-class table its award seats follow (SPEC §9 booking-class hints). */
  alliance: Alliance;
}

/**
 * SPEC §9 "Airline codes mapped: LA, G3, AD, AM, DL, AA, BA, IB, VS, QR, QF, JL, AY". LATAM reads the
 * "Oneworld LATAM table" of the spec (X/U/Z) although LATAM has since left oneworld; Virgin Atlantic joined
 * SkyTeam in 2023; GOL's award seats come through Smiles, whose partner table is the SkyTeam one; Azul has none.
 */
export const AIRLINES: Readonly<Record<string, AirlineInfo>> = {
  LA: { code: 'LA', name: 'LATAM', alliance: 'oneworld' },
  G3: { code: 'G3', name: 'GOL', alliance: 'skyteam' },
  AD: { code: 'AD', name: 'Azul', alliance: null },
  AM: { code: 'AM', name: 'Aeroméxico', alliance: 'skyteam' },
  DL: { code: 'DL', name: 'Delta', alliance: 'skyteam' },
  AA: { code: 'AA', name: 'American Airlines', alliance: 'oneworld' },
  BA: { code: 'BA', name: 'British Airways', alliance: 'oneworld' },
  IB: { code: 'IB', name: 'Iberia', alliance: 'oneworld' },
  VS: { code: 'VS', name: 'Virgin Atlantic', alliance: 'skyteam' },
  QR: { code: 'QR', name: 'Qatar Airways', alliance: 'oneworld' },
  QF: { code: 'QF', name: 'Qantas', alliance: 'oneworld' },
  JL: { code: 'JL', name: 'Japan Airlines', alliance: 'oneworld' },
  AY: { code: 'AY', name: 'Finnair', alliance: 'oneworld' },
};

/** 'LA' → 'LATAM'; 'LA, AA' → 'LATAM, American Airlines'; unknown codes stay as they are. */
export function airlineName(codes: string | null | undefined): string {
  if (!codes) return '';
  return codes
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((c) => AIRLINES[c.toUpperCase()]?.name ?? c.toUpperCase())
    .filter((name, i, all) => all.indexOf(name) === i)
    .join(', ');
}

const BY_NAME: ReadonlyMap<string, AirlineInfo> = new Map(
  Object.values(AIRLINES).map((a) => [normalizeForSearch(a.name), a] as const),
);

/** The airline of a code ('la') or a name ('Latam Airlines Brasil' → LA); null when unknown. */
export function findAirline(codeOrName: string | null | undefined): AirlineInfo | null {
  if (!codeOrName) return null;
  const trimmed = codeOrName.trim();
  const byCode = AIRLINES[trimmed.toUpperCase()];
  if (byCode) return byCode;
  const name = normalizeForSearch(trimmed);
  for (const [key, airline] of BY_NAME) if (name === key || name.startsWith(`${key} `)) return airline;
  return null;
}
