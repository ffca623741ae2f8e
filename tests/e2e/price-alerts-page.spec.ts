// /alertas shows the truth (no live source here, so it says so), what each alert watches, its state,
// pause/resume synced, and 'Criar alerta' on a result card fills the day and cabin from the search.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';

/** The price alerts the server holds for the page's signed-in user. */
function serverAlerts(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('subscription_user') ?? '{}').access_token as string;
    const res = await fetch('/api/price-alerts', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { items: { active: boolean; date_from: string | null; cabin: string | null }[] })
      .items;
  });
}

const brazilian = (day: string) => day.split('-').reverse().join('/');

test('an alert with a window and a cabin: not checked because no source is configured (said in plain words), pause and resume synced', async ({
  subscriberPage: page,
}) => {
  await page.goto('/alertas');
  await expect(page.getByRole('alert').filter({ hasText: 'Verificação automática' })).toHaveText(
    'Verificação automática não configurada neste servidor: os alertas ficam salvos e serão verificados quando uma fonte ao vivo for configurada.',
  );
  // A fortnight's window three months ahead of the test's clock.
  const [from, to] = [addDaysIso(todayIsoDate(), 90), addDaysIso(todayIsoDate(), 104)];
  const form = page.getByRole('form', { name: 'Novo alerta de preço' });
  await form.getByLabel('Origem').fill('GRU');
  await form.getByLabel('Destino').fill('LIS');
  await form.getByRole('textbox', { name: 'Preço máximo' }).fill('45000');
  await form.getByLabel('De (opcional)').fill(from);
  await form.getByLabel('Até (opcional)').fill(to);
  await form.getByLabel('Classe').selectOption('BUSINESS');
  await form.getByRole('button', { name: 'Criar alerta' }).click();

  const card = page.getByRole('listitem', { name: 'Alerta GRU → LIS' });
  await expect(card).toContainText(`${brazilian(from)} a ${brazilian(to)} · Executiva`);
  await expect(card.getByText('Não verificado: fonte não configurada', { exact: true })).toBeVisible();
  await expect(card.getByTestId('ultima-verificacao')).toHaveText(
    'Será verificado quando uma fonte ao vivo for configurada neste servidor.',
  );
  await expect(card.getByText('Aguardando sincronização')).toHaveCount(0);
  // No empty chart before the first check.
  await expect(card.getByText('Histórico de preços: aparece após a primeira verificação.')).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(0);
  const checkNow = card.getByRole('button', { name: 'Verificar agora GRU → LIS' });
  await expect(checkNow).toBeDisabled();
  await expect(checkNow).toHaveAccessibleDescription('Verificar agora: fonte ao vivo não configurada neste servidor.');
  expect(await page.locator('body').innerText()).not.toMatch(/[A-Z_]{6,}_(KEY|URL|TOKEN)/);

  await card.getByRole('button', { name: 'Pausar alerta GRU → LIS' }).click();
  await expect(card.getByText('Pausado', { exact: true })).toBeVisible();
  await expect.poll(async () => (await serverAlerts(page)).map((a) => a.active)).toEqual([false]);
  await card.getByRole('button', { name: 'Retomar alerta GRU → LIS' }).click();
  await expect(card.getByText('Não verificado: fonte não configurada', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await serverAlerts(page)).map((a) => `${a.active} ${a.date_from} ${a.cabin}`))
    .toEqual([`true ${from} BUSINESS`]);

  // Deleting asks first; the alert goes only after 'Sim, excluir'.
  await card.getByRole('button', { name: 'Excluir alerta GRU → LIS' }).click();
  await expect(card.getByText('Excluir este alerta?')).toBeVisible();
  await card.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(card).toHaveCount(0);
});

test("'Criar alerta' on a result card fills the search's day and cabin", async ({ subscriberPage: page }) => {
  await page.goto('/');
  const search = page.getByRole('form', { name: 'Buscar voos' });
  await search.getByLabel('Classe').selectOption('BUSINESS');
  const day = await search.getByLabel('Data de ida').inputValue();
  await search.getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByText('Busca concluída').first()).toBeVisible();
  await page
    .getByRole('article', { name: /em milhas$/ })
    .first()
    .getByRole('button', { name: 'Criar alerta' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Alerta de preço' });
  await expect(dialog.getByLabel('De (opcional)')).toHaveValue(day);
  await expect(dialog.getByLabel('Até (opcional)')).toHaveValue(day);
  await expect(dialog.getByLabel('Classe')).toHaveValue('BUSINESS');
});

test("an alert past the account's limit stays on the device with the server's reason; paused, it syncs", async ({
  subscriberPage: page,
}) => {
  await page.goto('/alertas');
  // 50 live alerts already on the server (ALERT_MAX_ACTIVE_PER_ACCOUNT's default), written through the sync route.
  const statuses = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('subscription_user') ?? '{}').access_token as string;
    const now = new Date().toISOString();
    const replies = [];
    for (let i = 0; i < 50; i++) {
      const id = crypto.randomUUID();
      const body = {
        id,
        origin: 'GRU',
        destination: 'MIA',
        max_price: 10_000 + i,
        alert_type: 'milhas',
        active: true,
        created_at: now,
        updated_at: now,
      };
      const res = await fetch(`/api/price-alerts/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      replies.push(res.status);
    }
    return replies;
  });
  expect(new Set(statuses)).toEqual(new Set([200]));

  const form = page.getByRole('form', { name: 'Novo alerta de preço' });
  await form.getByLabel('Origem').fill('GRU');
  await form.getByLabel('Destino').fill('SCL');
  await form.getByRole('textbox', { name: 'Preço máximo' }).fill('30000');
  await form.getByRole('button', { name: 'Criar alerta' }).click();

  const card = page.getByRole('listitem', { name: 'Alerta GRU → SCL' });
  await expect(card.getByRole('alert')).toHaveText(
    'Você já tem 50 alertas ativos, o máximo por conta. Desative ou exclua um alerta para criar ou ativar outro.',
  );
  await expect(card.getByText('Não sincronizado')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Verificar agora GRU → SCL' })).toBeDisabled();

  // Paused, it is within the limit: the server takes it and the reason goes away.
  await card.getByRole('button', { name: 'Pausar alerta GRU → SCL' }).click();
  await expect(card.getByText('Pausado', { exact: true })).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => (await serverAlerts(page)).filter((a) => !a.active).length).toBe(1);
  await expect(card.getByText('Aguardando sincronização')).toHaveCount(0);
});
