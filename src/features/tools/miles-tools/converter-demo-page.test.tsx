import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConverterDemoPage } from './converter-demo-page';

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={['/buscador-demo']}>
      <ConverterDemoPage />
    </MemoryRouter>,
  );
  return { user };
}

const cards = () => within(screen.getByRole('list', { name: 'Ofertas de demonstração' })).getAllByRole('article');
const names = () => cards().map((c) => c.getAttribute('aria-label'));

describe('Demonstração do Conversor', () => {
  it('labels everything as Demonstração and counts cash and miles offers', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Demonstração do Conversor' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Não são tarifas reais');
    expect(screen.getByRole('button', { name: 'Todos (6)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Dinheiro (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Milhas (4)' })).toHaveAttribute('aria-pressed', 'false');
    for (const card of cards()) expect(within(card).getByText('Demonstração')).toBeInTheDocument();
  });

  it('values GRU → MIA miles from the demo pricing (45.000 milhas + R$ 150,00) and sorts best value first', () => {
    renderPage();
    expect(names()).toEqual([
      'Smiles, Econômica, em milhas',
      'Azul Fidelidade, Econômica, em milhas',
      'LATAM Pass, Econômica, em milhas',
      'LATAM, Econômica, em dinheiro',
      'LATAM Pass, Executiva, em milhas',
      'LATAM, Executiva, em dinheiro',
    ]);
    const [smiles, azul, latam, cashEconomy, latamBusiness, cashBusiness] = cards() as HTMLElement[];
    expect(smiles).toHaveTextContent('45.000 milhas Smiles');
    expect(smiles).toHaveTextContent('+ R$ 150,00 em taxas · aproximadamente R$ 825,00');
    expect(smiles).toHaveTextContent('R$ 15,00 por 1.000 milhas');
    expect(azul).toHaveTextContent('aproximadamente R$ 825,00');
    expect(latam).toHaveTextContent('aproximadamente R$ 1.252,50');
    // Reference cash fare: 57.000 chart miles × R$ 24,50 / 1.000 + R$ 150,00.
    expect(cashEconomy).toHaveTextContent('R$ 1.546,50');
    expect(latamBusiness).toHaveTextContent('90.000 milhas LATAM Pass');
    expect(latamBusiness).toHaveTextContent('aproximadamente R$ 2.355,00');
    expect(cashBusiness).toHaveTextContent('R$ 2.943,00');
    expect(screen.getAllByText('Melhor opção')).toHaveLength(1);
    expect(within(cards()[0] as HTMLElement).getByText('Melhor opção')).toBeInTheDocument();
  });

  it('filters by payment, the first card of each filter being the best option', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Dinheiro (2)' }));
    expect(screen.getByRole('button', { name: 'Dinheiro (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['LATAM, Econômica, em dinheiro', 'LATAM, Executiva, em dinheiro']);
    expect(within(cards()[0] as HTMLElement).getByText('Melhor opção')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Milhas (4)' }));
    expect(cards()).toHaveLength(4);
    expect(cards().every((c) => c.getAttribute('aria-label')?.endsWith('em milhas'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Todos (6)' }));
    expect(cards()).toHaveLength(6);
  });

  it('prices another sample route from the same tables', async () => {
    const { user } = renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rota de exemplo' }), 'GRU-LHR');
    const [first] = cards() as HTMLElement[];
    expect(first).toHaveTextContent('70.000 milhas Smiles');
    expect(first).toHaveTextContent('+ R$ 250,00 em taxas · aproximadamente R$ 1.300,00');
    expect(first).toHaveTextContent('LHR');
    // 80.700 chart miles (América do Sul 1 → Europa) × R$ 24,50 / 1.000 + R$ 250,00.
    expect(screen.getByRole('article', { name: 'LATAM, Econômica, em dinheiro' })).toHaveTextContent('R$ 2.227,15');
  });
});
