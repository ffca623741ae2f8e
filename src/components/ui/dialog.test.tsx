import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('dialog', () => {
  it('opens from its trigger, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Detalhes</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Detalhes do Voo</DialogTitle>
          <DialogDescription>GRU → MIA</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Detalhes' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Detalhes do Voo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('tabs', () => {
  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="buscar">
        <TabsList>
          <TabsTrigger value="buscar">Buscar</TabsTrigger>
          <TabsTrigger value="resultados">Resultados</TabsTrigger>
        </TabsList>
        <TabsContent value="buscar">Formulário</TabsContent>
        <TabsContent value="resultados">Lista</TabsContent>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'Buscar' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Resultados' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Resultados' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Lista')).toBeVisible();
  });
});
