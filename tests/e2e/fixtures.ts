import { test as base, type Page } from '@playwright/test';
import { ADMIN, createSubscriber, signInByApi } from './helpers';

/** An account the test can sign in with. */
export interface Account {
  email: string;
  password: string;
}

/**
 * The e2e test, with its people in one line each (Epic Stack style): `subscriber` is a fresh paying account
 * made through the admin API; `subscriberPage` and `adminPage` are the page already signed in as them (through
 * the API, not the form) on '/'. Each test's database rows stay in the run's throw-away DATA_DIR.
 */
export const test = base.extend<{ subscriber: Account; subscriberPage: Page; adminPage: Page }>({
  // Through the admin API of the server the test runs against (a spec may `test.use({ baseURL })`).
  subscriber: async ({ request, baseURL }, use) => {
    await use(await createSubscriber(request, { server: baseURL ?? '' }));
  },
  subscriberPage: async ({ page, subscriber }, use) => {
    await signInByApi(page, subscriber);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signInByApi(page, ADMIN);
    await use(page);
  },
});
