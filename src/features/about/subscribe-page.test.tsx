import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReplyOf } from '@core/contract/operation';
import type { whoAmI } from '@core/contract/session';
import { STORED_USER_KEY } from '@/lib/stored-user';
import { SubscribePage } from './subscribe-page';

function mount(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/assinar', state }]}>
      <SubscribePage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/assinar', () => {
  it('sells the plans to a visitor, and says "em breve" while no checkout is configured', () => {
    mount();
    expect(screen.getByRole('heading', { name: 'Assine a Bússola das Passagens', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mensal', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Anual', level: 3 })).toBeInTheDocument();
    expect(screen.getByText(/Pagamento on-line: em breve/)).toBeInTheDocument();
    expect(screen.queryByText('Você ainda não tem uma assinatura ativa')).not.toBeInTheDocument();
  });

  it('tells an account without a subscription so, kindly, and never that it expired', () => {
    mount({ noSubscription: 'rita@exemplo.com.br' });
    expect(screen.getByText('Você ainda não tem uma assinatura ativa')).toBeInTheDocument();
    expect(screen.getByText(/Sua conta rita@exemplo.com.br está criada/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/expirou/i);
  });

  it('signed in without access: asks the server again when the tab comes back, and says once access is granted', async () => {
    const waiting: ReplyOf<typeof whoAmI>['user'] = {
      id: 'u1',
      email: 'rita@exemplo.com.br',
      full_name: 'Rita',
      user_type: 'assinante',
      role: 'user',
      subscription_plan: 'mensal',
      subscription_expires: '2026-01-01T00:00:00.000Z',
      requires_password_change: false,
      subscription_status: 'none',
      access_token: 'a.b.c',
    };
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(waiting));
    // GET /api/auth/me as the contract says it answers: the whole session user.
    const granted: ReplyOf<typeof whoAmI>['user'] = {
      ...waiting,
      subscription_expires: '2999-01-01T00:00:00.000Z',
      subscription_status: 'active',
    };
    const reply: ReplyOf<typeof whoAmI> = { success: true, user: granted };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(reply)));
    vi.stubGlobal('fetch', fetchMock);
    mount();
    expect(screen.getByText(/Sua conta rita@exemplo.com.br está criada/)).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Sua assinatura está ativa')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything());
    expect(screen.getByRole('link', { name: 'Ir para o Buscador Inteligente' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Você ainda não tem uma assinatura ativa')).not.toBeInTheDocument();
  });

  it('ignores a router state that is not an e-mail', () => {
    mount({ noSubscription: 42 });
    expect(screen.queryByText('Você ainda não tem uma assinatura ativa')).not.toBeInTheDocument();
  });
});
