import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { DirectFlightCard } from './direct-flight-card';

// A fixed-table fare has no schedule, so it makes no stops claim ('Direto') and no 'sem horário'.

const passengers = { adults: 1, children: 0, infants: 0 };

describe('result card of a fixed-table fare', () => {
  it("says 'Tabela de referência — horários na emissão' instead of 'Direto' and 'sem horário'", () => {
    const flight = makeFlight('tabela-fixa-gru-mia', {
      source: 'fixed_table',
      price: null,
      miles: 35000,
      milesProgram: 'LATAM Pass',
      departure: { time: '', airport: 'GRU', city: '', date: '2026-12-20' },
      arrival: { time: '', airport: 'MIA', city: '', date: '2026-12-20' },
      freshness: { kind: 'reference', fetchedAt: '2026-11-22T12:00:00.000Z' },
    });
    render(<DirectFlightCard flight={flight} passengers={passengers} />);
    expect(screen.getByText('Tabela de referência — horários na emissão')).toBeInTheDocument();
    expect(screen.queryByText('Direto')).not.toBeInTheDocument();
    expect(screen.queryByText('sem horário')).not.toBeInTheDocument();
  });

  it('keeps duration and stops for a scheduled offer', () => {
    const flight = makeFlight('voo-1', { price: 2500, duration: '8h', stops: 0 });
    render(<DirectFlightCard flight={flight} passengers={passengers} />);
    expect(screen.getByText('Direto')).toBeInTheDocument();
    expect(screen.getByText('8h')).toBeInTheDocument();
    expect(screen.queryByText('Tabela de referência — horários na emissão')).not.toBeInTheDocument();
  });
});
