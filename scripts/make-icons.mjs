// Renders public/icons/favicon.svg (the one source of the logo) to the PNG icons the manifest and iOS need.
// Run after editing the SVG: `node scripts/make-icons.mjs` (system Chromium; CHROME_PATH overrides it).
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const ICONS = 'public/icons';
const BLUE = '#1d4ed8';
const svg = await readFile(`${ICONS}/favicon.svg`, 'utf8');

// The logo keeps its artwork within r=180 of 512 (35%), so at scale 1 it already sits inside the maskable
// safe zone (a circle of 40%); the full-bleed variants only square off the background.
const squared = svg.replace('rx="112"', 'rx="0"');

// Shortcut icons (manifest `shortcuts`): the action's glyph, white on the brand blue.
const glyph = (paths) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${BLUE}"/>` +
  `<g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`;
const searchGlyph = glyph('<circle cx="42" cy="42" r="18"/><path d="M55 55l15 15"/>');
const savedGlyph = glyph(
  '<path d="M32 22h32a4 4 0 0 1 4 4v48l-20-13-20 13V26a4 4 0 0 1 4-4z" fill="#fbbf24" stroke="#fbbf24"/>',
);

// Notification badge (Android shows only its alpha): the compass in white on transparent, no background.
const badgeGlyph =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><g fill="#fff">' +
  '<path fill-rule="evenodd" d="M48 6a42 42 0 1 1 0 84a42 42 0 1 1 0-84zm0 10a32 32 0 1 0 0 64a32 32 0 1 0 0-64z"/>' +
  '<polygon points="64,32 54,54 32,64 42,42"/></g></svg>';

const targets = [
  // purpose 'any': rounded square, transparent corners.
  { file: 'icon-192.png', size: 192, art: svg, transparent: true },
  { file: 'icon-512.png', size: 512, art: svg, transparent: true },
  // purpose 'maskable': full-bleed background; the launcher crops it to its own shape.
  { file: 'icon-maskable-512.png', size: 512, art: squared, transparent: false },
  // iOS draws its own rounded corners and shows transparency as black: full-bleed too.
  { file: 'apple-touch-icon.png', size: 180, art: squared, transparent: false },
  { file: 'shortcut-search-96.png', size: 96, art: searchGlyph, transparent: true },
  { file: 'shortcut-saved-96.png', size: 96, art: savedGlyph, transparent: true },
  { file: 'badge-96.png', size: 96, art: badgeGlyph, transparent: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const { file, size, art, transparent } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = art.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:${transparent ? 'transparent' : BLUE}">` +
        `<div style="width:${size}px;height:${size}px;display:block">${sized}</div></body></html>`,
    );
    await page.screenshot({
      path: `${ICONS}/${file}`,
      omitBackground: transparent,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
    console.log(`${ICONS}/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
