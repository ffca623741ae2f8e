import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { ExploreForm, nextMonths } from './explore-form';

// The explore's question: from SAO next month for a week by default; the filters as the API reads them (a budget
// typed the Brazilian way, a region, "só com meu saldo", nonstop); explicit dates instead of a month.

const form = () => screen.getByRole('form', { name: 'Explorar destinos' });

describe('ExploreForm', () => {
  it('asks for next month from São Paulo, a week, by default', () => {
    const onSubmit = vi.fn();
    render(<ExploreForm busy={false} onSubmit={onSubmit} />);
    fireEvent.submit(form());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        origin: 'SAO',
        month: nextMonths(todayIsoDate())[1]?.value,
        duration: 'week',
        passengers: 1,
        cabin: 'ECONOMY',
        onlyMyBalance: false,
        nonstop: false,
      }),
    );
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('maxPerPersonBRL');
  });

  it('sends the filters, a length and the party as the API reads them', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<ExploreForm busy={false} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Fim de semana' }));
    await user.selectOptions(screen.getByLabelText('Passageiros'), '2');
    await user.selectOptions(screen.getByLabelText('Região'), 'Europa');
    await user.type(screen.getByLabelText('Orçamento por pessoa (R$)'), '2.500,50');
    await user.click(screen.getByRole('checkbox', { name: 'Só com meu saldo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sem escalas' }));
    fireEvent.submit(form());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        duration: 'weekend',
        passengers: 2,
        region: 'Europa',
        maxPerPersonBRL: 2500.5,
        onlyMyBalance: true,
        nonstop: true,
      }),
    );
  });

  it('takes a window of dates instead of a month, and refuses a budget it cannot read', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<ExploreForm busy={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Orçamento por pessoa (R$)'), 'muito');
    fireEvent.submit(form());
    expect(await screen.findByText(/Orçamento inválido/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Orçamento por pessoa (R$)'));
    await user.click(screen.getByRole('radio', { name: 'Entre datas' }));
    fireEvent.submit(form());
    const today = todayIsoDate();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ from: addDaysIso(today, 30), to: addDaysIso(today, 37) }),
    );
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('month');
  });
});
