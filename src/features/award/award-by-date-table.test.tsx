import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DateAwardFlight } from '@core/schemas/award';
import { AwardByDateTable } from './award-by-date-table';

// /award-por-data labels and values a Virgin Atlantic seat as /busca-award does.

const row = (o: Partial<DateAwardFlight>): DateAwardFlight => ({
  id: 'seats-aero-virgin-1',
  airline: 'Virgin Atlantic',
  program: 'LATAM Pass',
  cabin: 'ECONOMY',
  miles: 80_700,
  departureTime: '22:00',
  arrivalTime: '06:00',
  origin: 'GRU',
  destination: 'LHR',
  duration: '11h',
  stops: 0,
  availableSeats: null,
  ...o,
});

describe('AwardByDateTable', () => {
  it("shows a Virgin Atlantic seat 'via Virgin Atlantic' at Virgin's value, not at LATAM's", () => {
    render(<AwardByDateTable rows={[row({ originalProgram: 'Virgin Atlantic' })]} />);
    const table = screen.getByRole('table', { name: 'Voos award por data' });
    expect(within(table).getByText('via Virgin Atlantic')).toBeInTheDocument();
    expect(within(table).getByText('aproximadamente R$ 1.452,60 (milhas; taxas à parte)')).toBeInTheDocument();
    expect(within(table).queryByText('aproximadamente R$ 1.977,15 (milhas; taxas à parte)')).not.toBeInTheDocument();
  });

  it('values a LATAM Pass seat at the LATAM rate, with no via', () => {
    render(<AwardByDateTable rows={[row({ airline: 'LATAM' })]} />);
    expect(screen.getByText('aproximadamente R$ 1.977,15 (milhas; taxas à parte)')).toBeInTheDocument();
    expect(screen.queryByText(/^via /)).not.toBeInTheDocument();
  });
});
