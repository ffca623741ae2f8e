/**
 * How long ago an award was seen, in pt-BR: 'visto agora', 'visto há 5 min', 'visto há 3 h', 'visto há 1 dia',
 * 'visto há 2 dias'. Whole units, rounded down (an offer seen 59 min ago is 'há 59 min', not 'há 1 h'); a sighting
 * a little in the future (the provider's clock ahead of ours) reads as now. Null for an unreadable date.
 */
export function seenAgoText(seenAt: string, now: Date): string | null {
  const seen = Date.parse(seenAt);
  if (!Number.isFinite(seen)) return null;
  const minutes = Math.max(0, Math.floor((now.getTime() - seen) / 60_000));
  if (minutes < 1) return 'visto agora';
  if (minutes < 60) return `visto há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `visto há ${hours} h`;
  const days = Math.floor(hours / 24);
  return `visto há ${days} ${days === 1 ? 'dia' : 'dias'}`;
}

/** Said of an award with no sighting date from its provider. */
export const SEEN_UNKNOWN_TEXT = 'idade desconhecida';
/** Said of the fixed table's rows: a table of reference miles, not something a provider saw. */
export const FIXED_TABLE_AGE_TEXT = 'tabela fixa';
/** Added past the programme's threshold (core/miles/award-age.ts). */
export const STALE_AGE_TEXT = 'pode ter mudado';
