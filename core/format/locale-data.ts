/**
 * The page's first Intl object loads the browser's locale data (measured 60–150 ms at 4x CPU, whichever formatter
 * comes first; the next ones cost ~1 ms). The PWA calls this while React downloads, in a task of its own; otherwise
 * it is paid inside the first screen's module evaluation (money.ts formats reais), making a long task longer.
 */
export function loadLocaleData(): void {
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(0);
}
