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
const PATH = '/api/admin/beneficiary-rules';

async function openSmiles(user: ReturnType<typeof userEvent.setup>) {
  renderPanel();
  const list = await screen.findByRole('list', { name: 'Regras de beneficiários' });
  await user.click(within(list).getByRole('button', { name: 'Corrigir regra Smiles' }));
  return { list, form: within(screen.getByRole('form', { name: 'Corrigir regra: Smiles' })) };
}

describe('Painel Administrativo: Limites de beneficiários', () => {
  beforeEach(() => storeUser('admin'));

  it('lists each programme with its reference rule, source and whether it is confirmed', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Regras de beneficiários' });
    expect(list).toHaveTextContent('25 pessoas por ano-calendário (zera em 1º de janeiro) Em vigor Referência');
    expect(list).toHaveTextContent('Fonte: pontospravoar.com (regra 1.17 c); cartoesdecredito.me (2024) — a confirmar');
    expect(list).toHaveTextContent('TAP Miles&Go');
  });

  it('corrects the Smiles limit from today on; the list shows the correction in force', async () => {
    const user = userEvent.setup({ delay: null });
    const { list, form } = await openSmiles(user);
    expect(form.getByLabelText('Vale a partir de')).toHaveValue(campaignDay());
    await user.clear(form.getByLabelText('Limite (sem contar o titular)'));
    await user.type(form.getByLabelText('Limite (sem contar o titular)'), '30');
    await user.type(form.getByLabelText('Fontes (uma por linha: site (data))'), '\nsmiles.com.br (2026-11)');
    await user.click(form.getByRole('button', { name: 'Salvar regra' }));

    await findToast('Regra salva');
    expect(callsTo('PUT', `${PATH}/SMILES`)[0]?.body).toMatchObject({
      kind: 'calendar_year',
      counts: 'people',
      limit: 30,
      windowMonths: null,
      effectiveFrom: campaignDay(),
      sources: [
        { site: 'pontospravoar.com', date: null },
        { site: 'cartoesdecredito.me', date: '2024' },
        { site: 'smiles.com.br', date: '2026-11' },
      ],
    });
    await waitFor(() =>
      expect(list).toHaveTextContent('30 pessoas por ano-calendário (zera em 1º de janeiro) Em vigor Correção'),
    );
    expect(list).toHaveTextContent(`desde ${formatDate(campaignDay())}`);
  });

  it('refuses a limit of 0 and a rolling rule without its window beside their fields, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { form } = await openSmiles(user);
    await user.clear(form.getByLabelText('Limite (sem contar o titular)'));
    await user.type(form.getByLabelText('Limite (sem contar o titular)'), '0');
    await user.selectOptions(form.getByLabelText('Como conta'), 'rolling');
    await user.click(form.getByRole('button', { name: 'Salvar regra' }));
    expect(await form.findByText('O limite de pessoas deve ser no mínimo 1.')).toBeInTheDocument();
    expect(form.getByLabelText('Janela móvel (meses)')).toHaveAccessibleDescription(
      'Informe a janela em meses da regra móvel.',
    );
    expect(callsTo('PUT', `${PATH}/SMILES`)).toHaveLength(0);
  });

  it('shows the server’s refusal inside the form, in its words', async () => {
    const user = userEvent.setup({ delay: null });
    const { form } = await openSmiles(user);
    server.overrides.set(`PUT ${PATH}/SMILES`, { status: 400, body: { error: 'Informe ao menos uma fonte.' } });
    await user.click(form.getByRole('button', { name: 'Salvar regra' }));
    expect(await form.findByText('Informe ao menos uma fonte.')).toBeInTheDocument();
  });
});
