// Numbers the pt-BR way, for everything that is neither money (money.ts) nor miles (miles.ts): ratios, percents,
// thousands, and a number put back into a form field.

const decimals = new Map<string, Intl.NumberFormat>();

/** formatDecimal(1.25, 2) → '1,25'; formatDecimal(45000) → '45.000'; fixed decimals with `minFractionDigits`. */
export function formatDecimal(value: number, maxFractionDigits = 0, minFractionDigits = 0): string {
  const key = `${minFractionDigits}-${maxFractionDigits}`;
  let format = decimals.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: minFractionDigits,
      maximumFractionDigits: maxFractionDigits,
    });
    decimals.set(key, format);
  }
  return format.format(value);
}

/** '100%', '12,5%'. */
export function formatPercent(value: number): string {
  return `${formatDecimal(value, 2)}%`;
}
