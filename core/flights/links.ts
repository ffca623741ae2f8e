import { normalizeForSearch } from '../text/normalize';

/**
 * Airline booking deep links (SPEC §7 "External links"): built for gol, azul, latam, smiles, voeazulmilhas,
 * tudoazul/azulmilhas, and a generic flight-search link for anything else, from origin, destination, dates
 * (reformatted per airline), passengers and cabin. The URL shapes are the airlines' own search pages as
 * they are linked to in the wild; they are not contracts, so each builder is small and tested on its output.
 */

export const BOOKING_TARGETS = [
  'gol',
  'azul',
  'latam',
  'smiles',
  'voeazulmilhas',
  'tudoazul',
  'azulmilhas',
  'generic',
] as const;
export type BookingTarget = (typeof BOOKING_TARGETS)[number];

export interface BookingLinkParams {
  origin: string;
  destination: string;
  /** yyyy-MM-dd. */
  departureDate: string;
  /** yyyy-MM-dd; present means round trip. */
  returnDate?: string;
  passengers?: { adults: number; children?: number; infants?: number };
  /** ECONOMY, PREMIUM_ECONOMY, BUSINESS, FIRST (others read as economy). */
  cabin?: string;
  /** LATAM: search with LATAM Pass points instead of money. */
  award?: boolean;
  /** Smiles: partner airlines ('congenere') instead of GOL ('g3'). */
  partner?: boolean;
}

/** The target for an airline or programme name or code ('Smiles', 'G3', 'Azul Fidelidade', 'tudoazul'…). */
export function bookingTargetFor(airlineOrProgram: string | null | undefined): BookingTarget {
  const s = normalizeForSearch(airlineOrProgram ?? '').replace(/[\s_-]+/g, '');
  if (!s) return 'generic';
  if (s.includes('smiles')) return 'smiles';
  if (s.includes('voeazulmilhas')) return 'voeazulmilhas';
  if (s.includes('azulmilhas')) return 'azulmilhas';
  if (s.includes('tudoazul') || s.includes('azulfidelidade')) return 'tudoazul';
  if (s.startsWith('azul') || s === 'ad') return 'azul';
  if (s === 'gol' || s.startsWith('gollinhas') || s === 'voegol' || s === 'g3') return 'gol';
  if (s.startsWith('latam') || s === 'la' || s === 'jj') return 'latam';
  return 'generic';
}

const parts = (iso: string) => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return { y, m, d };
};
const dayMonthYear = (iso: string, sep: string) => {
  const { y, m, d } = parts(iso);
  return `${d}${sep}${m}${sep}${y}`;
};
const monthDayYear = (iso: string) => {
  const { y, m, d } = parts(iso);
  return `${m}/${d}/${y}`;
};

/**
 * SPEC §9: the Smiles link's departure instant is 03:00 UTC on even days of the month and 15:00 UTC on odd
 * days, as a millisecond timestamp.
 */
export function smilesTimestamp(isoDate: string): number {
  const { y, m, d } = parts(isoDate);
  const day = Number(d);
  return Date.UTC(Number(y), Number(m) - 1, day, day % 2 === 0 ? 3 : 15);
}

const counts = (p: BookingLinkParams) => ({
  adults: Math.max(1, p.passengers?.adults ?? 1),
  children: Math.max(0, p.passengers?.children ?? 0),
  infants: Math.max(0, p.passengers?.infants ?? 0),
});
const code = (iata: string) => encodeURIComponent(iata.trim().toUpperCase());
const cabinOf = (p: BookingLinkParams) => (p.cabin ?? 'ECONOMY').trim().toUpperCase();

function gol(p: BookingLinkParams): string {
  const n = counts(p);
  const q = [
    `pv=br`,
    `tipo=DF`,
    `de=${code(p.origin)}`,
    `para=${code(p.destination)}`,
    `ida=${dayMonthYear(p.departureDate, '-')}`,
  ];
  if (p.returnDate) q.push(`volta=${dayMonthYear(p.returnDate, '-')}`);
  q.push(`ADT=${n.adults}`, `CHD=${n.children}`, `INF=${n.infants}`);
  return `https://b2c.voegol.com.br/compra/busca-parceiros?${q.join('&')}`;
}

