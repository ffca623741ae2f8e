import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function FlightDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Ver Detalhes</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Detalhes do Voo</DialogTitle>
        <DialogDescription>GRU → MIA</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

describe('dialog', () => {
  it('opens from its trigger, named by its title, with focus inside', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FlightDialog />);
    await user.click(screen.getByRole('button', { name: 'Ver Detalhes' }));
    const dialog = screen.getByRole('dialog', { name: 'Detalhes do Voo' });
    expect(dialog).toHaveAccessibleDescription('GRU → MIA');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FlightDialog />);
    const trigger = screen.getByRole('button', { name: 'Ver Detalhes' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from the corner button named "Fechar", by keyboard too', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FlightDialog />);
    const trigger = screen.getByRole('button', { name: 'Ver Detalhes' });
    trigger.focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Fechar' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('alert dialog', () => {
  it('asks, then cancels on Escape and returns focus', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Deletar usuário</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Deletar usuário?</AlertDialogTitle>
          <AlertDialogDescription>Esta ação não pode ser desfeita.</AlertDialogDescription>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction>Deletar</AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Deletar usuário' });
    await user.click(trigger);
    expect(screen.getByRole('alertdialog', { name: 'Deletar usuário?' })).toBeInTheDocument();
    // Radix focuses Cancel first, so Enter on an open alert never confirms by accident.
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
