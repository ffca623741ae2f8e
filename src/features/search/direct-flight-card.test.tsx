import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { DirectFlightCard } from './direct-flight-card';

const passengers = { adults: 1, children: 0, infants: 0 };
const demo = { kind: 'demo' as const, fetchedAt: '2026-11-22T12:00:00.000Z' };

describe('a demo offer on the direct search', () => {
  it("says 'Demonstração: sem compra' and links to no airline purchase page", () => {
    const cash = makeFlight('demo-cash-LA1234-2026-12-20', {
      airline: 'LATAM',
      source: 'demo',
      price: 2500,
      url: '',
      freshness: demo,
    });
    const miles = makeFlight('demo-miles-AD1234-2026-12-20', {
      airline: 'Azul',
      source: 'demo',
      miles: 60000,
      milesProgram: 'Azul Fidelidade',
      url: '',
      freshness: demo,
    });
    render(
      <>
        <DirectFlightCard flight={cash} passengers={passengers} />
        <DirectFlightCard flight={miles} passengers={passengers} />
      </>,
    );
    expect(screen.getAllByText('Demonstração: sem compra')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^Comprar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Resgatar/ })).not.toBeInTheDocument();
  });
});
