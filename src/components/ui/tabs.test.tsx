import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('tabs', () => {
  it('moves between tabs with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Tabs defaultValue="buscar">
        <TabsList aria-label="Busca">
          <TabsTrigger value="buscar">Buscar</TabsTrigger>
          <TabsTrigger value="resultados">Resultados</TabsTrigger>
        </TabsList>
        <TabsContent value="buscar">Formulário</TabsContent>
        <TabsContent value="resultados">Lista</TabsContent>
      </Tabs>,
    );
    const buscar = screen.getByRole('tab', { name: 'Buscar' });
    const resultados = screen.getByRole('tab', { name: 'Resultados' });

    await user.tab();
    expect(buscar).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(resultados).toHaveFocus();
    expect(resultados).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Resultados' })).toHaveTextContent('Lista');
    expect(screen.queryByText('Formulário')).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(buscar).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(resultados).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buscar).toHaveAttribute('aria-selected', 'true');
  });
});
