import { expect, test } from '@playwright/test';
import { ADMIN, signInByApi } from './helpers';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';

/** A flight day ahead of the test's clock. */
const FLIGHT_DAY = addDaysIso(todayIsoDate(), 22);

// One test, one sign-in: the server allows 5 login attempts a minute per address and e-mail.
test('miles tools and fixed-table issuance pages, signed in as admin', async ({ page, context }) => {
  await signInByApi(page, ADMIN);

  await test.step('miles converter values miles per programme and validates the quantity', async () => {
    await page.goto('/test-miles-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Conversor de Milhas' })).toBeVisible();
    await expect(page).toHaveTitle(/Conversor de Milhas/);
    const result = page.getByRole('region', { name: 'Resultado' });
    await expect(result).toContainText('aproximadamente R$ 245,00');

    await page.getByLabel('Quantidade de milhas').fill('45.000');
    await page.getByLabel('Programa', { exact: true }).selectOption({ label: 'Smiles' });
    await expect(result).toContainText('aproximadamente R$ 675,00');
    const table = page.getByRole('table', { name: 'Comparação entre programas' });
    await expect(table.getByRole('row', { name: /LATAM Pass/ })).toContainText('aproximadamente R$ 1.102,50');

    await page.getByLabel('Quantidade de milhas').fill('10,5');
    await expect(page.getByText('Informe um número inteiro de milhas, sem casas decimais.')).toBeVisible();
    await expect(result).not.toContainText('aproximadamente');
  });

  await test.step('converter demo: labelled sample offers, payment filters and best option first', async () => {
    await page.goto('/buscador-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Demonstração do Conversor' })).toBeVisible();
    const offers = page.getByRole('list', { name: 'Ofertas de demonstração' }).getByRole('article');
    await expect(offers).toHaveCount(6);
    await expect(offers.first()).toContainText('Melhor opção');
    await expect(offers.first()).toContainText('Demonstração');
    await expect(offers.first()).toContainText('aproximadamente R$ 825,00');

    await page.getByRole('button', { name: 'Dinheiro (2)' }).click();
    await expect(offers).toHaveCount(2);
    await expect(offers.first()).toContainText('R$ 1.546,50');
    await page.getByRole('button', { name: 'Milhas (4)' }).click();
    await expect(offers).toHaveCount(4);
  });

  await test.step('fixed-table issuance summary: flight, miles and fees, WhatsApp request, back to the award search', async () => {
    await page.goto(
      `/emissao-tabela-fixa-latam?origem=GRU&destino=MIA&data=${FLIGHT_DAY}&voo=LA8084&programa=LATAM%20Pass`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Resumo da Emissão' })).toBeVisible();
    await expect(page.getByLabel('Resumo do voo')).toContainText(FLIGHT_DAY.split('-').reverse().join('/'));
    const miles = page.getByLabel('Milhas e taxas');
    await expect(miles).toContainText('57.000 milhas');
    await expect(miles).toContainText('aproximadamente R$ 1.546,50');

    const whatsapp = page.getByRole('link', { name: 'Solicitar Emissão via WhatsApp' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d*\?text=Ol%C3%A1.*LA8084/);

    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/busca-award$/);

    await page.goto('/emissao-tabela-fixa-latam?destino=MIA');
    await expect(page.getByText('Origem não informada.')).toBeVisible();
    await page.getByRole('link', { name: 'Ir para a Busca Tabela Fixa e Award' }).click();
    await expect(page).toHaveURL(/\/busca-award$/);
  });

  await test.step('fixed-table issuance instructions: copy the request, messaging link and phone line', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/emissao-tabela-fixa?origem=GRU&destino=LIS&data=${FLIGHT_DAY}&classe=executiva&adultos=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Emissão pela Tabela Fixa' })).toBeVisible();
    const text = page.getByLabel('Texto da solicitação');
    await expect(text).toHaveValue(/Trecho: São Paulo \(GRU\) → Lisboa \(LIS\)/);
    await expect(text).toHaveValue(/Passageiros: 2 adultos/);

    await page.getByRole('button', { name: 'Copiar texto' }).click();
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Classe: Executiva');
    await expect(page.getByRole('button', { name: 'Copiar texto' })).toBeVisible();

    // The e2e build sets neither VITE_WHATSAPP_NUMBER nor VITE_ISSUANCE_PHONE: no number is made up.
    await expect(page.getByRole('link', { name: 'Abrir WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    );
    await expect(page.getByText('Telefone para emissão: não configurado')).toBeVisible();

    await page.goto('/emissao-tabela-fixa?origem=GRU&destino=LIS&adultos=0');
    await expect(page.getByText('Mínimo de 1 adulto.')).toBeVisible();
  });
});
