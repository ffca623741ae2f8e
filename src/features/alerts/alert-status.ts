// What /alertas says about one alert: its state and what the last check saw.
import { formatDate, formatDateTime } from '@core/format/dates';
import { providerLabel } from '@core/format/labels';
import { priceWithValue } from '@/shared/alert-text';
import type { LocalPriceAlert } from '@/lib/local-db';

export type AlertState = { label: string; tone: 'success' | 'secondary' | 'warning' };

/** What the status badge says of an alert never checked on a server without a live source. */
export const NOT_CHECKED_NO_SOURCE = 'Não verificado: fonte não configurada';

/**
 * 'Pausado' when switched off; 'Disparou em …' once it fired; never checked on a server without a live source
 * (`live` false) says so rather than 'Ativo', which would promise a check that cannot come; otherwise 'Ativo'.
 */
export function alertState(alert: LocalPriceAlert, live: boolean | null = null): AlertState {
  if (!alert.active) return { label: 'Pausado', tone: 'secondary' };
  if (alert.last_triggered_at)
    return { label: `Disparou em ${formatDateTime(alert.last_triggered_at)}`, tone: 'warning' };
  if (live === false && !alert.last_checked_at) return { label: NOT_CHECKED_NO_SOURCE, tone: 'secondary' };
  return { label: 'Ativo', tone: 'success' };
}

/** The last check in one line: when, and the best price (with its value in reais) and where, or why it failed. */
export function lastCheckText(alert: LocalPriceAlert, live: boolean | null = null): string {
  if (!alert.last_checked_at)
    return live === false
      ? 'Será verificado quando uma fonte ao vivo for configurada neste servidor.'
      : 'Ainda não verificado.';
  const when = `Última verificação: ${formatDateTime(alert.last_checked_at)}`;
  if (alert.last_error) return `${when} · falhou: ${alert.last_error}`;
  const best = alert.last_best;
  if (!best) return `${when} · nenhuma oferta encontrada.`;
  const price = priceWithValue(alert.alert_type, best);
  return `${when} · melhor: ${price} em ${formatDate(best.date)}, ${providerLabel(best.source)}`;
}
