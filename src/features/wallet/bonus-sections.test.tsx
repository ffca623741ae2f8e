import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredBonusCampaign } from '@core/schemas/wallet';
import { keepReply } from '@/lib/kept-replies';
import { type LocalWalletRow, localDb } from '@/lib/local-db';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { KEPT_BONUSES_KIND, readKeptBonuses } from '@/shared/transfer-bonuses';
import { BonusAlertsSection } from './bonus-alerts-section';
import { BonusesSection } from './bonuses-section';

const T0 = '2026-11-26T10:00:00.000Z';
const campaign: StoredBonusCampaign = {
  id: '00000000-0000-4000-8000-000000000010',
  from: 'LIVELO',
  to: 'SMILES',
  bonusPercent: 80,
  tiers: [{ tier: 'Clube Smiles', bonusPercent: 100 }],
  validFrom: '2026-11-20',
  validUntil: '2099-12-05',
  capPerCpf: 500_000,
  link: 'https://www.livelo.com.br/campanha',
  notes: 'Cadastro prévio obrigatório.',
  createdAt: T0,
  updatedAt: T0,
  endedAt: null,
};
let reply: () => Promise<Response>;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => reply()),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  clearStoredUser();
  await localDb.bonusAlerts.clear();
  await localDb.outbox.clear();
  await localDb.keptReplies.clear();
});

describe('Bônus de transferência ativos', () => {
  // The reply is kept for the account signed in on this device.
  beforeEach(() => writeStoredUser({ id: 'user-1', email: 'viajante@example.com' }));

  it('shows each campaign (pair, bonus, tiers, until dd/MM, cap per CPF, link, notes) and the holder’s own bonus', async () => {
    reply = async () => Response.json({ campaigns: [campaign] });
    const smiles: LocalWalletRow = {
      id: '00000000-0000-4000-8000-000000000001',
      program: 'SMILES',
      balance: 1000,
      milheiro: null,
      tier: 'clube smiles',
      created_at: T0,
      updated_at: T0,
      deleted_at: null,
      userId: 'user-1',
      pending: 0,
    };
    render(<BonusesSection rows={[smiles]} />);
    const [item] = within(await screen.findByRole('list', { name: 'Campanhas de bônus ativas' })).getAllByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('Livelo → Smiles');
    expect(item).toHaveTextContent('80% de bônus');
    expect(item).toHaveTextContent('Clube Smiles: 100%');
    expect(item).toHaveTextContent('Com o seu clube: 100% de bônus');
    expect(item).toHaveTextContent('Até 05/12 · limite de 500.000 milhas de bônus por CPF');
    expect(item).toHaveTextContent('Cadastro prévio obrigatório.');
    expect(screen.getByRole('link', { name: /Ver campanha Livelo → Smiles/ })).toHaveAttribute('href', campaign.link);
    // Kept on the device for this account, for when it is offline.
    await waitFor(async () => expect((await readKeptBonuses('user-1'))?.campaigns).toHaveLength(1));
  });

  it('says when none is running', async () => {
    reply = async () => Response.json({ campaigns: [] });
    render(<BonusesSection rows={[]} />);
    expect(await screen.findByText('Nenhuma campanha de bônus ativa agora.')).toBeInTheDocument();
  });

  it('offline, shows the kept list with its age and without the campaigns that ended since', async () => {
    const threeHoursAgo = new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString();
    const ended = { ...campaign, id: '00000000-0000-4000-8000-000000000011', to: 'AZUL', validUntil: '2020-01-01' };
    await keepReply('user-1', KEPT_BONUSES_KIND, '', [campaign, ended], { now: new Date(threeHoursAgo) });
    reply = async () => {
      throw new TypeError('Failed to fetch');
    };
    render(<BonusesSection rows={[]} />);
    expect(await screen.findByText('Sem internet: campanhas visto há 3 h.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Campanhas de bônus ativas' })).toHaveTextContent('Livelo → Smiles');
    expect(screen.queryByText('Livelo → Azul Fidelidade')).toBeNull();
  });
});

describe('Alertas de bônus', () => {
  it('refuses 401 % beside the field, then keeps a valid alert on the device and lists it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<BonusAlertsSection userId="user-1" />);
    const minimum = screen.getByLabelText('Bônus mínimo (%)');
    await user.clear(minimum);
    await user.type(minimum, '401');
    await user.click(screen.getByRole('button', { name: 'Criar alerta de bônus' }));
    expect(await screen.findByText('Bônus acima de 400% não existe; confira o valor.')).toBeInTheDocument();
    expect(minimum).toHaveAttribute('aria-invalid', 'true');
    expect(await localDb.bonusAlerts.count()).toBe(0);

    await user.selectOptions(screen.getByLabelText('Programa de pontos'), 'ESFERA');
    await user.selectOptions(screen.getByLabelText('Programa de destino'), 'AZUL');
    await user.clear(minimum);
    await user.type(minimum, '90');
    await user.click(screen.getByRole('button', { name: 'Criar alerta de bônus' }));
    const list = screen.getByRole('list', { name: 'Alertas de bônus' });
    await waitFor(() => expect(list).toHaveTextContent('Esfera → Azul Fidelidade · bônus ≥ 90%'));
    expect(await localDb.bonusAlerts.toArray()).toEqual([
      expect.objectContaining({ from: 'ESFERA', to: 'AZUL', min_bonus_percent: 90, userId: 'user-1', pending: 1 }),
    ]);
    await user.click(
      within(list).getByRole('button', { name: 'Remover alerta Esfera → Azul Fidelidade · bônus ≥ 90%' }),
    );
    await waitFor(() => expect(list).not.toHaveTextContent('Esfera'));
  });
});
