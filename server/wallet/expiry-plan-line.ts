// The one line an expiry reminder adds: the best way to keep the lot's value, from the same plan Minhas milhas shows
// (core/miles/expiry-plan.ts) with what the server holds of the account: the wallet rows of the lot's account, the
// saved flights and "Avisar quando abrir" alerts, and the campaigns running today. Three small reads per reminder,
// and reminders are few; nothing when only letting the lot expire (or a transfer into any partner) is left.
import type { Campaign } from '@core/miles/how-to-pay';
import { expiryPlan } from '@core/miles/expiry-plan';
import { bestOptionText } from '@core/miles/expiry-plan-text';
import { usesOfAlerts, usesOfSavedFlights } from '@core/miles/expiry-plan-uses';
import { WALLET_PROGRAMS, type WalletProgram } from '@core/miles/wallet-programs';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';

const walletRows = z.array(
  z.object({
    program: z.enum(WALLET_PROGRAMS),
    milheiro: z
      .union([z.string(), z.number()])
      .nullable()
      .transform((v) => (v === null ? null : Number(v))),
    tier: z.string().nullable(),
  }),
);

const savedRows = z.array(
  z.object({
    id: z.string(),
    origin: z.string(),
    destination: z.string(),
    program: z.string().nullable(),
    milhas: z.number().int().nullable(),
    data_voo: z.string().nullable(),
    passengers: z.number().int(),
    original_program: z.string().nullable(),
  }),
);

const alertRows = z.array(
  z.object({
    id: z.string(),
    origin: z.string(),
    destination: z.string(),
    alert_type: z.enum(['milhas', 'reais']),
    max_price: z
      .union([z.string(), z.number()])
      .nullable()
      .transform((v) => (v === null ? null : Number(v))),
    active: z.boolean(),
    date_from: z.string().nullable(),
    passengers: z.number().int(),
    opening_program: z.string().nullable(),
  }),
);

export interface RemindedLot {
  user_id: string;
  member_id: string | null;
  program: WalletProgram;
  amount: number;
  expires_on: string;
}

/** 'Melhor opção: Transferir para Smiles (mantém R$ 540,00)', or null when nothing beats letting it expire. */
export async function bestOptionLine(
  db: Queryable,
  lot: RemindedLot,
  today: string,
  campaigns: readonly Campaign[],
): Promise<string | null> {
  const [holdings, saved, alerts] = await Promise.all([
    db.query(
      `SELECT program, milheiro, tier FROM wallet
       WHERE user_id = $1 AND member_id IS NOT DISTINCT FROM $2::uuid AND deleted_at IS NULL`,
      [lot.user_id, lot.member_id],
    ),
    db.query(
      `SELECT id, origin, destination, program, milhas, data_voo::text AS data_voo, passengers,
         flight->>'milesOriginalProgram' AS original_program
       FROM saved_flights
       WHERE user_id = $1 AND deleted_at IS NULL AND milhas IS NOT NULL AND (data_voo IS NULL OR data_voo >= $2::date)`,
      [lot.user_id, today],
    ),
    db.query(
      `SELECT id, origin, destination, alert_type, max_price, active, date_from::text AS date_from, passengers,
         opening_program
       FROM price_alerts
       WHERE user_id = $1 AND deleted_at IS NULL AND active AND opening_program IS NOT NULL`,
      [lot.user_id],
    ),
  ]);
  const flights = savedRows.parse(saved).map(({ original_program, ...row }) => ({
    ...row,
    flight: original_program ? { milesOriginalProgram: original_program } : null,
  }));
  const plan = expiryPlan({
    today,
    lot,
    holdings: walletRows.parse(holdings),
    uses: [...usesOfSavedFlights(flights, today), ...usesOfAlerts(alertRows.parse(alerts), today)],
    campaigns,
  });
  // A transfer into "any partner" (no saved flight or alert names one) needs the screen's caveat to be read right: a
  // one-line reminder names only options tied to the traveller's own plans, the extension, or issuing.
  const best = plan?.options.find((o) => o.kind !== 'expire' && !(o.kind === 'transfer' && o.use === null));
  return best ? bestOptionText(best.title, best.valueKept) : null;
}
