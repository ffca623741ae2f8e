import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SubscribePage } from './subscribe-page';

function mount(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/assinar', state }]}>
      <SubscribePage />
    </MemoryRouter>,
  );
}

describe('/assinar (issue 15)', () => {
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

  it('ignores a router state that is not an e-mail', () => {
    mount({ noSubscription: 42 });
    expect(screen.queryByText('Você ainda não tem uma assinatura ativa')).not.toBeInTheDocument();
  });
});
