import type { AwardRecheckInput } from '../schemas/award-recheck';
import { awardAge } from './award-age';
import type { TaxesStatus } from './valuation';

/**
 * "Confira antes de transferir": what 'como pagar' shows beside a path that moves points, because a
 * transfer cannot be undone and the costliest failure travellers report is transferring for a seat already gone.
 * Each item is ok, warning or unknown with its pt-BR text; the screen only renders them.
 */

export type CheckStatus = 'ok' | 'warning' | 'unknown';
export type CheckId = 'age' | 'seats' | 'taxes' | 'irreversible' | 'first_transfer_hold';

export interface CheckItem {
  id: CheckId;
  status: CheckStatus;
  text: string;
  /** Where a caution comes from, when it is not the programmes' own rule. */
  note?: string;
}

/**
 * The standing cautions, with where each comes from. The hold of a first large transfer is what travellers report
 * in forums and groups (Livelo/Esfera → Smiles/LATAM Pass held "em análise" for days), not a published rule of any
 * programme: the note says so on screen.
 */
export const TRANSFER_CAUTIONS: readonly (CheckItem & { source: 'rule' | 'travellers' })[] = [
  {
    id: 'irreversible',
    status: 'warning',
    text: 'Transferências de pontos não podem ser desfeitas.',
    source: 'rule',
  },
  {
    id: 'first_transfer_hold',
    status: 'warning',
    text: 'Uma primeira transferência grande pode ficar retida para análise pelo programa.',
    note: 'Relato de viajantes, não é regra oficial dos programas.',
    source: 'travellers',
  },
];

export interface TransferCheckInput {
  /** The award's last sighting (Flight.seenAt); null/absent when unknown. */
  seenAt?: string | null;
  /** The fixed table's row: a table, never a sighting. */
  fromTable?: boolean;
  /** The shown programme, for its staleness threshold. */
  program: string | null;
  /** Seats the provider reports; null = unknown. */
  seats: number | null;
  passengers: number;
  /** The valuation's taxes status; null when no valuation said. */
  taxesStatus: TaxesStatus | null;
}

const CONFIRM = 'Confira no site do programa antes de transferir.';
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ageItem(input: TransferCheckInput, now: Date): CheckItem {
  const age = awardAge(input, now);
  if (age.kind === 'table')
    return { id: 'age', status: 'unknown', text: `Milhas da tabela fixa, não de uma busca. ${CONFIRM}` };
  if (age.kind === 'unknown')
    return { id: 'age', status: 'unknown', text: `Não sabemos quando este prêmio foi visto. ${CONFIRM}` };
  const seen = age.text.charAt(0).toUpperCase() + age.text.slice(1);
  return age.stale
    ? { id: 'age', status: 'warning', text: `${seen}: ${age.staleText}. ${CONFIRM}` }
    : { id: 'age', status: 'ok', text: `${seen}.` };
}

function seatsItem({ seats, passengers }: TransferCheckInput): CheckItem {
  const party = plural(passengers, 'pessoa', 'pessoas');
  if (seats === null || seats <= 0)
    return { id: 'seats', status: 'unknown', text: `Assentos não informados: confira se há lugar para ${party}.` };
  if (seats < passengers)
    return {
      id: 'seats',
      status: 'warning',
      text: `Só ${plural(seats, 'assento disponível', 'assentos disponíveis')} para ${party}.`,
    };
  return {
    id: 'seats',
    status: 'ok',
    text: `${plural(seats, 'assento disponível', 'assentos disponíveis')} para ${party}.`,
  };
}

function taxesItem({ taxesStatus }: TransferCheckInput): CheckItem {
  if (taxesStatus === 'reais' || taxesStatus === 'converted')
    return { id: 'taxes', status: 'ok', text: 'Taxas conhecidas em reais.' };
  if (taxesStatus === 'none') return { id: 'taxes', status: 'ok', text: 'Sem taxas informadas pelo programa.' };
  return { id: 'taxes', status: 'unknown', text: 'Taxas ainda não conhecidas em reais: o total pode subir.' };
}

/** The checklist shown with a transfer or purchase path, in the order a traveller checks it. */
export function transferChecklist(input: TransferCheckInput, now: Date): CheckItem[] {
  return [
    ageItem(input, now),
    seatsItem(input),
    taxesItem(input),
    ...TRANSFER_CAUTIONS.map(({ source: _source, ...item }) => item),
  ];
}

/**
 * What a screen knows of the award beside 'como pagar's offer: its sighting, seats and the valuation's taxes, and
 * how to ask its provider again ("Ainda está lá?", one tap from the checklist) where one can be asked.
 */
export interface AwardCheck {
  seenAt?: string | null | undefined;
  fromTable?: boolean;
  seats?: number | null | undefined;
  taxesStatus?: TaxesStatus | null | undefined;
  recheck?: AwardRecheckInput | null | undefined;
}

/**
 * The checklist for one 'como pagar' offer (taxes per person in reais, null = unknown) and the screen's award;
 * without the screen's taxes status, 'como pagar's own taxes say it (null: unknown, 0: none, else reais).
 */
export function checklistForOffer(
  offer: { program: string; taxes: number | null },
  check: AwardCheck | undefined,
  passengers: number,
  now: Date,
): CheckItem[] {
  const fromOffer: TaxesStatus = offer.taxes === null ? 'unknown' : offer.taxes > 0 ? 'reais' : 'none';
  return transferChecklist(
    {
      seenAt: check?.seenAt ?? null,
      fromTable: check?.fromTable ?? false,
      program: offer.program,
      seats: check?.seats ?? null,
      passengers,
      taxesStatus: check?.taxesStatus ?? fromOffer,
    },
    now,
  );
}

/** A search result's check: its sighting, seats and, where the server valued it, its taxes status. */
export function checkOfFlight(flight: {
  seenAt?: string | null | undefined;
  source: string;
  freshness: { kind: string };
  availableSeats: number | null;
  value?: { taxes?: { status: TaxesStatus } | undefined } | undefined;
}): AwardCheck {
  return {
    seenAt: flight.seenAt ?? null,
    fromTable: flight.source === 'fixed_table' || flight.freshness.kind === 'reference',
    seats: flight.availableSeats,
    taxesStatus: flight.value?.taxes?.status ?? null,
  };
}

/** An award-table row's check (SPEC §3 award flight, snake case); `fromTable` for the fixed table's rows. */
export function checkOfAward(
  award: {
    seen_at?: string | null | undefined;
    available_seats: number | null;
    value?: { taxes?: { status: TaxesStatus } | undefined } | undefined;
  },
  fromTable: boolean,
): AwardCheck {
  return {
    seenAt: award.seen_at ?? null,
    fromTable,
    seats: award.available_seats,
    taxesStatus: award.value?.taxes?.status ?? null,
  };
}
