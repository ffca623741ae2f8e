import { differenceInCalendarDays } from 'date-fns';
import { formatDeviceDate } from '@core/format/zones';
import * as z from 'zod/mini';

// The guard on every screen uses this file: only date-fns's one small function, not its formats and locales.
const calendarDaysBetween = (from: Date, to: Date) => differenceInCalendarDays(to, from);

/** What an account that never had paid access is told (never 'expirou'). */
export const NO_SUBSCRIPTION_TITLE = 'Você ainda não tem uma assinatura ativa';

/**
 * The server's word: 'none' for an account that never subscribed. Older stored users lack the field;
 * for them only an ended subscription was possible before, so they count as expired.
 */
export function neverSubscribed(user: { subscription_status?: string | null }): boolean {
  return user.subscription_status === 'none';
}

/** The router state /assinar receives after such an account signs in: the e-mail it used. */
export function noSubscriptionState(state: unknown): { email: string } | null {
  const parsed = noSubscriptionStateSchema.safeParse(state);
  return parsed.success ? { email: parsed.data.noSubscription } : null;
}
const noSubscriptionStateSchema = z.object({ noSubscription: z.string().check(z.regex(/^[^@\s]+@[^@\s]+$/)) });

/** SPEC §8: what an expired subscriber is told, wherever they meet a guard. */
export const EXPIRED_MESSAGE = 'Sua assinatura expirou. Renove para continuar usando o sistema.';

const PLAN_LABELS: Record<string, string> = {
  diario: 'Diário',
  semanal: 'Semanal',
  mensal: 'Mensal',
  anual: 'Anual',
  gratuito: 'Gratuito',
  premium: 'Premium',
};

/** SPEC §1: known plans get their label; an unknown plan is shown as it is; no user: 'Nenhum'. */
export function planLabel(plan: string | null | undefined, hasUser = true): string {
  if (!hasUser) return 'Nenhum';
  if (!plan) return 'Gratuito';
  return PLAN_LABELS[plan] ?? plan;
}

/** SPEC §4: active when there is no expiry (permanent) or it is in the future. */
export function isSubscriptionActive(expires: string | null | undefined, now = new Date()): boolean {
  if (!expires) return true;
  const at = new Date(expires).getTime();
  return Number.isNaN(at) || at > now.getTime();
}

/**
 * SPEC §4 expiry display: 'Expirado' if negative, 'Hoje' 0, 'Amanhã' 1, 'N dias' up to 30, else the
 * pt-BR date; 'Permanente' with no expiry; no user: 'N/A'.
 */
export function expiryLabel(expires: string | null | undefined, now = new Date(), hasUser = true): string {
  if (!hasUser) return 'N/A';
  if (!expires) return 'Permanente';
  const at = new Date(expires);
  if (Number.isNaN(at.getTime())) return 'N/A';
  if (at.getTime() <= now.getTime()) return 'Expirado';
  const days = Math.max(calendarDaysBetween(now, at), 0);
  if (days === 0) return 'Hoje';
  if (days === 1) return 'Amanhã';
  if (days <= 30) return `${days} dias`;
  return formatDeviceDate(at);
}
