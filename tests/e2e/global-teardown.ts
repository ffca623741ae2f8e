import { rm } from 'node:fs/promises';

/** Runs after Playwright has stopped the servers: drop the run's databases (the first server's and the live one's). */
export default async function globalTeardown() {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_LIVE_DATA_DIR]) {
    if (dir?.includes('bussola-e2e-')) await rm(dir, { recursive: true, force: true });
  }
}
