import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { awardFlight } from '@tests/unit/fakes/award-flight-fixture';
import { combineProgramResults } from './award-outcome';
import { dateAwardRows, nextSort } from './date-rows';

describe('dateAwardRows', () => {
  it('keeps the live flights of the date, then the reference rows, as date-based flights', () => {
    const onDate = awardFlight({ id: 'seats-aero-dia-01', flight_date: '2026-12-01', available_seats: 7 });
    const otherDay = awardFlight({ id: 'seats-aero-dia-02', flight_date: '2026-12-02' });
    const outcome = combineProgramResults(
      [
        { program: 'SMILES', flights: [onDate, otherDay] },
        { program: 'AZUL', error: new ApiError(503, 'Seats.aero não configurado.', 'seats_aero_not_configured') },
      ],
      { origin: 'GRU', destination: 'MIA' },
      'ALL',
    );
    const rows = dateAwardRows(outcome, '2026-12-01');
    expect(rows.map((r) => r.id)).toEqual([
      'seats-aero-dia-01',
      'tabela-fixa-azul-GRU-MIA-economy',
      'tabela-fixa-azul-GRU-MIA-business',
      'tabela-fixa-azul-GRU-MIA-first',
    ]);
    expect(rows[0]).toEqual({
      id: 'seats-aero-dia-01',
      airline: 'GOL',
      program: 'Smiles',
      cabin: 'ECONOMY',
      miles: 60000,
      departureTime: '23:15',
      arrivalTime: '06:05',
      origin: 'GRU',
      destination: 'MIA',
      duration: '8h 50min',
      stops: 0,
      availableSeats: 7,
    });
  });
});

describe('nextSort', () => {
  it('flips the same column and starts another ascending', () => {
    expect(nextSort({ key: 'miles', direction: 'asc' }, 'miles')).toEqual({ key: 'miles', direction: 'desc' });
    expect(nextSort({ key: 'miles', direction: 'desc' }, 'miles')).toEqual({ key: 'miles', direction: 'asc' });
    expect(nextSort({ key: 'miles', direction: 'desc' }, 'airline')).toEqual({ key: 'airline', direction: 'asc' });
  });
});
