import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { updateAvailableAtom } from '@/lib/pwa';
import { ReloadPrompt } from './reload-prompt';

function renderWith(available: boolean, onUpdate = vi.fn()) {
  const store = createStore();
  store.set(updateAvailableAtom, available);
  render(
    <Provider store={store}>
      <ReloadPrompt onUpdate={onUpdate} />
    </Provider>,
  );
  return { store, onUpdate };
}

describe('ReloadPrompt', () => {
  it('stays hidden while there is no new version', () => {
    renderWith(false);
    expect(screen.queryByText('Nova versão disponível')).not.toBeInTheDocument();
  });

  it('offers the update when a new version waits, and applies it on Atualizar', async () => {
    const { onUpdate } = renderWith(true);
    expect(screen.getByRole('status')).toHaveTextContent('Nova versão disponível');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('goes away on Depois', async () => {
    const { store } = renderWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Depois' }));
    expect(screen.queryByText('Nova versão disponível')).not.toBeInTheDocument();
    expect(store.get(updateAvailableAtom)).toBe(false);
  });
});
