import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HubsPage } from './hubs-page';

const renderPage = () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <HubsPage />
    </MemoryRouter>,
  );
  return { user };
};

/** The airport cards of the visible tab. */
const cards = () => within(screen.getByRole('tabpanel')).getAllByRole('link', { name: /^Buscar voos saindo de / });

describe('Hubs Aeroportuários', () => {
  it('has the heading, the tip and both tabs, international first', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Hubs Aeroportuários' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Dica' })).toHaveTextContent(/^Dica:/);
    expect(screen.getByRole('tab', { name: 'Hubs Internacionais' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Hubs Brasileiros' })).toHaveAttribute('aria-selected', 'false');
  });

  it('shows 35 international hubs in five groups, each card linking to the award search', () => {
    renderPage();
    expect(cards()).toHaveLength(35);
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      expect.stringContaining('América do Norte'),
      expect.stringContaining('América do Sul'),
      expect.stringContaining('Europa'),
      expect.stringContaining('Ásia e Oriente Médio'),
      expect.stringContaining('Oceania e África'),
    ]);
    expect(screen.getByRole('link', { name: 'Buscar voos saindo de Miami (MIA)' })).toHaveAttribute(
      'href',
      '/busca-award?origin=MIA',
    );
    for (const card of cards()) expect(card.getAttribute('href')).toMatch(/^\/busca-award\?origin=[A-Z]{3}$/);
  });

  it('switches to the 12 Brazilian hubs with type and region', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Hubs Brasileiros' }));
    expect(screen.getByRole('tab', { name: 'Hubs Brasileiros' })).toHaveAttribute('aria-selected', 'true');
    expect(cards()).toHaveLength(12);
    const gru = screen.getByRole('link', { name: 'Buscar voos saindo de São Paulo (GRU)' });
    expect(gru).toHaveAttribute('href', '/busca-award?origin=GRU');
    expect(gru).toHaveTextContent('Aeroporto Internacional de São Paulo/Guarulhos');
    expect(gru).toHaveTextContent('Hub internacional');
    expect(gru).toHaveTextContent('Região Sudeste · Brasil');
    expect(screen.queryByRole('link', { name: 'Buscar voos saindo de Miami (MIA)' })).not.toBeInTheDocument();
  });
});
