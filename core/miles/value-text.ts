// The words for an offer's value in reais (core/miles/offer-value.ts), the same on every screen and channel:
// the search card, the calendar, the award tables, saved flights, 'como pagar' and every alert text.
import { formatMiles } from '../format/miles';
import { formatBRL, formatTaxesInReais, roundCents } from '../format/money';
import type { OfferValue } from '../schemas/offer-value';
import { walletAwardValueText } from './how-to-pay-text';

/** '≈ R$ 2.192,50 para 2 pessoas (R$ 1.096,25 cada)', or '≈ R$ 1.096,25' for one; '+ taxas à parte' when left out. */
export function partyValueText(value: OfferValue): string {
  const amount =
    value.passengers > 1
      ? `≈ ${formatBRL(value.total)} para ${value.passengers} pessoas (${formatBRL(value.perPerson)} cada)`
      : `≈ ${formatBRL(value.perPerson)}`;
  return value.taxesIncluded ? amount : `${amount} + taxas à parte`;
}

/** Whose milheiro the value uses: 'seu milheiro R$ 17,00' or 'milheiro de referência R$ 15,00'. */
export function milheiroText(value: Pick<OfferValue, 'milheiro' | 'milheiroReference'>): string {
  return `${value.milheiroReference ? 'milheiro de referência' : 'seu milheiro'} ${formatBRL(value.milheiro)}`;
}

/** One traveller, on a card: 'aproximadamente R$ 852,10 com seu milheiro de R$ 17,00', '(taxas à parte)' when left out. */
export function perPersonValueText(value: OfferValue): string {
  const text = `aproximadamente ${walletAwardValueText(value.perPerson, value.milheiro, !value.milheiroReference)}`;
  return value.taxesIncluded ? text : `${text} (taxas à parte)`;
}

/** The party's miles, taxes and value: '65.000 milhas + R$ 599,20 em taxas ≈ R$ 1.704,20'. */
export function partyTotalText(value: OfferValue, milesPerPerson: number): string {
  const n = value.passengers;
  const reais = value.taxes?.reais;
  const taxes =
    value.taxes?.status === 'none'
      ? ''
      : reais !== null && reais !== undefined
        ? ` + ${formatBRL(roundCents(reais * n))} em taxas`
        : value.taxesIncluded
          ? ''
          : ' + taxas à parte';
  return `${formatMiles(milesPerPerson * n)} milhas${taxes} ≈ ${formatBRL(value.total)}`;
}

/**
 * One traveller's taxes: 'R$ 56,00', 'US$ 56,00 (≈ R$ 299,60, cotação de 27/11)', '56,00 em moeda não informada
 * (fora do total em reais)'…; null when the value was stored without them.
 */
export function taxesText(value: OfferValue): string | null {
  return value.taxes ? formatTaxesInReais(value.taxes) : null;
}

/**
 * An alert check's offer in reais, the parts of its text: the party's value and whose milheiro. A check recorded
 * before valuations were kept says only its per-person figure.
 */
export function offerValueText(best: { value_brl: number | null; value?: OfferValue | undefined }): string[] {
  const { value } = best;
  if (!value) return best.value_brl === null ? [] : [`≈ ${formatBRL(best.value_brl)}`];
  return [partyValueText(value), milheiroText(value)];
}
