import type { AwardFlight } from '@core/schemas/award';

/** A normalised award flight as GET /api/miles/search sends it (tests only). */
export function awardFlight(overrides: Partial<AwardFlight> = {}): AwardFlight {
  return {
    id: 'seats-aero-0001-gru-mia',
    program: 'Smiles',
    original_program: 'Smiles',
    airline: 'GOL',
    flight_number: 'G3 7700',
    airline_code: 'G3',
    origin: 'GRU',
    destination: 'MIA',
    departure_time: '23:15',
    arrival_time: '06:05',
    flight_date: '2026-12-01',
    departure_date: '2026-12-01',
    arrival_date: '2026-12-02',
    duration: '8h 50min',
    duration_minutes: 530,
    stops: 0,
    connections: [],
    cabin_class: 'ECONOMY',
    miles_cost: 60000,
    miles_estimated: false,
    fees: 180.5,
    fees_currency: 'BRL',
    available_seats: 4,
    booking_link: 'https://www.smiles.com.br/mfe/emissao-passagem/?originAirport=GRU',
    booking_links: [
      { label: 'Smiles', link: 'https://www.smiles.com.br/mfe/emissao-passagem/?originAirport=GRU', primary: true },
    ],
    notes: '',
    aircraft: 'Boeing 737 MAX 8',
    source: 'seats_aero',
    ...overrides,
  };
}
