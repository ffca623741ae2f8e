import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { FlightCard } from './flight-card';
import { PassengerCountContext } from './passenger-count';

const cash = makeFlight('cash', { price: 1200, miles: null, milesProgram: null });
const miles = makeFlight('miles', { price: null, miles: 57_000, milesProgram: 'LATAM Pass', fees: 150 });

function renderCard(flight: typeof cash, passengers: number) {
  render(
    <MemoryRouter>
      <PassengerCountContext value={passengers}>
        <FlightCard flight={flight} />
      </PassengerCountContext>
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('prices say who they are for', () => {
  it("one passenger: the price says 'por passageiro' and there is no total", () => {
    const card = renderCard(cash, 1);
    expect(card).toHaveTextContent('R$ 1.200,00por passageiro');
    expect(card).not.toHaveTextContent('Total para');
  });

  it('three passengers: the cash fare per passenger and the total for the group', () => {
    const card = renderCard(cash, 3);
    expect(card).toHaveTextContent('R$ 1.200,00por passageiro');
    expect(card).toHaveTextContent('Total para 3 passageiros: R$ 3.600,00');
  });

  it("three passengers: miles and fees per passenger, and the group's miles, taxes and value in reais", async () => {
    const card = renderCard(miles, 3);
    expect(card).toHaveTextContent('57.000 milhas LATAM Passpor passageiro');
    // LATAM Pass at its reference R$ 24,50: 57.000 × 24,50 ÷ 1.000 + 150 = R$ 1.546,50 each, R$ 4.639,50 for 3.
    expect(card).toHaveTextContent('+ R$ 150,00 em taxas · aproximadamente R$ 1.546,50 com o milheiro de referência');
    expect(
      await within(card).findByText('Total para 3 passageiros: 171.000 milhas + R$ 450,00 em taxas ≈ R$ 4.639,50'),
    ).toBeInTheDocument();
  });
});

describe('seats against the party', () => {
  it('an award with fewer seats than the travellers says so; one with no count says it is unknown', () => {
    const one = renderCard(makeFlight('one-seat', { ...miles, id: 'one-seat', availableSeats: 1 }), 2);
    expect(one).toHaveTextContent('Só 1 assento: não dá para 2 passageiros');
    cleanup();
    const azul = renderCard(makeFlight('azul', { ...miles, id: 'azul', milesProgram: 'Azul Fidelidade' }), 2);
    expect(azul).toHaveTextContent('lugares: ?');
    cleanup();
    expect(renderCard(makeFlight('alone', { ...miles, id: 'alone' }), 1)).not.toHaveTextContent('lugares');
  });
});
