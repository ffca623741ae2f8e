// 'Abaixo do normal' alerts: the best offer a check found, judged by the route's verdict for its travel date
// (cash fares as cash, miles by the offer's programme), the same reading the search's badges give.
import { rangeText } from '@core/insight/describe';
import { judgeOwnPrice } from '@core/insight/miles-verdict';
import { formatMilesText } from '@core/format/miles';
import { formatBRL } from '@core/format/money';
import type { AlertObservation } from '@core/schemas/alerts';
import type { PriceLevel } from '@core/schemas/insight';
import type { Queryable } from '../db/client';
import { routeInsight } from '../insight/route-insight';
import type { OfferKey } from './observe';

/** What the verdict said of the offer: its level and, when known, the typical range in the offer's unit. */
export interface OfferVerdict {
  level: PriceLevel;
  kind: OfferKey['kind'];
  typicalRange: [number, number] | null;
}

/** The verdict of the offer's own price; 'unknown' when the offer has no programme to be judged under. */
export async function judgeOffer(
  db: Queryable,
  route: { origin: string; destination: string },
  best: AlertObservation,
  key: OfferKey | undefined,
  now: Date,
): Promise<OfferVerdict> {
  if (!key) return { level: 'unknown', kind: 'miles', typicalRange: null };
  const insight = await routeInsight(
    db,
    { ...route, cabin: key.cabin, date: best.date, kind: key.kind, program: key.program },
    now,
  );
  const judged = judgeOwnPrice(insight, best.price, key.kind);
  return { level: judged.level, kind: key.kind, typicalRange: judged.typicalRange };
}

/** Only a low price fires, and only one lower than the alert last announced (so a low fare is announced once). */
export function belowTypicalFires(level: PriceLevel | null, price: number, lastAnnounced: number | null): boolean {
  return level === 'low' && (lastAnnounced === null || price < lastAnnounced);
}

/** 'GRU → MIA a R$ 2.100,00 — abaixo do normal (típico R$ 2.400,00–R$ 3.600,00)' */
export function belowTypicalTitle(
  route: { origin: string; destination: string },
  price: number,
  verdict: OfferVerdict,
): string {
  const amount = verdict.kind === 'cash' ? formatBRL(price) : formatMilesText(price);
  const range = verdict.typicalRange ? ` (típico ${rangeText(verdict.kind, verdict.typicalRange)})` : '';
  return `${route.origin} → ${route.destination} a ${amount} — abaixo do normal${range}`.slice(0, 200);
}
