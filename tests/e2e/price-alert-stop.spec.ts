// The e-mail's 'Parar este alerta' opens a public page; its button stops the alert (no sign-in).
import { expect, test } from '@playwright/test';

test('the stop page says at once when the link is invalid, with no button to press, without signing in', async ({
  page,
}) => {
  await page.goto('/alertas/parar?token=link-adulterado');
  await expect(page.getByRole('heading', { name: 'Parar alerta de preço' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Link para parar o alerta inválido.');
  await expect(page.getByRole('button', { name: 'Parar este alerta' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Parar alerta/);

  await page.goto('/alertas/parar');
  await expect(page.getByRole('alert')).toHaveText('Este link é inválido ou já expirou.');
  await expect(page.getByRole('button', { name: 'Parar este alerta' })).toHaveCount(0);
});
