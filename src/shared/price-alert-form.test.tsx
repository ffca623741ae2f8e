import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PriceAlertForm } from './price-alert-form';

const priceBox = () => screen.getByRole('textbox', { name: 'Preço máximo' });

async function fillRoute(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Origem'), 'gru');
  await user.type(screen.getByLabelText('Destino'), 'lis');
  await user.type(priceBox(), '45000');
}

describe('PriceAlertForm: what an alert watches', () => {
  it('with no dates and any cabin it watches the next 60 days (null window)', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = vi.fn(async () => undefined);
    render(<PriceAlertForm onCreate={onCreate} />);
    expect(screen.getByText(/Sem datas, o alerta vigia os próximos 60 dias/)).toBeInTheDocument();
    expect(screen.getByLabelText('Classe')).toHaveValue('');
    await fillRoute(user);
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith({
      origin: 'GRU',
      destination: 'LIS',
      trigger: 'max_price',
      max_price: 45000,
      alert_type: 'milhas',
      date_from: null,
      date_to: null,
      cabin: null,
    });
  });

  it('a city code (SAO: Guarulhos, Congonhas and Viracopos) is a route end like an airport', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = vi.fn(async () => undefined);
    render(<PriceAlertForm onCreate={onCreate} />);
    expect(screen.getByLabelText('Origem')).toHaveAttribute('placeholder', 'Aeroporto ou cidade (ex.: GRU, SAO)');
    await user.type(screen.getByLabelText('Origem'), 'sao');
    await user.type(screen.getByLabelText('Destino'), 'lis');
    await user.type(priceBox(), '40000');
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ origin: 'SAO', destination: 'LIS', max_price: 40000 }),
    );
  });

  it('a window and a cabin; one date alone is that day; an end before the start is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = vi.fn(async () => undefined);
    render(<PriceAlertForm onCreate={onCreate} />);
    await fillRoute(user);
    await user.type(screen.getByLabelText('De (opcional)'), '2026-12-20');
    await user.type(screen.getByLabelText('Até (opcional)'), '2026-12-10');
    await user.selectOptions(screen.getByLabelText('Classe'), 'BUSINESS');
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    expect(await screen.findByText('A data final deve ser igual ou posterior à inicial.')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Até (opcional)'));
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ date_from: '2026-12-20', date_to: '2026-12-20', cabin: 'BUSINESS' }),
    );
  });

  it.each([
    ['3.500,00', 3500],
    ['3500', 3500],
    ['3.500', 3500],
    ['R$ 3.500,50', 3500.5],
  ])('a maximum price written %s is taken as %d reais', async (typed, value) => {
    const user = userEvent.setup({ delay: null });
    const onCreate = vi.fn(async () => undefined);
    render(<PriceAlertForm onCreate={onCreate} />);
    await user.type(screen.getByLabelText('Origem'), 'gru');
    await user.type(screen.getByLabelText('Destino'), 'lis');
    await user.selectOptions(screen.getByLabelText('Preço em'), 'reais');
    await user.type(priceBox(), typed);
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ max_price: value, alert_type: 'reais' }));
  });

  it('an unreadable maximum price says how to write it', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = vi.fn(async () => undefined);
    render(<PriceAlertForm onCreate={onCreate} />);
    await user.type(priceBox(), 'três mil');
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    expect(await screen.findByText('Valor inválido: escreva, por exemplo, 3.500,00')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("a result card's defaults fill the day and cabin", () => {
    render(
      <PriceAlertForm
        onCreate={vi.fn()}
        defaults={{ origin: 'GRU', destination: 'MIA', date_from: '2026-12-10', date_to: '2026-12-10', cabin: 'FIRST' }}
      />,
    );
    expect(screen.getByLabelText('De (opcional)')).toHaveValue('2026-12-10');
    expect(screen.getByLabelText('Até (opcional)')).toHaveValue('2026-12-10');
    expect(screen.getByLabelText('Classe')).toHaveValue('FIRST');
  });

  it("'abaixo do normal' is a choice of its own: no maximum asked, none sent", async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = vi.fn(async () => undefined);
    render(<PriceAlertForm onCreate={onCreate} />);
    const mode = screen.getByRole('group', { name: 'Quando avisar' });
    expect(screen.getByRole('radio', { name: 'Quando chegar ao meu preço' })).toBeChecked();
    await user.type(screen.getByLabelText('Origem'), 'gru');
    await user.type(screen.getByLabelText('Destino'), 'mia');
    await user.selectOptions(screen.getByLabelText('Preço em'), 'reais');
    await user.click(screen.getByRole('radio', { name: 'Avise quando estiver abaixo do normal' }));
    expect(mode).toContainElement(screen.getByRole('radio', { name: 'Avise quando estiver abaixo do normal' }));
    expect(screen.queryByRole('textbox', { name: 'Preço máximo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ origin: 'GRU', destination: 'MIA', trigger: 'below_typical', max_price: null }),
    );
  });

  it('a maximum-price alert still needs its maximum', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = vi.fn(async () => undefined);
    render(<PriceAlertForm onCreate={onCreate} />);
    await user.type(screen.getByLabelText('Origem'), 'gru');
    await user.type(screen.getByLabelText('Destino'), 'mia');
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    expect(await screen.findByText('Informe um valor')).toBeInTheDocument();
    await user.type(priceBox(), '0');
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    expect(await screen.findByText('O preço máximo deve ser maior que zero')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('quiet hours are off unless ticked, and go with the alert when they are', async () => {
    const user = userEvent.setup({ delay: null });
    const onCreate = vi.fn(async () => undefined);
    render(<PriceAlertForm onCreate={onCreate} />);
    const quiet = screen.getByRole('checkbox', { name: /Horário de silêncio \(22h–7h\)/ });
    expect(quiet).not.toBeChecked();
    await fillRoute(user);
    await user.click(quiet);
    await user.click(screen.getByRole('button', { name: 'Criar alerta' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ origin: 'GRU', quiet_hours: true }));
  });
});
