// A measure of a cold load's main thread that a busy host cannot fake: Chromium's own counters of script and task time
// (CDP Performance.getMetrics ScriptDuration, TaskDuration) under 4x CPU throttling, for the page and, alternately in
// the same run, for a trivial static page with a fixed script (REFERENCE_HTML, served on its own loopback port). A
// host twice as busy makes both slower; the ratio of the two is the page's cost. Used by bench/lighthouse.mjs.
import { createServer } from 'node:http';

/** The reference: a static page whose script does a fixed amount of ordinary work (DOM, strings, a sort). */
const REFERENCE_SCRIPT = `
const list = document.createElement('ul');
for (let i = 0; i < 2000; i++) {
  const item = document.createElement('li');
  item.textContent = 'Voo ' + i + ' GRU → LIS R$ ' + ((i * 37) % 5000);
  list.append(item);
}
document.body.append(list);
const numbers = Array.from({ length: 50000 }, (_, i) => (i * 7919) % 100003);
numbers.sort((a, b) => a - b);
document.title = String(numbers[100] + JSON.parse(JSON.stringify({ n: numbers.slice(0, 1000) })).n.length);
`;
const REFERENCE_HTML = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>referência</title></head>
<body><h1>Página de referência</h1><p>Uma página estática com um script de trabalho fixo.</p>
<script src="/reference.js"></script></body></html>`;

/** Serves the reference page on a free loopback port; close() stops it. */
export async function startReferencePage() {
  const server = createServer((req, res) => {
    const script = req.url === '/reference.js';
    res.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html; charset=utf-8' });
    res.end(script ? REFERENCE_SCRIPT : REFERENCE_HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * One cold load of `url` in a new page of `context` under 4x CPU throttling: its main thread's script and task time
 * (ms) from load until the network has been idle and `settleMs` more have passed. `gesture` (a CSS selector) is
 * clicked first when given: a static first paint's app starts there (src/app/static-paint.ts).
 */
export async function mainThreadOf(context, url, { settleMs = 2500, gesture = null } = {}) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    if (gesture) {
      await page.locator(gesture).first().click();
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-first-paint'));
      await page.waitForLoadState('networkidle');
    }
    await page.waitForTimeout(settleMs);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
    return { scriptMs: value('ScriptDuration'), taskMs: value('TaskDuration') };
  } finally {
    await page.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = (a, b) => (b > 0 ? Math.round((a / b) * 100) / 100 : null);

/**
 * `runs` pairs, the page then the reference, each in a fresh context from `newContext()` (closed after): every pair's
 * ratios and their medians.
 */
export async function mainThreadRatios(newContext, pageUrl, referenceUrl, runs, options = {}) {
  const pairs = [];
  for (let i = 0; i < runs; i++) {
    const measure = async (url, opts) => {
      const { context, close } = await newContext();
      try {
        return await mainThreadOf(context, url, opts);
      } finally {
        await close();
      }
    };
    const app = await measure(pageUrl, options);
    const reference = await measure(referenceUrl, {});
    pairs.push({
      app,
      reference,
      scriptRatio: ratio(app.scriptMs, reference.scriptMs),
      taskRatio: ratio(app.taskMs, reference.taskMs),
    });
  }
  return {
    median: {
      scriptMs: median(pairs.map((p) => p.app.scriptMs)),
      taskMs: median(pairs.map((p) => p.app.taskMs)),
      referenceScriptMs: median(pairs.map((p) => p.reference.scriptMs)),
      referenceTaskMs: median(pairs.map((p) => p.reference.taskMs)),
      scriptRatio: median(pairs.map((p) => p.scriptRatio)),
      taskRatio: median(pairs.map((p) => p.taskRatio)),
    },
    pairs,
  };
}
