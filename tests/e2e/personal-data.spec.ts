// The holder's rights (Lei 13.709/2018, art. 18) in the browser: the privacy and terms pages open signed out from the
// footer; a subscriber downloads their data and deletes the account, and their other device, at its next request,
// signs out and keeps nothing of it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signInByApi } from './helpers';

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Records in any IndexedDB store of the page's origin whose JSON names `needle`. */
function rowsNaming(page: Page, needle: string): Promise<number> {
  return page.evaluate(async (text) => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    let n = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await request(db.transaction(store).objectStore(store).getAll());
        n += rows.filter((row) => JSON.stringify(row).includes(text)).length;
      }
      db.close();
    }
    return n;
  }, needle);
}

test('/privacidade and /termos open signed out from the footer, name the LGPD rights, with 0 axe violations', async ({
  page,
}) => {
  const reply = await page.goto('/privacidade');
  expect(reply?.status()).toBe(200);
  await page.goto('/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidade' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Política de privacidade', level: 1 })).toBeVisible();
  await expect(
    main.getByRole('heading', { name: /Seus direitos \(Lei 13\.709\/2018 \(LGPD\), art\. 18\)/ }),
  ).toBeVisible();
  await expect(main).toContainText('portabilidade dos dados');
  // The server's own numbers have arrived (the default contact, its SEARCH_HISTORY_DAYS).
  await expect(main.getByRole('status')).toHaveCount(0);
  await expect(main.getByRole('row', { name: /Histórico de buscas/ })).toContainText('365 dias');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de uso' }).click();
  await expect(main.getByRole('heading', { name: 'Termos de uso', level: 1 })).toBeVisible();
  await expect(main).toContainText('não cancela a assinatura na Kiwify');
  expect(await axeViolations(page)).toEqual([]);
});

test('a subscriber downloads their data and deletes the account; the other device signs out and forgets it', async ({
  browser,
  baseURL,
  subscriber,
}) => {
  // Two whole PWAs on a 2-core machine, as in offline-sync.spec.ts.
  test.slow();
  const laptopContext = await browser.newContext({ baseURL });
  const phoneContext = await browser.newContext({ baseURL });
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  await signInByApi(laptop, subscriber, '/alertas');
  await signInByApi(phone, subscriber);
  const userId = await laptop.evaluate(
    () => (JSON.parse(localStorage.getItem('subscription_user') ?? '{}') as { id: string }).id,
  );

  // An alert made on the laptop reaches the phone, which keeps it.
  const form = laptop.getByRole('form', { name: 'Novo alerta de preço' });
  await form.getByLabel('Origem').fill('GRU');
  await form.getByLabel('Destino').fill('LIS');
  await form.getByRole('textbox', { name: 'Preço máximo' }).fill('50000');
  await form.getByRole('button', { name: 'Criar alerta' }).click();
  await expect(laptop.getByText('Aguardando sincronização')).toHaveCount(0);
  await phone.goto('/alertas');
  await expect(phone.getByRole('list', { name: 'Alertas de preço' })).toContainText('GRU → LIS');
  expect(await rowsNaming(phone, userId)).toBeGreaterThan(0);

  // 'Baixar meus dados': one .json with the alert, and no credential.
  await laptop.goto('/perfil');
  const [download] = await Promise.all([
    laptop.waitForEvent('download'),
    laptop.getByRole('button', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bussola-meus-dados-\d{4}-\d\d-\d\d\.json$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString());
  const copy = JSON.parse(text) as { account: { email: string }; price_alerts: { destination: string }[] };
  expect(copy.account.email).toBe(subscriber.email);
  expect(copy.price_alerts.map((a) => a.destination)).toEqual(['LIS']);
  expect(text).not.toMatch(/"[^"]*(password|hash|secret|token)[^"]*":/i);

  // 'Excluir minha conta': the password again, and the Kiwify subscription said not to be cancelled.
  await laptop.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = laptop.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(dialog).toContainText('não é cancelada');
  await dialog.getByLabel('Sua senha').fill(subscriber.password);
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(laptop.getByRole('heading', { name: 'Bússola das Passagens', level: 1, exact: true })).toBeVisible();
  expect(await rowsNaming(laptop, userId)).toBe(0);

  // The phone's next request (back to the tab: a sync) is told the account is gone.
  await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(
    phone.getByText('Esta conta foi excluída. Os dados dela foram apagados deste aparelho.', { exact: true }),
  ).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Bússola das Passagens', level: 1, exact: true })).toBeVisible();
  await expect.poll(() => rowsNaming(phone, userId)).toBe(0);
  expect(await phone.evaluate(() => localStorage.getItem('subscription_user'))).toBeNull();

  // And the account no longer signs in.
  const signIn = await laptop.request.post('/api/login', { data: subscriber });
  expect(signIn.status()).toBe(401);
  await laptopContext.close();
  await phoneContext.close();
});
