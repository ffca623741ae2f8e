// Renders public/icons/favicon.svg to the PNG icons the manifest and iOS need (run after editing the SVG).
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { findChrome } from './find-chrome.mjs';

const svg = await readFile('public/icons/favicon.svg', 'utf8');
const targets = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
  // Maskable: full-bleed background, the compass inside the 80% safe zone.
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const executablePath = await findChrome();
if (!executablePath) throw new Error('Chromium não encontrado (defina CHROME_PATH)');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, maskable } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.8) : size;
    const art = maskable ? svg.replace('rx="112"', 'rx="0"') : svg;
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? '#1d4ed8' : 'transparent'}">
        <div style="width:${inner}px;height:${inner}px">${art.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
      </body></html>`,
    );
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
