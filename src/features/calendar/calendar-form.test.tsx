import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarQuery } from '@core/schemas/calendar';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { CalendarForm } from './calendar-form';

// The programme checkboxes do what their hint says: LATAM Pass carries Virgin Atlantic, and none checked asks all.

const from = addDaysIso(todayIsoDate(), 10);
const initial: CalendarQuery = {
  origin: 'GRU',
  destination: 'LIS',
  from,
  to: addDaysIso(from, 20),
  cabin: 'ECONOMY',
  programs: ['LATAM', 'AZUL', 'SMILES', 'VIRGIN'],
  adults: 1,
};

describe('CalendarForm programmes', () => {
  it('says LATAM Pass carries Virgin Atlantic, and unchecking it unchecks both', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CalendarForm initial={initial} busy={false} onSubmit={() => {}} />);
    expect(screen.getByText(/LATAM Pass inclui Virgin Atlantic/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'LATAM Pass' }));
    expect(screen.getByRole('checkbox', { name: 'LATAM Pass' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Virgin/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Smiles' })).toBeChecked();
  });

  it('asks every programme when none is checked, as the hint says', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<CalendarForm initial={initial} busy={false} onSubmit={onSubmit} />);
    for (const name of ['LATAM Pass', 'Azul Fidelidade', 'Smiles'])
      await user.click(screen.getByRole('checkbox', { name }));
    expect(screen.getAllByRole('checkbox').filter((c) => c.getAttribute('aria-checked') === 'true')).toHaveLength(0);
    expect(screen.getByText(/Nenhum marcado: o calendário consulta todos os programas/)).toBeInTheDocument();
    fireEvent.submit(screen.getByRole('form', { name: 'Calendário de preços' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ programs: ['LATAM', 'AZUL', 'SMILES', 'VIRGIN'] }));
  });
});
