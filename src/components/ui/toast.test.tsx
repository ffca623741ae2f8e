import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { dismissToast, TOAST_DURATION_MS, TOAST_LIMIT, toast } from './use-toast';

afterEach(() => act(() => dismissToast()));

describe('toasts', () => {
  it('keeps the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Busca iniciada' }));
    expect(screen.getByText('Busca iniciada')).toBeInTheDocument();
    act(() => void toast({ title: 'Busca concluída', description: '3 voos de ida' }));
    expect(screen.queryByText('Busca iniciada')).not.toBeInTheDocument();
    expect(screen.getByText('Busca concluída')).toBeInTheDocument();
    expect(screen.getByText('3 voos de ida')).toBeInTheDocument();
  });

  it('marks destructive toasts distinctly', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Erro na busca', variant: 'destructive' }));
    const item = screen.getByText('Erro na busca').closest('[data-variant]');
    expect(item).toHaveAttribute('data-variant', 'destructive');
  });

  it('closes from its accessible close button', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Voo removido!' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText('Voo removido!')).not.toBeInTheDocument();
  });
});
