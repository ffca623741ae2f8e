import type { Freshness, FreshnessKind } from '../schemas/flight';

/** A freshness stamp; for 'cache', ageMinutes is the whole minutes between fetchedAt and `now`. */
export function makeFreshness(kind: FreshnessKind, fetchedAt: Date, now: Date = fetchedAt): Freshness {
  const base = { kind, fetchedAt: fetchedAt.toISOString() };
  if (kind !== 'cache') return base;
  return { ...base, ageMinutes: Math.max(0, Math.floor((now.getTime() - fetchedAt.getTime()) / 60_000)) };
}

/** How fresh a result is, in pt-BR: 'ao vivo', 'cache de N min', 'tabela de referência', 'demonstração'. */
export function describeFreshness(freshness: Freshness, now?: Date): string {
  switch (freshness.kind) {
    case 'live':
      return 'ao vivo';
    case 'reference':
      return 'tabela de referência';
    case 'demo':
      return 'demonstração';
    case 'cache': {
      const age =
        now !== undefined
          ? Math.max(0, Math.floor((now.getTime() - Date.parse(freshness.fetchedAt)) / 60_000))
          : (freshness.ageMinutes ?? 0);
      if (age < 1) return 'cache de menos de 1 min';
      if (age < 60) return `cache de ${age} min`;
      if (age < 24 * 60) return `cache de ${Math.floor(age / 60)} h`;
      const days = Math.floor(age / (24 * 60));
      return `cache de ${days} ${days === 1 ? 'dia' : 'dias'}`;
    }
  }
}
