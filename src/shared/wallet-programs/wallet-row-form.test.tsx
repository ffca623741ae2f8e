import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LocalWalletRow } from '@/lib/local-db';
import type { WalletEntry } from '@/shared/wallet';
import { WalletRowForm } from './wallet-row-form';

const save = (onSave = vi.fn(async (_entry: WalletEntry) => undefined)) => {
  render(<WalletRowForm available={['SMILES', 'LIVELO']} onSave={onSave} onCancel={() => undefined} />);
  return onSave;
};

describe('WalletRowForm: the messages beside the fields are the wallet row schema’s', () => {
  it('refuses a negative balance and a milheiro of zero, each beside its field', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = save();
    await user.type(screen.getByLabelText('Saldo (milhas)'), '-5000');
    await user.type(screen.getByLabelText('Meu milheiro (R$ por 1.000 milhas)'), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const balance = screen.getByLabelText('Saldo (milhas)');
    expect(await screen.findByText('O saldo não pode ser negativo.')).toBeInTheDocument();
    expect(balance).toHaveAttribute('aria-invalid', 'true');
    expect(balance).toHaveAccessibleDescription('O saldo não pode ser negativo.');
    expect(screen.getByLabelText('Meu milheiro (R$ por 1.000 milhas)')).toHaveAccessibleDescription(
      'O milheiro deve ser maior que zero.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says what to type when a number cannot be read, and that the balance is whole', async () => {
    const user = userEvent.setup({ delay: null });
    save();
    await user.type(screen.getByLabelText('Saldo (milhas)'), 'muitas');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Saldo inválido: escreva, por exemplo, 45.000')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Saldo (milhas)'));
    await user.type(screen.getByLabelText('Saldo (milhas)'), '1,5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O saldo deve ser um número inteiro de milhas ou pontos.')).toBeInTheDocument();
  });

  it('reads pt-BR numbers; a blank milheiro means the reference value (null)', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = save();
    await user.selectOptions(screen.getByLabelText('Programa'), 'LIVELO');
    expect(screen.getByLabelText('Saldo (pontos)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Saldo (pontos)'), '120.000');
    await user.type(screen.getByLabelText('Clube ou categoria (opcional)'), ' Clube Livelo ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      program: 'LIVELO',
      balance: 120_000,
      milheiro: null,
      tier: 'Clube Livelo',
    });
  });

  it('editing keeps the programme and starts from the row as a Brazilian would type it', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async (_entry: WalletEntry) => undefined);
    const row: LocalWalletRow = {
      id: '00000000-0000-4000-8000-000000000001',
      program: 'SMILES',
      balance: 45_000,
      milheiro: 17.5,
      tier: null,
      created_at: '2026-11-26T10:00:00.000Z',
      updated_at: '2026-11-26T10:00:00.000Z',
      deleted_at: null,
      userId: 'u',
      pending: 0,
    };
    render(<WalletRowForm row={row} available={[]} onSave={onSave} onCancel={() => undefined} />);
    expect(screen.getByRole('form', { name: 'Editar Smiles' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Programa')).toBeNull();
    expect(screen.getByLabelText('Saldo (milhas)')).toHaveValue('45.000');
    expect(screen.getByLabelText('Meu milheiro (R$ por 1.000 milhas)')).toHaveValue('17,50');
    await user.clear(screen.getByLabelText('Meu milheiro (R$ por 1.000 milhas)'));
    await user.type(screen.getByLabelText('Meu milheiro (R$ por 1.000 milhas)'), '250');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Milheiro alto demais (máximo R$ 200 por 1.000).')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Meu milheiro (R$ por 1.000 milhas)'));
    await user.type(screen.getByLabelText('Meu milheiro (R$ por 1.000 milhas)'), '18,25');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ program: 'SMILES', balance: 45_000, milheiro: 18.25, tier: null });
  });

  it("labels a Livelo balance and milheiro in 'pontos', an airline's in 'milhas'", async () => {
    const user = userEvent.setup({ delay: null });
    save();
    expect(screen.getByLabelText('Saldo (milhas)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Programa'), 'LIVELO');
    expect(screen.getByLabelText('Saldo (pontos)')).toBeInTheDocument();
    expect(screen.getByLabelText('Meu milheiro (R$ por 1.000 pontos)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/milhas/)).toBeNull();
  });
});
