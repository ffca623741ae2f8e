import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type BeforeInstallPromptEvent, installPromptAtom } from '@/lib/pwa';
import { UserMenu } from './user-menu';

const USER = { id: 'u1', email: 'rita@exemplo.com.br', full_name: 'Rita Alves', subscription_expires: null };

function mount(offer: BeforeInstallPromptEvent | null) {
  const store = createStore();
  store.set(installPromptAtom, offer);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <UserMenu user={USER} />
      </MemoryRouter>
    </Provider>,
  );
}

describe("user menu 'Instalar app'", () => {
  it('is there while the browser offers installation, and prompts', async () => {
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    mount(offer);
    await userEvent.click(screen.getByRole('button', { name: 'Menu da conta de Rita Alves (RA)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Instalar app' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
  });

  it('is absent when the browser offers none', async () => {
    mount(null);
    await userEvent.click(screen.getByRole('button', { name: 'Menu da conta de Rita Alves (RA)' }));
    expect(await screen.findByRole('menuitem', { name: /Perfil/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Instalar app' })).not.toBeInTheDocument();
  });

  it('names the account button with the initials it shows (axe label-content-name-mismatch)', () => {
    mount(null);
    const button = screen.getByRole('button', { name: /^Menu da conta de Rita Alves/ });
    expect(button).toHaveTextContent('RA');
    expect(button.getAttribute('aria-label')).toContain(button.textContent ?? '∅');
  });
});
