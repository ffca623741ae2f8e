import { describe, expect, it } from 'vitest';
import { DOCS_BACKGROUNDS, DOCS_CSS, DOCS_TEXT_COLORS } from './contrast';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c = 0) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("the API reference's colours", () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`read at 4.5:1 or more on every background of the ${mode} mode (WCAG AA)`, () => {
      const below = Object.entries(DOCS_TEXT_COLORS[mode]).flatMap(([name, color]) =>
        DOCS_BACKGROUNDS[mode]
          .filter((background) => contrast(color, background) < 4.5)
          .map((background) => `${name} ${color} on ${background}: ${contrast(color, background).toFixed(2)}`),
      );
      expect(below).toEqual([]);
      expect(DOCS_CSS).toContain(`.${mode}-mode.${mode}-mode {`);
    });
  }
});
