// IANA time zones of the built-in airports (core/airports/builtin.ts), and local clock arithmetic with them: a
// schedule's departure and arrival are each in their own airport's local time. The airports dataset carries no
// zone, so an airport outside this table has none (null), and callers keep the departure's clock for it.
import { wallClock } from '../format/zones';

const ZONES: Readonly<Record<string, string>> = {
  GRU: 'America/Sao_Paulo',
  CGH: 'America/Sao_Paulo',
  VCP: 'America/Sao_Paulo',
  GIG: 'America/Sao_Paulo',
  SDU: 'America/Sao_Paulo',
  BSB: 'America/Sao_Paulo',
  CNF: 'America/Sao_Paulo',
  PLU: 'America/Sao_Paulo',
  SSA: 'America/Bahia',
  REC: 'America/Recife',
  FOR: 'America/Fortaleza',
  POA: 'America/Sao_Paulo',
  CWB: 'America/Sao_Paulo',
  FLN: 'America/Sao_Paulo',
  MAO: 'America/Manaus',
  BEL: 'America/Belem',
  NAT: 'America/Fortaleza',
  MCZ: 'America/Maceio',
  VIX: 'America/Sao_Paulo',
  GYN: 'America/Sao_Paulo',
  CGB: 'America/Cuiaba',
  IGU: 'America/Sao_Paulo',
  EZE: 'America/Argentina/Buenos_Aires',
  AEP: 'America/Argentina/Buenos_Aires',
  SCL: 'America/Santiago',
  MVD: 'America/Montevideo',
  ASU: 'America/Asuncion',
  LIM: 'America/Lima',
  BOG: 'America/Bogota',
  UIO: 'America/Guayaquil',
  VVI: 'America/La_Paz',
  MIA: 'America/New_York',
  MCO: 'America/New_York',
  FLL: 'America/New_York',
  JFK: 'America/New_York',
  EWR: 'America/New_York',
  ATL: 'America/New_York',
  DFW: 'America/Chicago',
  IAH: 'America/Chicago',
  ORD: 'America/Chicago',
  LAX: 'America/Los_Angeles',
  YYZ: 'America/Toronto',
  MEX: 'America/Mexico_City',
  CUN: 'America/Cancun',
  PTY: 'America/Panama',
  PUJ: 'America/Santo_Domingo',
  LIS: 'Europe/Lisbon',
  OPO: 'Europe/Lisbon',
  MAD: 'Europe/Madrid',
  BCN: 'Europe/Madrid',
  CDG: 'Europe/Paris',
  LHR: 'Europe/London',
  FCO: 'Europe/Rome',
  MXP: 'Europe/Rome',
  AMS: 'Europe/Amsterdam',
  FRA: 'Europe/Berlin',
  MUC: 'Europe/Berlin',
  ZRH: 'Europe/Zurich',
  IST: 'Europe/Istanbul',
  DXB: 'Asia/Dubai',
  AUH: 'Asia/Dubai',
  DOH: 'Asia/Qatar',
  TLV: 'Asia/Jerusalem',
  JNB: 'Africa/Johannesburg',
  CPT: 'Africa/Johannesburg',
  ADD: 'Africa/Addis_Ababa',
  CMN: 'Africa/Casablanca',
  LAD: 'Africa/Luanda',
  CAI: 'Africa/Cairo',
  NRT: 'Asia/Tokyo',
  HND: 'Asia/Tokyo',
  ICN: 'Asia/Seoul',
  PEK: 'Asia/Shanghai',
  PVG: 'Asia/Shanghai',
  HKG: 'Asia/Hong_Kong',
  SIN: 'Asia/Singapore',
  BKK: 'Asia/Bangkok',
  DEL: 'Asia/Kolkata',
  SYD: 'Australia/Sydney',
  MEL: 'Australia/Melbourne',
  AKL: 'Pacific/Auckland',
};

export function timeZoneOf(iata: string): string | null {
  return ZONES[iata] ?? null;
}

const offsets = new Map<string, number>();
/** Offsets are kept per zone and day (a year of days × the zones above stays small); past this, start again. */
const MAX_OFFSETS = 20_000;

/** Minutes the zone is ahead of UTC at noon UTC of the day (yyyy-MM-dd): -180 for São Paulo. Cached. */
export function utcOffsetMinutes(zone: string, day: string): number {
  const key = `${zone}|${day}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const at = Date.parse(`${day}T12:00:00Z`);
  const part = wallClock(zone, at);
  const local = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute);
  const offset = Math.round((local - at) / 60_000);
  if (offsets.size >= MAX_OFFSETS) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * The local arrival of a flight leaving `from` at `departMinutes` (minutes after local midnight of `day`) and
 * flying `durationMinutes`: minutes after local midnight of `day` at `to` (may pass 1440, or fall below 0 going
 * west). An airport without a known zone shares the other end's clock.
 */
export function localArrivalMinutes(
  from: string,
  to: string,
  day: string,
  departMinutes: number,
  durationMinutes: number,
): number {
  const fromZone = timeZoneOf(from);
  const toZone = timeZoneOf(to);
  const shift =
    fromZone && toZone && fromZone !== toZone ? utcOffsetMinutes(toZone, day) - utcOffsetMinutes(fromZone, day) : 0;
  return departMinutes + durationMinutes + shift;
}
