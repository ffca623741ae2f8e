// "Como pagar" under an award: the cheapest way for this traveller to pay it from their own balances, what the
// award is worth at their milheiro, and, when the same flight is sold in reais, the milheiro where miles win.
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { WALLET_PATH } from '@core/links/paths';
import type { AwardOffer } from '@core/miles/how-to-pay';
import { breakEvenText } from '@core/miles/how-to-pay-text';
import { cn } from '@/lib/cn';
import { useHowToPay } from './use-how-to-pay';

export const EMPTY_WALLET_TEXT = 'Cadastre seus saldos em Minhas milhas para ver como pagar.';
export const PARTNER_PRICED_TEXT = 'Milhas pelo preço de um parceiro, não pela tabela da LATAM Pass.';
export const UNSURE_TEXT = 'Confirme a proporção e o mínimo da transferência no programa.';

export function HowToPay({
  offer,
  cashFare,
  className,
}: {
  offer: AwardOffer | null;
  /** The same flight's fare in reais, when the screen knows it: adds the break-even milheiro. */
  cashFare?: number | null | undefined;
  className?: string;
}) {
  const state = useHowToPay(offer);
  if (state.status === 'loading' || offer === null) return null;
  if (state.status === 'empty')
    return (
      <p className={cn('text-xs text-muted-foreground', className)}>
        <Link to={WALLET_PATH} className="underline underline-offset-2 hover:text-foreground">
          {EMPTY_WALLET_TEXT}
        </Link>
      </p>
    );
  const { best, awardValue, partnerPriced } = state.plan;
  const breakEven =
    typeof cashFare === 'number' && cashFare > 0 ? breakEvenText(cashFare, offer.taxes ?? 0, offer.miles) : null;
  const unsure = best.kind !== 'insufficient' && best.kind !== 'direct' && best.unsure;
  return (
    <section
      aria-label="Como pagar"
      className={cn('mt-2 max-w-full space-y-0.5 rounded-md border bg-muted/40 p-2 text-xs break-words', className)}
    >
      <p className="flex items-center gap-1 font-semibold">
        <Wallet className="size-3.5 shrink-0" aria-hidden="true" /> Como pagar
      </p>
      <p>{best.text}</p>
      {unsure && <p className="text-muted-foreground">{UNSURE_TEXT}</p>}
      {awardValue && <p>Valor do prêmio: {awardValue.text}</p>}
      {breakEven && <p>Vale a pena? {breakEven}</p>}
      {partnerPriced && <p className="text-muted-foreground">{PARTNER_PRICED_TEXT}</p>}
    </section>
  );
}
