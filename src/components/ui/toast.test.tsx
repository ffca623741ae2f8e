import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastAction } from './toast';
import { Toaster } from './toaster';
import {
  dismissToast,
  TOAST_DURATION,
  type ToastHandle,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
  useToast,
} from './use-toast';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

/** The rendered toast (Radix gives each one role="status"), found by its title. */
function toastItem(title: string) {
  return screen.getByText(title, { selector: '[data-variant] *' }).closest('[data-variant]');
}

describe('toasts', () => {
  it('keeps the SPEC §9 constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Busca iniciada' }));
    expect(toastItem('Busca iniciada')).toBeVisible();
    act(() => void toast({ title: 'Busca concluída', description: '3 voos de ida' }));
    expect(screen.queryByText('Busca iniciada')).not.toBeInTheDocument();
    expect(toastItem('Busca concluída')).toHaveTextContent('3 voos de ida');
    expect(document.querySelectorAll('[data-variant]')).toHaveLength(1);
  });

  it('renders the destructive variant distinctly', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Tudo certo' }));
    const normal = toastItem('Tudo certo');
    expect(normal).toHaveAttribute('data-variant', 'default');
    const normalClass = normal?.className;
    act(() => void toast({ title: 'Erro na busca', variant: 'destructive' }));
    const error = toastItem('Erro na busca');
    expect(error).toHaveAttribute('data-variant', 'destructive');
    expect(error).toHaveClass('bg-destructive');
    expect(error?.className).not.toBe(normalClass);
  });

  it('closes from its close button, named "Fechar"', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Toaster />);
    act(() => void toast({ title: 'Voo removido!' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText('Voo removido!')).not.toBeInTheDocument();
  });

  it('closes with the handle toast() returns, and updates in place', () => {
    render(<Toaster />);
    let handle: ToastHandle | undefined;
    act(() => {
      handle = toast({ title: 'Buscando...' });
    });
    act(() => handle?.update({ title: 'Busca finalizada com sucesso' }));
    expect(screen.queryByText('Buscando...')).not.toBeInTheDocument();
    expect(toastItem('Busca finalizada com sucesso')).toBeVisible();
    act(() => handle?.dismiss());
    expect(screen.queryByText('Busca finalizada com sucesso')).not.toBeInTheDocument();
  });

  it('renders an action button', async () => {
    const user = userEvent.setup({ delay: null });
    const onUndo = vi.fn();
    render(<Toaster />);
    act(
      () =>
        void toast({
          title: 'Voo removido!',
          action: (
            <ToastAction altText="Desfazer a remoção" onClick={onUndo}>
              Desfazer
            </ToastAction>
          ),
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(onUndo).toHaveBeenCalledOnce();
  });

  it('hides itself after TOAST_DURATION ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Perfil atualizado' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION - 100));
    expect(screen.getByText('Perfil atualizado')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Perfil atualizado')).not.toBeInTheDocument();
  });

  it('drops a dismissed toast from the store after TOAST_REMOVE_DELAY ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    act(() => void toast({ title: 'Salvo' }).dismiss());
    expect(result.current.toasts).toEqual([expect.objectContaining({ title: 'Salvo', open: false })]);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(result.current.toasts).toEqual([]);
  });
});
