// The fixed-table issuance links: '/emissao-tabela-fixa-latam?origem=…' (the summary of one fare) and
// '/emissao-tabela-fixa?origem=…' (how to request it). The award dialog writes them here; the issuance pages read
// them back with their own parsers, which also accept the older English names.

export const ISSUANCE_SUMMARY_PATH = '/emissao-tabela-fixa-latam';
export const ISSUANCE_REQUEST_PATH = '/emissao-tabela-fixa';

/** The route of a fare to issue; empty fields stay out of the link (a fixed-table fare has no date or flight). */
export interface IssuanceRouteLink {
  origin: string;
  destination: string;
  /** yyyy-MM-dd */
  date?: string | null;
  cabin?: string | null;
}

export interface IssuanceSummaryLink extends IssuanceRouteLink {
  flight?: string | null;
  program?: string | null;
  /** The programme that prices the seat, when it is another one than `program`. */
  originalProgram?: string | null;
}

function query(fields: Record<string, string | null | undefined>): string {
  const kept = Object.entries(fields).flatMap(([name, value]) => (value?.trim() ? [[name, value]] : []));
  return new URLSearchParams(kept).toString();
}

const routeFields = (link: IssuanceRouteLink) => ({
  origem: link.origin,
  destino: link.destination,
  data: link.date,
  classe: link.cabin,
});

/** '/emissao-tabela-fixa-latam?origem=GRU&destino=MIA&classe=ECONOMY&programa=LATAM+Pass'. */
export function issuanceSummaryPath(link: IssuanceSummaryLink): string {
  const programa_origem = link.originalProgram === link.program ? null : link.originalProgram;
  return `${ISSUANCE_SUMMARY_PATH}?${query({ ...routeFields(link), voo: link.flight, programa: link.program, programa_origem })}`;
}

/** '/emissao-tabela-fixa?origem=GRU&destino=MIA&data=2026-12-20&classe=ECONOMY'. */
export function issuanceRequestPath(link: IssuanceRouteLink): string {
  return `${ISSUANCE_REQUEST_PATH}?${query(routeFields(link))}`;
}
