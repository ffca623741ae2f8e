import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '@core/format/dates';
import { campaignDay } from '@core/schemas/wallet';
import {
  callsTo,
  findToast,
  installFakeAdminServer,
  renderPanel,
  server,
  storeUser,
} from '@tests/unit/fakes/admin-test-server';

installFakeAdminServer();
const PATH = '/api/admin/clubs';

async function openLatam(user: ReturnType<typeof userEvent.setup>) {
  renderPanel();
  const list = await screen.findByRole('list', { name: 'Planos dos clubes' });
  await user.click(within(list).getByRole('button', { name: 'Corrigir Clube LATAM Pass 1.000' }));
  return { list, form: within(screen.getByRole('form', { name: 'Corrigir clube: Clube LATAM Pass 1.000' })) };
}

describe('Painel Administrativo: Clubes', () => {
  beforeEach(() => storeUser('admin'));

  it('lists each plan with its price (or "preço a confirmar"), points and source', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Planos dos clubes' });
    expect(list).toHaveTextContent(
      'Clube Esfera 1.000: R$ 54,90 por mês · 1.000 pontos Esfera por mês Em vigor Referência fonte única',
    );
    expect(list).toHaveTextContent('Clube LATAM Pass 1.000: preço a confirmar · 1.000 milhas LATAM Pass por mês');
    expect(list).toHaveTextContent('Fonte: passagens.top (lançamento do Clube Esfera)');
  });

  it('fills in the LATAM Pass price from today on; the list shows the correction in force', async () => {
    const user = userEvent.setup({ delay: null });
    const { list, form } = await openLatam(user);
    expect(form.getByLabelText('Vale a partir de')).toHaveValue(campaignDay());
    expect(form.getByLabelText('Preço mensal (R$)')).toHaveValue('');
    await user.type(form.getByLabelText('Preço mensal (R$)'), '44,90');
    await user.clear(form.getByLabelText('Fontes (uma por linha: site (data))'));
    await user.type(form.getByLabelText('Fontes (uma por linha: site (data))'), 'latampass.latam.com (2026-11)');
    await user.selectOptions(form.getByLabelText('Confiança'), 'high');
    await user.click(form.getByRole('button', { name: 'Salvar clube' }));

    await findToast('Clube salvo');
    expect(callsTo('PUT', `${PATH}/latam-pass-1000`)[0]?.body).toMatchObject({
      planName: 'Clube LATAM Pass 1.000',
      monthlyPriceBRL: 44.9,
      pointsPerMonth: 1000,
      memberBonus: null,
      effectiveFrom: campaignDay(),
      confidence: 'high',
      sources: [{ site: 'latampass.latam.com', date: '2026-11' }],
    });
    await waitFor(() =>
      expect(list).toHaveTextContent(
        'Clube LATAM Pass 1.000: R$ 44,90 por mês · 1.000 milhas LATAM Pass por mês Em vigor Correção',
      ),
    );
    expect(list).toHaveTextContent(`desde ${formatDate(campaignDay())}`);
  });

  it('refuses a price of zero and a members’ bonus without its figure beside their fields, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { form } = await openLatam(user);
    await user.type(form.getByLabelText('Preço mensal (R$)'), '0');
    await user.selectOptions(form.getByLabelText('Bônus dos membros'), 'extra');
    await user.type(form.getByLabelText('Onde o bônus vale'), 'campanhas Livelo → LATAM Pass');
    await user.click(form.getByRole('button', { name: 'Salvar clube' }));
    expect(await form.findByText('O preço mensal deve ser maior que zero.')).toBeInTheDocument();
    expect(form.getByLabelText('Bônus dos membros (%)')).toHaveAccessibleDescription(
      'Informe o bônus dos membros em %.',
    );
    expect(callsTo('PUT', `${PATH}/latam-pass-1000`)).toHaveLength(0);
  });

  it('shows the server’s refusal inside the form, in its words', async () => {
    const user = userEvent.setup({ delay: null });
    const { form } = await openLatam(user);
    server.overrides.set(`PUT ${PATH}/latam-pass-1000`, {
      status: 400,
      body: { error: 'Informe ao menos uma fonte.' },
    });
    await user.click(form.getByRole('button', { name: 'Salvar clube' }));
    expect(await form.findByText('Informe ao menos uma fonte.')).toBeInTheDocument();
  });
});
