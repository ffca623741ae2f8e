import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HubsPage } from './hubs-page';

describe('Hubs Aeroportuários', () => {
  it('shows 35 international hubs, then 12 Brazilian ones, each linking to the award search', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <HubsPage />
      </MemoryRouter>,
    );
    const cards = () => within(screen.getByRole('tabpanel')).getAllByRole('link', { name: /^Buscar voos saindo de/ });
    expect(cards()).toHaveLength(35);
    expect(screen.getByRole('link', { name: 'Buscar voos saindo de Miami (MIA)' })).toHaveAttribute(
      'href',
      '/busca-award?origin=MIA',
    );

    await user.click(screen.getByRole('tab', { name: 'Hubs Brasileiros' }));
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Buscar voos saindo de São Paulo (GRU)' })).toHaveAttribute(
      'href',
      '/busca-award?origin=GRU',
    );
    expect(screen.getByText(/Dica:/)).toBeInTheDocument();
  });
});
