// What /alertas says about one alert (issue #13 item 6): its state and what the last check saw.
import { formatDate, formatDateTime } from '@/lib/format';
import { priceWithValue, providerLabel } from '@/lib/alert-text';
import type { LocalPriceAlert } from '@/lib/local-db';

export type AlertState = { label: string; tone: 'success' | 'secondary' | 'warning' };

/** 'Pausado' when switched off; 'Disparou em …' once it fired; otherwise 'Ativo'. */
export function alertState(alert: LocalPriceAlert): AlertState {
  if (!alert.active) return { label: 'Pausado', tone: 'secondary' };
  if (alert.last_triggered_at)
    return { label: `Disparou em ${formatDateTime(alert.last_triggered_at)}`, tone: 'warning' };
  return { label: 'Ativo', tone: 'success' };
}

/** The last check in one line: when, and the best price (with its value in reais) and where, or why it failed. */
export function lastCheckText(alert: LocalPriceAlert): string {
  if (!alert.last_checked_at) return 'Ainda não verificado.';
  const when = `Última verificação: ${formatDateTime(alert.last_checked_at)}`;
  if (alert.last_error) return `${when} · falhou: ${alert.last_error}`;
  const best = alert.last_best;
  if (!best) return `${when} · nenhuma oferta encontrada.`;
  const price = priceWithValue(alert.alert_type, best.price, best.value_brl);
  return `${when} · melhor: ${price} em ${formatDate(best.date)}, ${providerLabel(best.source)}`;
}
