import { programOfAward, type AwardProgram } from '../miles/program-ids';
import { daysFrom } from '../miles/booking-window';
import { formatDate } from './dates';

/**
 * The pt-BR words for a booking window: when a programme's award seats for a travel day open ('Reservas da Smiles
 * para 20/11/2027 abrem em 12 dias (08/12/2026)'), a calendar cell's short label ('abre em 12 dias') and the
 * notification on the opening day ('Abriram as reservas da Smiles para GRU → LIS em 20/11/2027').
 */

/** 'da Smiles', 'do LATAM Pass': the programme with its article. */
export function programWithArticle(program: AwardProgram): string {
  const name = programOfAward(program).name;
  return `${program === 'LATAM' ? 'do' : 'da'} ${name}`;
}

function whenText(daysLeft: number, verb: 'abre' | 'abrem'): string {
  if (daysLeft <= 0) return `${verb} hoje`;
  if (daysLeft === 1) return `${verb} amanhã`;
  return `${verb} em ${daysLeft} dias`;
}

/** A cell's label: 'abre hoje', 'abre amanhã', 'abre em 12 dias'. */
export function opensInLabel(daysLeft: number): string {
  return whenText(daysLeft, 'abre');
}

/** 'Reservas da Smiles para 20/11/2027 abrem em 12 dias (08/12/2026)'; on the day, '… abrem hoje (08/12/2026)'. */
export function bookingOpensText(
  opening: { program: AwardProgram; travelDate: string; opensOn: string },
  today: string,
): string {
  const days = daysFrom(today, opening.opensOn);
  return `Reservas ${programWithArticle(opening.program)} para ${formatDate(opening.travelDate)} ${whenText(days, 'abrem')} (${formatDate(opening.opensOn)})`;
}

/** The opening day's notification: 'Abriram as reservas da Smiles para GRU → LIS em 20/11/2027'. */
export function bookingOpenedTitle(program: AwardProgram, origin: string, destination: string, travelDate: string) {
  return `Abriram as reservas ${programWithArticle(program)} para ${origin} → ${destination} em ${formatDate(travelDate)}`;
}

/** The opening notification's text: since when the seats can be booked, and that the alert goes on watching. */
export function bookingOpenedBody(program: AwardProgram, opensOn: string): string {
  return `Reservas em milhas ${programWithArticle(program)} abertas desde ${formatDate(opensOn)}. O alerta continua vigiando o preço em milhas.`;
}

/** An alert's card: whether it still waits for the programme's opening, or already said it. */
export function openingWatchText(program: AwardProgram, announced: boolean): string {
  return announced
    ? `Abertura das reservas ${programWithArticle(program)}: já avisada; o alerta segue vigiando o preço.`
    : `Avisar quando abrir: avisaremos no dia em que abrirem as reservas ${programWithArticle(program)}.`;
}
