import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@core/format/dates';
import { addDaysIso, searchQuerySchema, todayIsoDate } from '@core/schemas/search';
import { SearchBookingOpens } from './search-booking-opens';

// A finished search of a far day says when each programme not open yet opens it.

const today = todayIsoDate();
const far = addDaysIso(today, 340);

describe('SearchBookingOpens', () => {
  it('says when Smiles opens the day; nothing for a cash search or without windows', () => {
    const query = searchQuerySchema.parse({ origin: 'GRU', destination: 'LIS', departureDate: far });
    const { rerender } = render(
      <SearchBookingOpens query={query} windows={[{ program: 'SMILES', numDaysOut: 330 }]} userId={null} />,
    );
    expect(screen.getByRole('list', { name: 'Reservas que ainda não abriram' })).toHaveTextContent(
      `Reservas da Smiles para ${formatDate(far)} abrem em 10 dias (${formatDate(addDaysIso(today, 10))})`,
    );
    rerender(<SearchBookingOpens query={query} windows={undefined} userId={null} />);
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <SearchBookingOpens
        query={{ ...query, searchType: 'cash' }}
        windows={[{ program: 'SMILES', numDaysOut: 330 }]}
        userId={null}
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
