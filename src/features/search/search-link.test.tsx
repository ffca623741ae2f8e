import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { FakeWebSocket } from '@tests/unit/fakes/fake-web-socket';
import { readSearchLink } from '@core/links/search-link';
import { SearchPage } from './search-screen';

const day = addDaysIso(todayIsoDate(), 20);
let bodies: unknown[];

beforeEach(() => {
  bodies = [];
  FakeWebSocket.last = null;
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ success: true, searchId: 'busca-1' }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const airport = (name: string) => screen.getByRole('combobox', { name });

function open(path: string) {
  const router = createMemoryRouter([{ path: '/', Component: SearchPage }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the search link', () => {
  it('reads route, date, unit and cabin', () => {
    const link = readSearchLink(new URLSearchParams(`origem=gru&destino=lis&data=${day}&tipo=reais&classe=business`));
    expect(link.kind).toBe('ready');
    if (link.kind !== 'ready') return;
    expect(link.query).toMatchObject({ origin: 'GRU', destination: 'LIS', departureDate: day, searchType: 'cash' });
    expect(link.query.cabinClass).toBe('BUSINESS');
    expect(readSearchLink(new URLSearchParams('origem=GRU')).kind).toBe('none');
  });

  it("starts the link's search on arrival and streams its results; the link stays for a reload", async () => {
    const router = open(`/?origem=GRU&destino=LIS&data=${day}&tipo=milhas&classe=BUSINESS`);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      origin: 'GRU',
      destination: 'LIS',
      departureDate: day,
      searchType: 'miles',
      cabinClass: 'BUSINESS',
    });
    await waitFor(() => expect(FakeWebSocket.last).not.toBeNull());
    act(() => FakeWebSocket.last?.open());
    const offer = makeFlight('seats-1', { source: 'seats_aero', miles: 41000, milesProgram: 'Smiles', airline: 'GOL' });
    act(() => FakeWebSocket.last?.reply({ type: 'results', data: [offer] }));
    expect(await screen.findByRole('tab', { name: 'Resultados (1)', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toContain('origem=GRU');
    act(() => FakeWebSocket.last?.reply({ type: 'complete', metadata: { total: 1, elapsedMs: 5, errors: [] } }));

    // A search of the user's own takes the link away (a reload then shows the form, not the old search).
    await userEvent.click(screen.getByRole('tab', { name: /^Busca$/ }));
    expect(screen.getByLabelText('Data de ida')).toHaveValue(day);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar voos' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(router.state.location.search).toBe('');
  });

  it('the form keeps the search on a tab switch: only the date changed, the same route is searched', async () => {
    open('/');
    await userEvent.clear(airport('Destino'));
    await userEvent.type(airport('Destino'), 'LIS');
    await userEvent.keyboard('{Escape}');
    await userEvent.selectOptions(screen.getByLabelText('Classe'), 'BUSINESS');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar voos' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ origin: 'GRU', destination: 'LIS', cabinClass: 'BUSINESS' });
    await waitFor(() => expect(FakeWebSocket.last).not.toBeNull());
    act(() => FakeWebSocket.last?.open());
    act(() => FakeWebSocket.last?.reply({ type: 'complete', metadata: { total: 0, elapsedMs: 5, errors: [] } }));

    await userEvent.click(screen.getByRole('tab', { name: /^Busca$/ }));
    expect(airport('Destino')).toHaveDisplayValue(/\(LIS\)/);
    const later = addDaysIso(day, 5);
    const date = screen.getByLabelText('Data de ida');
    await userEvent.clear(date);
    await userEvent.type(date, later);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar voos' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({
      origin: 'GRU',
      destination: 'LIS',
      departureDate: later,
      cabinClass: 'BUSINESS',
    });
  });

  it('a link with the route only fills the form, asks for the date and searches nothing', async () => {
    open('/?origem=GRU&destino=LIS&passageiros=3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha a data de ida');
    expect(airport('Destino')).toHaveDisplayValue(/\(LIS\)/);
    expect(screen.getByLabelText('Passageiros')).toHaveValue(3);
    expect(bodies).toHaveLength(0);
  });

  it('a link whose date has passed fills the form, says why, and searches nothing', async () => {
    open('/?origem=GRU&destino=LIS&data=2020-01-10&tipo=milhas');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível abrir esta busca: A data de ida não pode estar no passado.',
    );
    expect(screen.getByLabelText('Data de ida')).toHaveValue('2020-01-10');
    expect(bodies).toHaveLength(0);
  });
});
