import { expect } from '@playwright/test';
import { test } from './fixtures';
import { ADMIN, signInByApi, uniqueEmail } from './helpers';
import { addDaysIso, todayIsoDate } from '../../core/schemas/search';

test('admin: create, search, edit expiry, toggle admin and delete a user', async ({ page }) => {
  await signInByApi(page, ADMIN);
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Painel Admin' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Painel Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();

  const email = uniqueEmail('painel');
  const form = page.getByRole('form', { name: 'Criar novo usuário' });
  await form.getByRole('button', { name: 'Criar Usuário' }).click();
  await expect(page.getByText('Email e senha são obrigatórios').first()).toBeVisible();

  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Senha').fill('senha-do-painel');
  await form.getByLabel('Nome completo').fill('Caio Painel');
  await form.getByRole('button', { name: 'Criar Usuário' }).click();
  await expect(page.getByText(`${email} foi criado com sucesso`).first()).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('');

  const search = page.getByRole('searchbox', { name: 'Buscar por email' });
  await search.fill(email.toUpperCase());
  await expect(page.getByText(/^1 de \d+ usuários$/)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Caio Painel');
  await expect(row).toContainText('Permanente');

  // A year ahead of the test's clock: 'Válido' on any day the suite runs.
  const expiresOn = addDaysIso(todayIsoDate(), 365);
  await row.getByRole('button', { name: `Editar expiração de ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Usuário' });
  await expect(dialog).toContainText('Deixe vazio para acesso permanente');
  await dialog.getByLabel('Data de Expiração').fill(`${expiresOn}T14:30`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Data de expiração foi alterada com sucesso').first()).toBeVisible();
  await expect(row).toContainText(`${expiresOn.split('-').reverse().join('/')} 14:30`);
  await expect(row).toContainText('Válido');

  await row.getByRole('button', { name: `Tornar ${email} administrador` }).click();
  await expect(page.getByText('Permissões alteradas').first()).toBeVisible();
  await expect(row.getByRole('button', { name: `Remover administrador de ${email}` })).toBeVisible();

  await row.getByRole('button', { name: `Deletar ${email}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Exclusão' });
  await expect(confirm).toContainText(
    `Tem certeza que deseja deletar o usuário ${email}? Esta ação não pode ser desfeita.`,
  );
  await confirm.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByText(`${email} foi removido do sistema`).first()).toBeVisible();
  await expect(page.getByText('Nenhum usuário encontrado com este email')).toBeVisible();
});

test('a subscriber who is not an admin is turned away from the panel', async ({ subscriberPage: page }) => {
  await expect(page.getByRole('link', { name: 'Painel Admin' })).toHaveCount(0);
  await page.goto('/painel-controle-sistema');
  await expect(page.getByText('Acesso Negado').first()).toBeVisible();
  await expect(page.getByText('Acesso negado. Apenas administradores podem acessar esta área.').first()).toBeVisible();
  await expect(page).not.toHaveURL(/painel-controle-sistema/);
});
