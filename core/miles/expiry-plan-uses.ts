// Where the traveller would spend miles, read from what they keep: each saved flight in miles (trip plans are saved
// as saved flights) and each miles alert waiting for a programme's opening. The expiry plan transfers into, or
// issues in, these programmes first. Pure: the PWA passes its device rows, the server could pass its own.
import { walletProgramForAward, type WalletProgram } from './wallet-programs';

/** A saved flight or alert that names a programme: where points would be used. */
export interface PlannedUse {
  /** The saved flight's or alert's id. */
  id: string;
  kind: 'saved_flight' | 'alert';
  program: WalletProgram;
  origin: string;
  destination: string;
  /** yyyy-MM-dd: the flight's day, or the first day the alert watches; null when none. */
  date: string | null;
  /** Miles the party's tickets take; null when unknown. */
  miles: number | null;
}

/** The fields of a saved flight read here (SPEC §3 saved_flights fits). */
export interface SavedFlightLike {
  id: string;
  origin: string;
  destination: string;
  program: string | null;
  milhas: number | null;
  data_voo: string | null;
  passengers?: number;
  deleted_at?: string | null;
  /** The result as shown: its `milesOriginalProgram` says which programme priced the seat. */
  flight?: Record<string, unknown> | null;
}

/** The fields of a price alert read here. */
export interface AlertLike {
  id: string;
  origin: string;
  destination: string;
  alert_type: 'milhas' | 'reais';
  max_price: number | null;
  active: boolean;
  date_from?: string | null;
  passengers?: number;
  opening_program?: string | null;
  deleted_at?: string | null;
}

const partyOf = (passengers: number | undefined) =>
  typeof passengers === 'number' && Number.isInteger(passengers) && passengers > 0 ? passengers : 1;

/** A trip still ahead (or with no day): a past flight is no place to spend expiring miles. */
const ahead = (date: string | null | undefined, today: string) => !date || date >= today;

/** The saved flights in miles still ahead, each with the wallet programme that pays it. */
export function usesOfSavedFlights(rows: readonly SavedFlightLike[], today: string): PlannedUse[] {
  return rows.flatMap((row) => {
    if (row.deleted_at || row.program === null || row.milhas === null || !ahead(row.data_voo, today)) return [];
    const original = row.flight?.milesOriginalProgram;
    const program = walletProgramForAward(row.program, typeof original === 'string' ? original : null);
    if (program === null) return [];
    const use: PlannedUse = {
      id: row.id,
      kind: 'saved_flight',
      program,
      origin: row.origin,
      destination: row.destination,
      date: row.data_voo,
      miles: Math.max(0, Math.ceil(row.milhas)) * partyOf(row.passengers),
    };
    return [use];
  });
}

/**
 * The active miles alerts that name a programme ("Avisar quando abrir"): other alerts watch every programme, so they
 * say nothing about where points go. The alert's maximum per passenger × the party is the miles it expects.
 */
export function usesOfAlerts(rows: readonly AlertLike[], today: string): PlannedUse[] {
  return rows.flatMap((row) => {
    if (row.deleted_at || !row.active || row.alert_type !== 'milhas' || !row.opening_program) return [];
    if (!ahead(row.date_from, today)) return [];
    const program = walletProgramForAward(row.opening_program);
    if (program === null) return [];
    const use: PlannedUse = {
      id: row.id,
      kind: 'alert',
      program,
      origin: row.origin,
      destination: row.destination,
      date: row.date_from ?? null,
      miles: row.max_price === null ? null : Math.ceil(row.max_price) * partyOf(row.passengers),
    };
    return [use];
  });
}
