// Expiry reminders: the windows a lot is reminded in (60, 30 and 7 days before its last day) and the one pt-BR text
// every channel sends ('12.000 pontos Livelo expiram em 7 dias (05/12/2026)'), also what the wallet writes.
import { formatDate } from '../format/dates';
import { formatMiles } from '../format/miles';
import { WALLET_PROGRAM_INFO, type WalletProgram } from './wallet-programs';

/** Widest first. */
export const REMINDER_WINDOWS = [60, 30, 7] as const;
export type ReminderWindow = (typeof REMINDER_WINDOWS)[number];

/**
 * The window a lot with `daysLeft` days to go is reminded in: the narrowest that holds it, so a lot first seen 5 days
 * before it expires gets the 7-day reminder alone, never the 60- and 30-day ones at once. Null past its last day or
 * farther than the widest window.
 */
export function reminderWindow(daysLeft: number): ReminderWindow | null {
  if (daysLeft < 0) return null;
  let found: ReminderWindow | null = null;
  for (const window of REMINDER_WINDOWS) if (daysLeft <= window) found = window;
  return found;
}

/** 'milhas' for an airline programme, 'pontos' for a bank's or hotel's. */
export const walletUnit = (program: WalletProgram) =>
  WALLET_PROGRAM_INFO[program].kind === 'airline' ? 'milhas' : 'pontos';

/** 'expiram hoje', 'expiram amanhã', 'expiram em 7 dias'. */
export function expiresInText(daysLeft: number): string {
  if (daysLeft <= 0) return 'expiram hoje';
  if (daysLeft === 1) return 'expiram amanhã';
  return `expiram em ${daysLeft} dias`;
}

export interface ReminderFacts {
  program: WalletProgram;
  amount: number;
  expiresOn: string;
  daysLeft: number;
  /** The household member whose account it is; null = the holder. */
  memberName: string | null;
}

/** The reminder: '12.000 pontos Livelo expiram em 7 dias (05/12/2026)' and what to do about it. */
export function expiryReminderText(f: ReminderFacts): { title: string; body: string } {
  const name = WALLET_PROGRAM_INFO[f.program].name;
  const whose = f.memberName ? ` de ${f.memberName}` : '';
  const title = `${formatMiles(f.amount)} ${walletUnit(f.program)} ${name}${whose} ${expiresInText(f.daysLeft)} (${formatDate(f.expiresOn)})`;
  const body =
    'Use, transfira ou prorrogue antes da data. Se já usou ou a data mudou, atualize o lote em Minhas milhas para não receber mais avisos dele.';
  return { title: title.slice(0, 200), body };
}

/** The wallet's line for a programme's first expiry: 'Expira em 05/12/2026: 12.000 milhas'. */
export function earliestExpiryText(program: WalletProgram, expiresOn: string, amount: number): string {
  return `Expira em ${formatDate(expiresOn)}: ${formatMiles(amount)} ${walletUnit(program)}`;
}

/** The wallet's line for what expires soon: 'Nos próximos 90 dias: 20.000 milhas'. */
export function expiringWithinText(program: WalletProgram, amount: number, days: number): string {
  return `Nos próximos ${days} dias: ${formatMiles(amount)} ${walletUnit(program)}`;
}
