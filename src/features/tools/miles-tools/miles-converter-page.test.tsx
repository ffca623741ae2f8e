import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MilesConverterPage } from './miles-converter-page';

function renderPage(url = '/test-miles-converter') {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={[url]}>
      <MilesConverterPage />
    </MemoryRouter>,
  );
  return {
    user,
    miles: screen.getByRole('textbox', { name: 'Quantidade de milhas' }),
    program: screen.getByRole('combobox', { name: 'Programa' }),
  };
}

const result = () => screen.getByRole('region', { name: 'Resultado' });
/** [programa, por 1.000, valor] per row of the comparison table. */
const tableRows = () =>
  within(screen.getByRole('table', { name: 'Comparação entre programas' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('Conversor de Milhas', () => {
  it('starts at 10.000 miles of LATAM Pass and values them in reais, every programme side by side', () => {
    const { miles, program } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Conversor de Milhas' })).toBeInTheDocument();
    expect(miles).toHaveValue('10000');
    expect(program).toHaveValue('latam');
    expect(
      within(program)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['LATAM Pass', 'Virgin Atlantic', 'Azul Fidelidade', 'Smiles']);
    expect(result()).toHaveTextContent('aproximadamente R$ 245,00');
    expect(result()).toHaveTextContent('10.000 milhas LATAM Pass · R$ 24,50 por 1.000 milhas');
    expect(tableRows()).toEqual([
      ['LATAM PassSelecionado', 'R$ 24,50', 'aproximadamente R$ 245,00'],
      ['Virgin Atlantic', 'R$ 18,00', 'aproximadamente R$ 180,00'],
      ['Azul Fidelidade', 'R$ 15,00', 'aproximadamente R$ 150,00'],
      ['Smiles', 'R$ 15,00', 'aproximadamente R$ 150,00'],
    ]);
  });

  it('recomputes as the quantity and the programme change (dots as thousands)', async () => {
    const { user, miles, program } = renderPage();
    await user.clear(miles);
    await user.type(miles, '45.000');
    expect(result()).toHaveTextContent('aproximadamente R$ 1.102,50');
    await user.selectOptions(program, 'smiles');
    expect(result()).toHaveTextContent('aproximadamente R$ 675,00');
    expect(result()).toHaveTextContent('45.000 milhas Smiles · R$ 15,00 por 1.000 milhas');
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('Smiles');
    expect(screen.getByRole('caption')).toHaveTextContent('Valor de 45.000 milhas em cada programa');
  });

  it.each([
    ['', 'Informe a quantidade de milhas.'],
    ['0', 'A quantidade de milhas deve ser maior que zero.'],
    ['-500', 'A quantidade de milhas deve ser maior que zero.'],
    ['10,5', 'Informe um número inteiro de milhas, sem casas decimais.'],
    ['dez mil', 'Use apenas números, por exemplo 10000 ou 10.000.'],
    ['20000000', 'A quantidade máxima é 10.000.000 milhas.'],
  ])('rejects %j with a pt-BR message and shows no value', async (typed, message) => {
    const { user, miles } = renderPage();
    await user.clear(miles);
    if (typed) await user.type(miles, typed);
    expect(miles).toHaveAccessibleDescription(message);
    expect(miles).toHaveAttribute('aria-invalid', 'true');
    expect(result()).toHaveTextContent('Informe a quantidade de milhas e o programa para ver o valor em reais.');
    expect(tableRows().map((row) => row[2])).toEqual(['—', '—', '—', '—']);
  });

  it('takes miles and programme from the link, programme aliases included', () => {
    const { miles, program } = renderPage('/test-miles-converter?milhas=20000&programa=gol');
    expect(miles).toHaveValue('20000');
    expect(program).toHaveValue('smiles');
    expect(result()).toHaveTextContent('aproximadamente R$ 300,00');
  });

  it("says 'Programa não reconhecido' for an unknown programme in the link until one is chosen", async () => {
    const { user, program } = renderPage('/test-miles-converter?programa=Milhas%20Fantasia');
    expect(screen.getByText(/Programa não reconhecido: “Milhas Fantasia”/)).toBeInTheDocument();
    expect(program).toHaveValue('');
    expect(program).toHaveAccessibleDescription('Selecione um programa');
    expect(result()).toHaveTextContent('Informe a quantidade de milhas e o programa');
    await user.selectOptions(program, 'virgin');
    expect(screen.queryByText(/Programa não reconhecido/)).not.toBeInTheDocument();
    expect(result()).toHaveTextContent('aproximadamente R$ 180,00');
  });
});
