/**
 * The e2e suite's deadlines, in one place: playwright.config.ts takes its defaults from here, and the few specs
 * that wait for something longer than a step (a server restart, a sync backoff) ask `budget()` for theirs.
 *
 * They are set to hold on a host twice as slow as the 2-core machine the suite is measured on while that machine is
 * busy (load 10–20: the run itself, other test runs, a CPU burner on both cores). There the slowest ordinary test
 * took ~25 s and the slowest step (a page's first screen, an axe pass, a search) ~3 s. They still name a hang:
 * an action or an expectation that waits for what never comes fails after STEP_MS with the locator it waited for,
 * a test that never ends after TEST_MS. A budget only bounds a failure; a test that passes never waits it out.
 *
 * E2E_TIME_SCALE (a number ≥ 1, default 1) multiplies all of them for a host slower than that.
 */
const scale = Number(process.env.E2E_TIME_SCALE ?? '1');
export const TIME_SCALE = Number.isFinite(scale) && scale >= 1 ? scale : 1;

/** `ms` on the reference host, scaled by E2E_TIME_SCALE. */
export const budget = (ms: number): number => Math.round(ms * TIME_SCALE);

/** One action or expectation (a click, a screen showing, a poll's condition): 5× the slowest seen on a busy host. */
export const STEP_MS = budget(15_000);
/** A navigation: a page's load event, past its scripts and the server's reply. */
export const NAVIGATION_MS = budget(30_000);
/**
 * A whole test, fixtures included (a fresh subscriber is two scrypt hashes in the server's one-at-a-time queue):
 * about twice the slowest ordinary test on a busy host at twice its slowness. A test that sweeps many screens or
 * restarts a server says so with test.slow() (three times this).
 */
export const TEST_MS = budget(60_000);
/** A web server's start, from its command to its health answer (PGlite creates and migrates its database). */
export const SERVER_START_MS = budget(120_000);
