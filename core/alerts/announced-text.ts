// The alert card's 'Último aviso' and the seats words a fired notification carries: one text for both.
import { formatDate, formatDateTime } from '../format/dates';
import { formatMilesText } from '../format/miles';
import { formatBRL } from '../format/money';
import type { AlertAnnounced } from '../schemas/alerts';

/** '2 assentos', '1 assento', 'assentos não informados' (miles only: a cash fare never says). */
export function seatsText(unit: 'reais' | 'milhas', seats: number | null | undefined): string | null {
  if (unit === 'reais') return null;
  if (seats === null || seats === undefined) return 'assentos não informados';
  return seats === 1 ? '1 assento' : `${seats} assentos`;
}

/** 'Último aviso: 35.000 milhas em 12/01/2027, 2 assentos (avisado em 28/11/2026 21:05)'; null before the first. */
export function lastAnnouncedText(announced: AlertAnnounced | null | undefined): string | null {
  if (!announced) return null;
  const price = announced.unit === 'milhas' ? formatMilesText(announced.price) : formatBRL(announced.price);
  const seats = seatsText(announced.unit, announced.seats);
  return `Último aviso: ${price} em ${formatDate(announced.date)}${seats ? `, ${seats}` : ''} (avisado em ${formatDateTime(announced.at)})`;
}
