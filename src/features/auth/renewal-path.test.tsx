import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EXPIRED_MESSAGE } from '@/shared/subscription-display';
import { LoginPage } from './login-page';

describe('an expired subscriber at the sign-in form', () => {
  it('is shown how to renew (the support address while no checkout is configured), not only told it expired', () => {
    render(
      <MemoryRouter>
        <LoginPage notice={EXPIRED_MESSAGE} />
      </MemoryRouter>,
    );
    expect(screen.getByText(EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByTestId('renovar')).toHaveTextContent(
      'Para renovar, escreva para suporte@bussoladaspassagens.com.br',
    );
    expect(screen.getByRole('link', { name: 'suporte@bussoladaspassagens.com.br' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:suporte@bussoladaspassagens\.com\.br\?subject=Renovar/),
    );
  });
});
