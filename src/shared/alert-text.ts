// pt-BR wording shared by 'Meus alertas' and 'Notificações': prices in the alert's unit with their
// value in reais, providers by name, the days and cabin an alert watches.
import { ALERT_DEFAULT_WINDOW_DAYS } from '@core/schemas/alerts';
import { cabinLabel } from '@core/format/labels';
import { formatBRL } from '@core/format/money';
import { formatDate } from '@core/format/dates';
import { formatMilesText } from '@core/format/miles';
import { textLine } from '@core/format/text-line';
import { offerValueText } from '@core/miles/value-text';
import type { OfferValue } from '@core/schemas/offer-value';

/** '45.000 milhas' or 'R$ 1.350,00'. */
export function formatAlertPrice(unit: 'milhas' | 'reais', price: number): string {
  return unit === 'milhas' ? formatMilesText(price) : formatBRL(price);
}

/** What makes the alert fire: 'até R$ 1.500,00 por passageiro' or 'abaixo do normal, em reais'. */
export function alertTriggerText(alert: {
  trigger?: 'max_price' | 'below_typical';
  max_price: number | null;
  alert_type: 'milhas' | 'reais';
}): string {
  if (alert.trigger === 'below_typical' || alert.max_price === null)
    return `Quando estiver abaixo do normal, em ${alert.alert_type}`;
  return `até ${formatAlertPrice(alert.alert_type, alert.max_price)} por passageiro`;
}

/**
 * The price, and for miles what they are worth in reais in the words of the alert's texts: '45.000 milhas · ≈ R$
 * 1.389,50 para 2 pessoas (R$ 694,75 cada) · seu milheiro R$ 17,00'.
 */
export function priceWithValue(
  unit: 'milhas' | 'reais',
  best: { price: number; value_brl: number | null; value?: OfferValue | undefined },
): string {
  return textLine([formatAlertPrice(unit, best.price), ...(unit === 'milhas' ? offerValueText(best) : [])]);
}

/** 'Próximos 60 dias · qualquer classe', '10/12/2026 · Executiva', '10/12/2026 a 20/12/2026 · …'. */
export function watchedText(alert: { date_from?: string | null; date_to?: string | null; cabin?: string | null }) {
  const from = alert.date_from ?? null;
  const to = alert.date_to ?? null;
  const days =
    !from && !to
      ? `Próximos ${ALERT_DEFAULT_WINDOW_DAYS} dias`
      : from && to && from !== to
        ? `${formatDate(from)} a ${formatDate(to)}`
        : `${formatDate(from ?? to)}`;
  const cabin = alert.cabin ? cabinLabel(alert.cabin) : 'qualquer classe';
  return `${days} · ${cabin}`;
}
