import { rm } from 'node:fs/promises';

/** Runs after Playwright has stopped the server: drop the run's database. */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('bussola-e2e-')) await rm(dir, { recursive: true, force: true });
}
