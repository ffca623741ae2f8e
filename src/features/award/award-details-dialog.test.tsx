import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, stubMilesServer } from '@tests/unit/fakes/award-test-server';
import {
  bodyRows,
  cleanUpAwardPage,
  renderAwardSearchPage,
  resultsTab,
  search,
  smilesReply,
} from '@tests/unit/award-search-page-harness';

// 'Detalhes do Voo', opened from a row of the award search page (SPEC §5): every field, the Seats.aero
// itinerary and booking links, or why the itinerary is missing.

afterEach(cleanUpAwardPage);

describe('Busca Tabela Fixa e Tarifa Awards: Detalhes do Voo', () => {
  it("opens 'Detalhes do Voo' with every field, the itinerary and the booking links", async () => {
    const segment = (from: string, to: string, departs: string, arrives: string, flightNumber: string) => ({
      OriginAirport: from,
      DestinationAirport: to,
      DepartsAt: departs,
      ArrivesAt: arrives,
      FlightNumber: flightNumber,
      AircraftName: 'Boeing 737 MAX 8',
      FareClass: 'N',
      Cabin: 'economy',
    });
    const server = stubMilesServer({
      smiles: ok(smilesReply),
      'trip-details': {
        status: 200,
        body: {
          success: true,
          data: {
            source: 'smiles',
            bookingLink: 'https://www.smiles.com.br/',
            bookingLinks: [],
            trips: [
              {
                ID: 'trip-1',
                FlightNumbers: 'G3 7700, G3 7710',
                Cabin: 'economy',
                RemainingSeats: 4,
                MileageCost: 30000,
                Taxes: 180.5,
                TaxesCurrency: 'BRL',
                DepartsAt: '2026-12-01T22:00:00Z',
                ArrivesAt: '2026-12-02T06:05:00Z',
                TotalDuration: 530,
                Stops: 1,
                AvailabilitySegments: [
                  segment('GRU', 'BSB', '2026-12-01T22:00:00Z', '2026-12-01T23:40:00Z', 'G3 7700'),
                  segment('BSB', 'MIA', '2026-12-02T01:00:00Z', '2026-12-02T06:05:00Z', 'G3 7710'),
                ],
              },
            ],
          },
        },
      },
    });
    const { user } = renderAwardSearchPage();
    await search(user);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'));
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Voo' });
    for (const text of [
      'Smiles',
      'GOL',
      'G3 7700',
      'Boeing 737 MAX 8',
      '01/12/2026 22:00',
      '02/12/2026 06:05',
      '8h 50min',
      'Direto',
      'Econômica',
      '30.000 milhas',
      'aproximadamente R$ 630,50 com o milheiro de referência de R$ 15,00',
      'R$ 180,50',
      'Seats.aero',
      'seats-aero-smiles-02',
    ])
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(dialog).getByText('4 assentos')).toHaveClass('bg-destructive');
    expect(within(dialog).getByText('Classe de reserva').nextElementSibling).toHaveTextContent('N');
    const link = within(dialog).getByRole('link', { name: /Smiles/ });
    expect(link).toHaveAttribute('href', 'https://www.smiles.com.br/mfe/emissao-passagem/?originAirport=GRU');
    expect(link).toHaveAttribute('target', '_blank');
    // The itinerary comes from Seats.aero's trip (times as the airport's local time, not shifted).
    const itinerary = await within(dialog).findByRole('region', { name: 'Itinerário' });
    await waitFor(() => expect(within(itinerary).getAllByRole('listitem')).toHaveLength(2));
    expect(itinerary).toHaveTextContent(
      'BSB → MIA · G3 7710 · 02/12/2026 01:00 – 02/12/2026 06:05 · Boeing 737 MAX 8 · classe N',
    );
    const call = server.calls.find((u) => u.pathname === '/api/test/trip-details');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      id: 'seats-aero-smiles-02',
      origin: 'GRU',
      destination: 'MIA',
      departureDate: '2026-12-01',
      adults: '1',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why the itinerary is missing when Seats.aero cannot give it', async () => {
    stubMilesServer({ smiles: ok(smilesReply) });
    const { user } = renderAwardSearchPage();
    await search(user);
    await waitFor(() => expect(resultsTab()).toHaveAttribute('aria-selected', 'true'));
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes do Voo' });
    expect(await within(dialog).findByText('Trechos indisponíveis: Seats.aero não configurado.')).toBeInTheDocument();
  });
});
