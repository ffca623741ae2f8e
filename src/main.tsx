// The app's start, in steps that are each their own task: React, then the app (router, layout, store and what the
// first screen needs), then its first render, which React slices. Nothing here is imported statically, so a first
// visit's main thread is never held for the whole app's compile at once; a screen painted from static HTML (the
// public screens, scripts/vite-first-paint.ts) waits for its visitor's first gesture before any of it runs.
import { loadLocaleData } from '@core/format/locale-data';
import { holdStaticPaint } from '@/app/static-paint';
import { nextTask } from '@/lib/next-task';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Elemento #root ausente em index.html');
  const takeover = holdStaticPaint(root);
  if (takeover) await takeover.started;
  const reactDom = import('react-dom/client');
  loadLocaleData();
  await reactDom;
  await nextTask();
  const { startApp } = await import('@/app/start');
  await nextTask();
  // A link followed on the static page meanwhile: the app starts only if the visitor comes back to it.
  await takeover?.whenStaying();
  await startApp(root, takeover);
}

void start();
