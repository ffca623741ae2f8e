import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  findToast,
  installFakeAdminServer,
  renderPanel,
  server,
  storeUser,
} from '@tests/unit/fakes/admin-test-server';
import { campaigns } from '@tests/unit/fakes/campaigns-test-server';

installFakeAdminServer();
const PATH = '/api/admin/transfer-bonuses';

async function openNewCampaign(user: ReturnType<typeof userEvent.setup>) {
  renderPanel();
  await screen.findByText('Nenhuma campanha cadastrada.');
  await user.click(screen.getByRole('button', { name: 'Nova campanha' }));
  return within(screen.getByRole('form', { name: 'Nova campanha' }));
}

describe('Painel Administrativo: Campanhas de bônus', () => {
  beforeEach(() => storeUser('admin'));

  it('refuses a bonus of 401 % and reversed dates beside their fields, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const form = await openNewCampaign(user);
    await user.type(form.getByLabelText('Bônus para todos (%)'), '401');
    await user.clear(form.getByLabelText('Início'));
    await user.type(form.getByLabelText('Início'), '2026-12-10');
    await user.clear(form.getByLabelText('Até (inclusive)'));
    await user.type(form.getByLabelText('Até (inclusive)'), '2026-12-01');
    await user.click(form.getByRole('button', { name: 'Criar campanha' }));
    expect(await form.findByText('Bônus acima de 400% não existe; confira o valor.')).toBeInTheDocument();
    expect(form.getByLabelText('Até (inclusive)')).toHaveAccessibleDescription(
      'A data final da campanha deve ser igual ou posterior à inicial.',
    );
    expect(callsTo('POST', PATH)).toHaveLength(0);
  });

  it('creates a campaign with tiers as rows, lists it as active and can end it after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const form = await openNewCampaign(user);
    await user.selectOptions(form.getByLabelText('Para (companhia)'), 'AZUL');
    await user.type(form.getByLabelText('Bônus para todos (%)'), '50');
    await user.click(form.getByRole('button', { name: 'Adicionar categoria' }));
    await user.click(form.getByRole('button', { name: 'Adicionar categoria' }));
    await user.type(form.getByLabelText('Categoria 1'), 'Clube Azul');
    await user.type(form.getByLabelText('Bônus da categoria 1 (%)'), '60');
    await user.click(form.getByRole('button', { name: 'Remover categoria 2' }));
    await user.type(form.getByLabelText('Limite por CPF (milhas de bônus)'), '500.000');
    await user.type(form.getByLabelText('Link da campanha (opcional)'), 'https://www.livelo.com.br/azul');
    await user.click(form.getByRole('button', { name: 'Criar campanha' }));

    await findToast('Campanha criada');
    expect(callsTo('POST', PATH)[0]?.body).toMatchObject({
      from: 'LIVELO',
      to: 'AZUL',
      bonusPercent: 50,
      tiers: [{ tier: 'Clube Azul', bonusPercent: 60 }],
      capPerCpf: 500_000,
      link: 'https://www.livelo.com.br/azul',
      notes: null,
    });
    const list = await screen.findByRole('list', { name: 'Campanhas de bônus' });
    expect(list).toHaveTextContent('Livelo → Azul Fidelidade · 50% Ativa');
    await user.click(within(list).getByRole('button', { name: 'Encerrar campanha Livelo → Azul Fidelidade 50%' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Encerrar campanha' });
    await user.click(within(confirm).getByRole('button', { name: 'Encerrar' }));
    await findToast('Campanha encerrada');
    await waitFor(() => expect(list).toHaveTextContent('Encerrada'));
    expect(callsTo('DELETE', `${PATH}/${campaigns.list[0]?.id}`)).toHaveLength(1);
  });

  it('shows the server’s refusal inside the form, in its words', async () => {
    const user = userEvent.setup({ delay: null });
    const form = await openNewCampaign(user);
    server.overrides.set(`POST ${PATH}`, { status: 400, body: { error: 'Par de transferência desconhecido.' } });
    await user.type(form.getByLabelText('Bônus para todos (%)'), '80');
    await user.click(form.getByRole('button', { name: 'Criar campanha' }));
    expect(await form.findByText('Par de transferência desconhecido.')).toBeInTheDocument();
  });
});
