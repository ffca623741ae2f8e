// The calendar link: '/calendario?origem=GRU&destino=MIA&de=2026-12-01&ate=2026-12-31[&classe=BUSINESS]
// [&programas=LATAM,SMILES]', the award seats of a route day by day between two dates. The names follow the
// search link (origem, destino, classe); 'de' and 'ate' bound the days, 'programas' lists the programmes by their
// award codes. Read leniently like the search link: only the route is required, whatever else is unreadable is
// dropped and the screen's defaults take its place.
import { AWARD_CABINS, AWARD_PROGRAMS, type AwardCabin, type AwardProgram } from '../schemas/award';
import { isIsoDate } from '../schemas/search';
import { z } from '../schemas/zod-locale';
import { CALENDAR_PATH } from './paths';
import { airportCodeParam } from './search-link';

export const CALENDAR_LINK_PARAMS = ['origem', 'destino', 'de', 'ate', 'classe', 'programas'] as const;

export interface CalendarLink {
  origin: string;
  destination: string;
  /** First day shown, yyyy-MM-dd. */
  from?: string | null;
  /** Last day shown, yyyy-MM-dd (not before `from`). */
  to?: string | null;
  /** Absent or 'ALL': every cabin. */
  cabin?: AwardCabin | null;
  /** Absent or empty: the screen's programmes. */
  programs?: readonly AwardProgram[] | null;
}

/** '/calendario?origem=GRU&destino=MIA&de=…&ate=…&classe=…&programas=…'; absent fields stay out. */
export function calendarLinkPath(link: CalendarLink): string {
  const params = new URLSearchParams({ origem: link.origin, destino: link.destination });
  if (link.from) params.set('de', link.from);
  if (link.to) params.set('ate', link.to);
  if (link.cabin && link.cabin !== 'ALL') params.set('classe', link.cabin);
  if (link.programs && link.programs.length > 0) params.set('programas', link.programs.join(','));
  return `${CALENDAR_PATH}?${params.toString()}`;
}

const day = z.string().trim().refine(isIsoDate).optional().catch(undefined);

const calendarParamsSchema = z.object({
  origem: airportCodeParam,
  destino: airportCodeParam,
  de: day,
  ate: day,
  classe: z.string().trim().toUpperCase().pipe(z.enum(AWARD_CABINS)).optional().catch(undefined),
  programas: z
    .string()
    .optional()
    .catch(undefined)
    .transform((list) => {
      const named = new Set((list ?? '').toUpperCase().split(/[\s,]+/));
      return AWARD_PROGRAMS.filter((program) => named.has(program));
    }),
});

/** What a calendar link asks for; null when it carries no route (or the same airport at both ends). */
export function readCalendarLink(params: URLSearchParams): CalendarLink | null {
  const raw = Object.fromEntries(
    CALENDAR_LINK_PARAMS.flatMap((name) => (params.has(name) ? [[name, params.get(name)]] : [])),
  );
  const parsed = calendarParamsSchema.safeParse(raw);
  if (!parsed.success || parsed.data.origem === parsed.data.destino) return null;
  const { origem, destino, de, ate, classe, programas } = parsed.data;
  // A range that ends before it starts keeps its start: the screen picks the end.
  const to = ate && (!de || ate >= de) ? ate : null;
  return {
    origin: origem,
    destination: destino,
    from: de ?? null,
    to,
    cabin: classe ?? null,
    programs: programas.length > 0 ? programas : null,
  };
}
