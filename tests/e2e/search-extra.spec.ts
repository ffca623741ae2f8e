import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signInByApi, uniqueEmail } from './helpers';

// One admin sign-in for the three screens (the server allows few login attempts a minute per e-mail).
test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signInByApi(page, ADMIN);
});

test.afterAll(async () => {
  await page.close();
});

test('/buscador-direto: autocomplete, real search split into Ida and Volta, booking links and the debug log', async () => {
  await page.goto('/buscador-direto');
  await expect(page.getByRole('heading', { level: 1, name: 'Bússola das Passagens' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Buscar passagens' });
  await expect(form.getByRole('combobox', { name: 'Origem' })).toHaveValue(/\(GRU\)/);
  await form.getByRole('combobox', { name: 'Destino' }).fill('lisb');
  await page.getByRole('option', { name: /\(LIS\)/ }).click();
  await expect(form.getByRole('combobox', { name: 'Destino' })).toHaveValue(/Lisboa \(LIS\)/);
  await form.getByLabel('Tipo de viagem').selectOption('ROUND_TRIP');
  await expect(form.getByLabel('Data de ida')).toHaveAttribute('type', 'date');
  await form.getByRole('button', { name: 'Buscar passagens' }).click();

  const outbound = page.getByRole('tabpanel', { name: /^Ida/ });
  await expect(page.getByRole('tab', { name: /^Ida \(\d+\)$/ })).toBeVisible();
  const cash = outbound.getByRole('article', { name: /em reais$/ }).first();
  await expect(cash).toContainText(/R\$ \d/);
  // Demo offers (this server has no live source) never open an airline's purchase page.
  await expect(cash).toContainText('Demonstração: sem compra');
  await expect(cash.getByRole('link', { name: /^Comprar/ })).toHaveCount(0);
  const miles = outbound.getByRole('article', { name: /em milhas$/ }).first();
  await expect(miles).toContainText(/aproximadamente R\$ /);
  await expect(miles).toContainText('Demonstração: sem compra');
  await expect(miles.getByRole('link', { name: /^Resgatar/ })).toHaveCount(0);
  await expect(
    miles.getByRole('button', { name: 'Verificar' }).or(miles.getByRole('link', { name: /^Verificar/ })),
  ).toBeVisible();

  await page.getByRole('tab', { name: /^Volta \(\d+\)$/ }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: /^Volta/ })
      .getByRole('article')
      .first(),
  ).toHaveAttribute('aria-label', /LIS para GRU/);

  const logged = page.waitForEvent('console', (message) =>
    message.text().includes('última resposta de POST /api/search/buscador'),
  );
  await page.getByRole('button', { name: 'Depurar resposta' }).click();
  await logged;
  await expect(page.getByText('Resposta registrada no console do navegador')).toBeVisible();
});

test('/buscador-inteligente: real search, sort, Filtros popover and the empty state with Limpar filtros', async () => {
  await page.goto('/buscador-inteligente-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscador Inteligente' })).toBeVisible();
  await page.goto('/buscador-inteligente');
  await page.getByRole('form', { name: 'Buscar voos' }).getByRole('button', { name: 'Buscar voos' }).click();

  const count = page.getByText(/^\d+ resultados?( de \d+)?$/);
  await expect(count).toHaveText(/^\d+ resultados$/);
  const total = Number((await count.textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(1);

  await page.getByLabel('Ordenar por').selectOption('price_asc');
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', /em reais$/);
  await page.getByLabel('Ordenar por').selectOption('miles_asc');
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', /em milhas$/);

  await page.getByRole('button', { name: /^Filtros/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  await filters.getByText('Milhas', { exact: true }).click();
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page.getByRole('button', { name: 'Filtros 1 ativo' })).toBeVisible();
  await expect(count).toHaveText(new RegExp(`^\\d+ resultados? de ${total}$`));
  await expect(page.getByRole('article', { name: /em reais$/ })).toHaveCount(0);

  await page.getByRole('button', { name: /^Filtros/ }).click();
  await filters.getByText('Dinheiro', { exact: true }).click();
  await filters.getByLabel('Preço máximo (R$)').fill('1');
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page.getByText('Nenhum resultado com estes filtros')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(count).toHaveText(`${total} resultados`);
});

test('/test-supabase: Diagnóstico da integração runs every check against the real server, logs it, then signs out', async () => {
  await page.goto('/test-supabase');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnóstico da integração' })).toBeVisible();
  await expect(page.getByText('Não testado', { exact: true })).toBeVisible();
  await expect(page.getByText(ADMIN.email, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Executar todos os testes' }).click();
  const results = page.getByRole('list', { name: 'Resultados dos testes' });
  await expect(results.getByRole('listitem')).toHaveCount(8);
  await expect(results.getByText('OK', { exact: true })).toHaveCount(8);
  await expect(page.getByText('Conectado', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Autenticação' }).click();
  const register = page.getByRole('form', { name: 'Teste de cadastro' });
  await register.getByLabel('Nome completo').fill('Pessoa Diagnóstico');
  await register.getByLabel('E-mail').fill(uniqueEmail('diagnostico'));
  await register.getByLabel('Senha', { exact: true }).fill('senha-diagnostico');
  await register.getByLabel('Confirmar senha').fill('senha-diagnostico');
  await register.getByRole('button', { name: 'Criar conta' }).click();
  await expect(register.getByText(/^Cadastro realizado com sucesso!/)).toBeVisible();

  const login = page.getByRole('form', { name: 'Teste de login' });
  await login.getByLabel('E-mail').fill(uniqueEmail('ninguem'));
  await login.getByLabel('Senha', { exact: true }).fill('senha-que-nao-existe');
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login.getByText('Email ou senha incorretos')).toBeVisible();

  await page.getByRole('tab', { name: 'Banco de dados' }).click();
  await page.getByRole('button', { name: 'Testar alertas de preço' }).click();
  await expect(
    page.getByRole('list', { name: 'Resultados: Alertas de preço' }).getByText('OK', { exact: true }),
  ).toHaveCount(3);

  await page.getByRole('tab', { name: /^Logs/ }).click();
  const logs = page.getByLabel('Registro de eventos');
  await expect(logs).toHaveValue(/\] Todos os testes terminaram sem falhas\./);
  await expect(logs).toHaveValue(/\] Cadastro: OK em \d+ ms/);
  await expect(logs).toHaveValue(/\] Login: FALHOU em \d+ ms — Email ou senha incorretos/);
  await page.getByRole('button', { name: 'Limpar logs' }).click();
  await expect(logs).toHaveValue('');

  await page.getByRole('tab', { name: 'Visão geral' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
});
