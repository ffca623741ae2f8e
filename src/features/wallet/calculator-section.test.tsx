import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalculatorSection } from './calculator-section';

const result = () => screen.getByText(/Milheiro efetivo/).closest('div') as HTMLElement;
const retype = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
  await user.clear(screen.getByLabelText(label));
  if (text) await user.type(screen.getByLabelText(label), text);
};

describe('Calculadora: the arithmetic on screen, live as the traveller types', () => {
  it('R$ 35 per 1.000 with 100 % at 1:1 gives R$ 17,50, against a sale of R$ 16,50', () => {
    render(<CalculatorSection />);
    expect(result()).toHaveTextContent('Milheiro efetivo: R$ 17,50 por 1.000 milhas');
    expect(result()).toHaveTextContent('Não compensa: vendendo por R$ 16,50, você perde R$ 1,00 por 1.000 milhas.');
    expect(result()).toHaveTextContent('Proporção 1:1 (a confirmar).');
  });

  it('follows each keystroke and the pair’s ratio (Iupp 1,25:1)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CalculatorSection />);
    await retype(user, 'Preço (R$ por 1.000 pontos)', '28');
    expect(result()).toHaveTextContent('R$ 14,00');
    expect(result()).toHaveTextContent('Vale a pena: vendendo por R$ 16,50, sobram R$ 2,50 por 1.000 milhas.');
    await user.selectOptions(screen.getByLabelText('Comprar pontos de'), 'IUPP');
    // 28 ÷ (0,8 × 2) = 17,50
    expect(result()).toHaveTextContent('Milheiro efetivo: R$ 17,50');
    expect(result()).toHaveTextContent('Proporção 1,25:1');
    await retype(user, 'Vendo por (R$ por 1.000 milhas)', '');
    expect(result()).not.toHaveTextContent('vendendo');
  });

  it('a bonus of 401 % is refused beside its field and no result is shown', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CalculatorSection />);
    await retype(user, 'Bônus de transferência (%)', '401');
    expect(screen.getByLabelText('Bônus de transferência (%)')).toHaveAccessibleDescription(
      'Bônus acima de 400% não existe; confira o valor.',
    );
    expect(screen.getByText('Corrija os valores acima para ver o resultado.')).toBeInTheDocument();
  });

  it('says when no transfer is known for the pair', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CalculatorSection />);
    await user.selectOptions(screen.getByLabelText('Comprar pontos de'), 'ACCOR_ALL');
    expect(screen.getByText('Não há transferência conhecida de Accor ALL para Smiles.')).toBeInTheDocument();
  });
});
