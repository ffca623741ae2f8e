// The one wording every screen uses for a source this server has no key for: "não configurado", never "servidores
// indisponíveis" (nothing is down) and never a server variable's name (subscribers do not set them).

/** Heading of the notice when one or more sources are not configured here. */
export const NOT_CONFIGURED_TITLE = 'Fonte ao vivo não configurada';

/** One source without a key: 'Smiles: não configurado neste servidor'. */
export function notConfiguredText(source: string): string {
  return `${source}: não configurado neste servidor`;
}

/** The error code a server reply carries when a source lacks its key ('seats_aero_not_configured', …). */
export function isNotConfiguredCode(code: string | undefined): boolean {
  return code !== undefined && (code === 'not_configured' || code.endsWith('_not_configured'));
}