function azul(p: BookingLinkParams, points: boolean): string {
  const n = counts(p);
  const q = [
    `c[0].ds=${code(p.origin)}`,
    `c[0].std=${monthDayYear(p.departureDate)}`,
    `c[0].as=${code(p.destination)}`,
  ];
  if (p.returnDate)
    q.push(`c[1].ds=${code(p.destination)}`, `c[1].std=${monthDayYear(p.returnDate)}`, `c[1].as=${code(p.origin)}`);
  (['ADT', 'CHD', 'INF'] as const).forEach((type, i) => {
    const c = [n.adults, n.children, n.infants][i];
    q.push(`p[${i}].t=${type}`, `p[${i}].c=${c}`, `p[${i}].cp=false`);
  });
  q.push('f.dl=3', 'f.dr=3', `cc=${points ? 'PTS' : 'BRL'}`);
  return `https://www.voeazul.com.br/br/pt/home/selecao-voo?${q.join('&')}`;
}

function latam(p: BookingLinkParams): string {
  const n = counts(p);
  const cabin = cabinOf(p);
  const q = new URLSearchParams({
    origin: p.origin.trim().toUpperCase(),
    outbound: `${p.departureDate}T12:00:00.000Z`,
    destination: p.destination.trim().toUpperCase(),
  });
  // One way: no inbound at all (a literal 'null' is not a date).
  if (p.returnDate) q.set('inbound', `${p.returnDate}T12:00:00.000Z`);
  for (const [k, v] of Object.entries({
    adt: String(n.adults),
    chd: String(n.children),
    inf: String(n.infants),
    trip: p.returnDate ? 'RT' : 'OW',
    cabin: cabin === 'BUSINESS' || cabin === 'FIRST' ? 'Business' : 'Economy',
    redemption: p.award ? 'true' : 'false',
    sort: 'RECOMMENDED',
  }))
    q.set(k, v);
  return `https://www.latamairlines.com/br/pt/oferta-voos?${q.toString()}`;
}

function smiles(p: BookingLinkParams): string {
  const n = counts(p);
  const cabin = p.cabin ? cabinOf(p) : 'ALL';
  const q = new URLSearchParams({
    adults: String(n.adults),
    cabin: cabin === 'ALL' ? 'ALL' : cabin === 'BUSINESS' || cabin === 'FIRST' ? 'BUSINESS' : 'ECONOMIC',
    children: String(n.children),
    departureDate: String(smilesTimestamp(p.departureDate)),
    infants: String(n.infants),
    isElegible: 'false',
    isFlexibleDateChecked: 'false',
    returnDate: p.returnDate ? String(smilesTimestamp(p.returnDate)) : '',
    searchType: p.partner ? 'congenere' : 'g3',
    segments: '1',
    // Smiles: 1 = ida e volta, 2 = só ida.
    tripType: p.returnDate ? '1' : '2',
    originAirport: p.origin.trim().toUpperCase(),
    originCity: '',
    originCountry: '',
    originAirportIsAny: 'false',
    destinationAirport: p.destination.trim().toUpperCase(),
    destinCity: '',
    destinCountry: '',
    destinAirportIsAny: 'false',
    'novo-resultado-voos': 'true',
  });
  return `https://www.smiles.com.br/mfe/emissao-passagem/?${q.toString()}`;
}

/** Google Flights' text query, in Portuguese and reais. */
function generic(p: BookingLinkParams): string {
  const o = p.origin.trim().toUpperCase();
  const d = p.destination.trim().toUpperCase();
  const when = p.returnDate ? `on ${p.departureDate} through ${p.returnDate}` : `on ${p.departureDate} oneway`;
  const q = new URLSearchParams({ q: `Flights to ${d} from ${o} ${when}`, hl: 'pt-BR', curr: 'BRL' });
  return `https://www.google.com/travel/flights?${q.toString()}`;
}

export function buildBookingLink(target: BookingTarget, params: BookingLinkParams): string {
  switch (target) {
    case 'gol':
      return gol(params);
    case 'azul':
      return azul(params, false);
    case 'voeazulmilhas':
    case 'tudoazul':
    case 'azulmilhas':
      return azul(params, true);
    case 'latam':
      return latam(params);
    case 'smiles':
      return smiles(params);
    default:
      return generic(params);
  }
}

/** buildBookingLink for an airline or programme name. */
export function bookingLinkFor(airlineOrProgram: string | null | undefined, params: BookingLinkParams): string {
  return buildBookingLink(bookingTargetFor(airlineOrProgram), params);
}
