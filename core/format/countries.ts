let countryNames: Intl.DisplayNames | null = null;

/** 'US' → 'Estados Unidos' (the runtime's CLDR names; the code itself where it has none). */
export function countryNamePtBr(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    countryNames ??= new Intl.DisplayNames(['pt-BR'], { type: 'region' });
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}
