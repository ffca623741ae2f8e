// "Como pagar" under an award: the cheapest way for this traveller to pay it for the whole party from their own
// balances and its total in reais, the other ways ranked by their totals, what the award is worth at their
// milheiro, and, when the same flight is sold in reais, the milheiro where miles win.
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { WALLET_PATH } from '@core/links/paths';
import type { AwardOffer } from '@core/miles/award-cost';
import type { PaymentPath } from '@core/miles/how-to-pay';
import { breakEvenText } from '@core/miles/how-to-pay-text';
import { type AwardCheck, checklistForOffer } from '@core/miles/transfer-checklist';
import { cn } from '@/lib/cn';
import { TransferChecklist } from './transfer-checklist';
import { useHowToPay } from './use-how-to-pay';

export const EMPTY_WALLET_TEXT = 'Cadastre seus saldos em Minhas milhas para ver como pagar.';
export const PARTNER_PRICED_TEXT = 'Milhas pelo preço de um parceiro, não pela tabela da LATAM Pass.';
export const UNSURE_TEXT = 'Confirme a proporção e o mínimo da transferência no programa.';

/** The summary of the ranked ways after the best: 'Outras formas (2)'. */
export function otherWaysText(count: number): string {
  return `Outras formas (${count})`;
}

const isUnsure = (path: PaymentPath) => path.kind !== 'direct' && path.unsure;
/** A path that moves points into the programme (a transfer, or points bought then transferred). */
const movesPoints = (path: PaymentPath) => path.kind === 'transfer' || path.kind === 'buy';

export function HowToPay({
  offer,
  passengers = 1,
  cashFare,
  check,
  now,
  className,
}: {
  /** One traveller's award (miles and taxes per person). */
  offer: AwardOffer | null;
  /** Travellers the screen's search is for: the plan and its totals are for all of them. */
  passengers?: number;
  /** The same flight's fare in reais (per person), when the screen knows it: adds the break-even milheiro. */
  cashFare?: number | null | undefined;
  /** The award's sighting, seats and taxes status, for the checklist shown with a transfer (unknown without). */
  check?: AwardCheck;
  /** The clock (tests); the render's moment otherwise. */
  now?: Date;
  className?: string;
}) {
  const state = useHowToPay(offer, passengers);
  if (state.status === 'loading' || offer === null) return null;
  if (state.status === 'empty')
    return (
      <p className={cn('text-xs text-muted-foreground', className)}>
        <Link to={WALLET_PATH} className="underline underline-offset-2 hover:text-foreground">
          {EMPTY_WALLET_TEXT}
        </Link>
      </p>
    );
  const { best, options, awardValue, partnerPriced } = state.plan;
  const breakEven =
    typeof cashFare === 'number' && cashFare > 0 ? breakEvenText(cashFare, offer.taxes ?? 0, offer.miles) : null;
  const unsure = best.kind !== 'insufficient' && isUnsure(best);
  const others = options.filter((path) => path !== best);
  // Shown once: under the best way when it moves points, else under the other ways when one of them does.
  const bestMoves = best.kind !== 'insufficient' && movesPoints(best);
  const checklist =
    bestMoves || others.some(movesPoints)
      ? checklistForOffer(offer, check, state.plan.passengers, now ?? new Date())
      : null;
  return (
    <section
      aria-label="Como pagar"
      className={cn('mt-2 max-w-full space-y-0.5 rounded-md border bg-muted/40 p-2 text-xs break-words', className)}
    >
      <p className="flex items-center gap-1 font-semibold">
        <Wallet className="size-3.5 shrink-0" aria-hidden="true" /> Como pagar
      </p>
      <p>{best.text}</p>
      {best.kind !== 'insufficient' && <p className="font-medium">{best.total.text}</p>}
      {unsure && <p className="text-muted-foreground">{UNSURE_TEXT}</p>}
      {bestMoves && checklist && <TransferChecklist items={checklist} recheck={check?.recheck} />}
      {awardValue && <p>Valor do prêmio: {awardValue.text}</p>}
      {breakEven && <p>Vale a pena? {breakEven}</p>}
      {partnerPriced && <p className="text-muted-foreground">{PARTNER_PRICED_TEXT}</p>}
      {others.length > 0 && (
        <details className="pt-1">
          <summary className="cursor-pointer font-medium">{otherWaysText(others.length)}</summary>
          <ol start={2} className="mt-1 list-decimal space-y-1 pl-4">
            {others.map((path) => (
              <li key={'from' in path ? `${path.kind}:${path.from}` : path.kind}>
                <p>{path.text}</p>
                <p className="font-medium">{path.total.text}</p>
                {isUnsure(path) && <p className="text-muted-foreground">{UNSURE_TEXT}</p>}
              </li>
            ))}
          </ol>
          {!bestMoves && checklist && <TransferChecklist items={checklist} recheck={check?.recheck} />}
        </details>
      )}
    </section>
  );
}
