import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { TripForm } from './trip-form';

// The travellers: a count without a household, picked by name with one ('Eu' first); each day ± its flexibility.

const ANA = { id: '0b7d7f43-7d1e-4a59-9a53-1b1a2b3c4d5e', name: 'Ana' };

describe('TripForm', () => {
  it('sends a count and each window as the day ± 3 days', () => {
    const onSubmit = vi.fn();
    render(<TripForm busy={false} members={[]} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Passageiros'), { target: { value: '2' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Planejar viagem' }));
    const out = addDaysIso(todayIsoDate(), 30);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        passengers: 2,
        outbound: { from: addDaysIso(out, -3), to: addDaysIso(out, 3) },
        inbound: { from: addDaysIso(out, 7), to: addDaysIso(out, 13) },
      }),
    );
  });

  it('picks the travellers by name when the household has members, and asks for at least one', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<TripForm busy={false} members={[ANA]} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('Passageiros')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Ana' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Planejar viagem' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ memberIds: [null, ANA.id] }));
    await user.click(screen.getByRole('checkbox', { name: 'Eu' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ana' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Planejar viagem' }));
    expect(await screen.findByText('Escolha ao menos um viajante')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
