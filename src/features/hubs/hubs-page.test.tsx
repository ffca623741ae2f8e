import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HubsPageBody } from './hubs-page';
import { HubsIntro } from './hubs-screen';

const renderPage = () => {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <HubsIntro />
      <HubsPageBody />
    </MemoryRouter>,
  );
  return { user };
};

/** The airport cards of the visible tab. */
const cards = () =>
  within(screen.getByRole('tabpanel')).getAllByRole('link', { name: /^Buscar voos (para|saindo de) / });

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
    // A traveller in Brazil flies to an international hub: it is the destination, never the origin too.
    expect(screen.getByRole('link', { name: 'Buscar voos para Miami (MIA)' })).toHaveAttribute(
      'href',
      '/busca-award?origem=GRU&destino=MIA',
    );
    for (const card of cards()) {
      const [, origin, destination] = /^\/busca-award\?origem=([A-Z]{3})&destino=([A-Z]{3})$/.exec(
        card.getAttribute('href') ?? '',
      ) ?? ['', '', ''];
      expect(origin).toBe('GRU');
      expect(destination).not.toBe(origin);
    }
  });

  it('switches to the 12 Brazilian hubs with type and region', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Hubs Brasileiros' }));
    expect(screen.getByRole('tab', { name: 'Hubs Brasileiros' })).toHaveAttribute('aria-selected', 'true');
    expect(cards()).toHaveLength(12);
    const gru = screen.getByRole('link', { name: 'Buscar voos saindo de São Paulo (GRU)' });
    expect(gru).toHaveAttribute('href', '/busca-award?origem=GRU&destino=MIA');
    const card = gru.closest('li');
    expect(card).toHaveTextContent('Aeroporto Internacional de São Paulo/Guarulhos');
    expect(card).toHaveTextContent('Hub internacional');
    expect(card).toHaveTextContent('Região Sudeste · Brasil');
    expect(screen.queryByRole('link', { name: 'Buscar voos para Miami (MIA)' })).not.toBeInTheDocument();
  });
});
