import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { PriceAlertForm } from './price-alert-form';

// "Avisar quando abrir": offered when the form comes from a day beyond a programme's window, checked by default.

const travel = addDaysIso(todayIsoDate(), 342);
const defaults = {
  origin: 'GRU',
  destination: 'LIS',
  alert_type: 'milhas' as const,
  date_from: travel,
  date_to: travel,
  opening_program: 'SMILES' as const,
};

describe('PriceAlertForm: avisar quando abrir', () => {
  it('creates a miles alert on the day that waits for Smiles to open', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = vi.fn(async () => undefined);
    render(<PriceAlertForm defaults={defaults} onCreate={onCreate} />);
    expect(screen.getByRole('checkbox', { name: 'Avisar quando abrir (reservas da Smiles)' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Preço máximo' }), '60000');
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ alert_type: 'milhas', date_from: travel, date_to: travel, opening_program: 'SMILES' }),
    );
  });

  it('says in pt-BR that a cash alert cannot wait for an opening, and leaves it out when unchecked', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = vi.fn(async (_alert: unknown) => undefined);
    render(<PriceAlertForm defaults={defaults} onCreate={onCreate} />);
    await user.selectOptions(screen.getByLabelText('Preço em'), 'reais');
    await user.type(screen.getByRole('textbox', { name: 'Preço máximo' }), '3000');
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    expect(
      await screen.findByText('Avisar quando abrir vale só para um alerta em milhas com a data da viagem.'),
    ).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Avisar quando abrir (reservas da Smiles)' }));
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate.mock.calls[0]?.[0]).not.toHaveProperty('opening_program');
  });
});
