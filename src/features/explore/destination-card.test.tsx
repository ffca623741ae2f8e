import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@core/format/dates';
import { readCalendarLink } from '@core/links/calendar-link';
import { exploreReplyFixture } from '@tests/unit/fakes/explore-reply-fixture';
import { COVERED_LABEL, DestinationCard } from './destination-card';

// A destination as the traveller reads it on a phone: the best total for the party and per person, the cash fare
// with its dates, the best award with its miles, taxes in reais and value at their milheiro, whether the balances
// pay it; and the way on to its calendar (the explore's whole window, round trip of its length) or its search.

function renderCard(index: number) {
  const reply = exploreReplyFixture();
  const destination = reply.destinations[index];
  if (!destination) throw new Error('fixture');
  render(
    <MemoryRouter>
      <DestinationCard reply={reply} destination={destination} />
    </MemoryRouter>,
  );
  return { reply, destination };
}

describe('DestinationCard', () => {
  it('shows the best total, per person, the cash fare with its dates and the best award in reais', () => {
    const { destination } = renderCard(0);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Lisboa, Portugal (LIS)');
    expect(screen.getByText('R$ 1.900,00')).toBeInTheDocument();
    expect(screen.getByText(/para 2 pessoas · R\$ 950,00 por pessoa · em milhas \(Smiles\)/)).toBeInTheDocument();
    const cash = destination.cash;
    expect(
      screen.getByText(
        `R$ 9.000,00 (R$ 4.500,00 por pessoa) · ${formatDate(cash?.departureDate)} a ${formatDate(cash?.returnDate)} · direto · TAP`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Smiles: 100\.000 milhas \+ R\$ 200,00 em taxas ≈ R\$ 1\.900,00 · seu milheiro R\$ 17,00 · .* · direto · 4 assentos/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Outros programas: LATAM Pass ≈ R\$ 4\.500,00/)).toBeInTheDocument();
    expect(screen.getByText(COVERED_LABEL)).toBeInTheDocument();
  });

  it('opens the calendar for the whole window, round trip of a week, for the party; and the search on the fare’s day', () => {
    const { reply, destination } = renderCard(1);
    expect(screen.queryByText(COVERED_LABEL)).toBeNull();
    expect(screen.getByText('sem award encontrado')).toBeInTheDocument();
    const calendar = screen.getByRole('link', { name: 'Calendário para Buenos Aires' });
    const url = new URL(calendar.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/calendario');
    expect(readCalendarLink(url.searchParams)).toMatchObject({
      origin: 'SAO',
      destination: 'BUE',
      from: reply.from,
      to: reply.to,
      adults: 2,
      nights: 7,
    });
    const search = screen.getByRole('link', { name: 'Buscar voos para Buenos Aires' });
    expect(search.getAttribute('href')).toBe(
      `/?origem=SAO&destino=BUE&data=${destination.cash?.departureDate}&passageiros=2`,
    );
  });

  it('says a fare with no dates plainly, and the search then opens with its form filled', () => {
    renderCard(2);
    const card = screen.getByRole('heading', { level: 3 }).closest('div.grid') as HTMLElement;
    expect(within(card).getByText('R$ 2.600,00 (R$ 1.300,00 por pessoa)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar voos para Salvador' }).getAttribute('href')).toBe(
      '/?origem=SAO&destino=SSA&passageiros=2',
    );
  });
});
