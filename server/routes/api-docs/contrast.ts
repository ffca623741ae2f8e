/**
 * The reference's colours (Scalar's default theme, light and dark), raised to WCAG AA: its greys, accent and method
 * colours read below 4.5:1 on its own backgrounds (the muted grey #8e8e8e on white is 3.3:1). Each text colour here
 * reads at least 4.5:1 on the three backgrounds of its mode (contrast.test.ts). The doubled class outranks the
 * theme's `.light-mode`, its display-p3 block included, whatever order the two style sheets come in.
 */

export const DOCS_BACKGROUNDS = {
  light: ['#ffffff', '#f6f6f6', '#e7e7e7'],
  dark: ['#0f0f0f', '#1a1a1a', '#272727'],
} as const;

export const DOCS_TEXT_COLORS = {
  light: {
    '--scalar-color-2': '#4f4f4f',
    '--scalar-color-3': '#5c5c5c',
    '--scalar-color-accent': '#0061c2',
    '--scalar-color-green': '#0a6e45',
    '--scalar-color-red': '#b80009',
    '--scalar-color-yellow': '#7a5c00',
    '--scalar-color-blue': '#00609c',
    '--scalar-color-orange': '#a33c00',
    '--scalar-color-purple': '#5203d1',
  },
  dark: {
    '--scalar-color-2': '#b5b5b5',
    '--scalar-color-3': '#a0a0a0',
    '--scalar-color-accent': '#3dbbff',
    '--scalar-color-green': '#2ecc71',
    '--scalar-color-red': '#ff7a78',
    '--scalar-color-yellow': '#ffc90d',
    '--scalar-color-blue': '#6cc4f5',
    '--scalar-color-orange': '#ff9e66',
    '--scalar-color-purple': '#c0a6fb',
  },
} as const;

const block = (mode: 'light' | 'dark') => {
  const backgrounds = DOCS_BACKGROUNDS[mode].map((color, i) => `  --scalar-background-${i + 1}: ${color};`);
  const colors = Object.entries(DOCS_TEXT_COLORS[mode]).map(([name, color]) => `  ${name}: ${color};`);
  return `.${mode}-mode.${mode}-mode {\n${[...backgrounds, ...colors].join('\n')}\n}`;
};

/** Scalar's customCss. */
export const DOCS_CSS = `${block('light')}\n${block('dark')}\n`;
