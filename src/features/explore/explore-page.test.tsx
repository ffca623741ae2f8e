import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@core/format/dates';
import type { ExploreReply } from '@core/schemas/explore';
import { useRestoreSession } from '@/features/auth/auth-state';
import { localDb } from '@/lib/local-db';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { SESSION_USER } from '@tests/unit/fakes/diagnostics-test-server';
import { exploreReplyFixture } from '@tests/unit/fakes/explore-reply-fixture';
import { callsText, ExplorePage } from './explore-page';

// The screen against a stand-in GET /api/explore: the destinations cheapest first with what the sources cost and
// what is not configured, the map's dots leading to their cards, and, with the network gone, the last explore
// kept on the device with the time it was fetched.

function Session() {
  useRestoreSession();
  return null;
}

function renderPage() {
  return render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <Session />
        <ExplorePage />
      </MemoryRouter>
    </Provider>,
  );
}

const reply = exploreReplyFixture();
const asked: URL[] = [];

function online(served: ExploreReply = reply) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/explore') return new Response('{}', { status: 404 });
      asked.push(url);
      return new Response(JSON.stringify(served), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function offline() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

beforeEach(() => {
  asked.length = 0;
  writeStoredUser(SESSION_USER);
});
afterEach(async () => {
  clearStoredUser();
  vi.unstubAllGlobals();
  await localDb.keptReplies.clear();
});

describe('Para onde dá pra ir', () => {
  it('lists the destinations cheapest first, says what the sources cost, and keeps the explore for offline', async () => {
    online();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Ver destinos' }));
    const list = await screen.findByRole('list', { name: 'Destinos, do mais barato ao mais caro' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Lisboa, Portugal (LIS)', 'Buenos Aires, Argentina (EZE)', 'Salvador, Brasil (SSA)']);
    expect(asked[0]?.searchParams.get('origin')).toBe('SAO');
    expect(asked[0]?.searchParams.get('month')).toBe(reply.month);
    expect(
      screen.getByText(/tarifas \(Google\): 1 agora, 0 do cache · milhas \(Seats\.aero\): 0 agora, 1 do cache/),
    ).toBeInTheDocument();
    expect(screen.getByText('SerpApi: não configurado')).toBeInTheDocument();
    await waitFor(async () => expect(await localDb.keptReplies.count()).toBe(1));
  });

  it('draws the map on demand, each dot a link to its destination’s card; one it cannot place is said', async () => {
    const salvador = reply.destinations[2];
    if (!salvador) throw new Error('fixture');
    // A destination the reply gives no coordinates for is placed by the bundled airport table, unless it lacks it.
    online({ ...reply, destinations: [...reply.destinations, { ...salvador, airport: 'QZX', city: 'Lugar nenhum' }] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Ver destinos' }));
    await user.click(await screen.findByRole('button', { name: 'Ver no mapa' }));
    const dot = await screen.findByRole('link', { name: 'Buenos Aires, Argentina: R$ 2.400,00' });
    expect(screen.getByRole('link', { name: 'Lisboa, Portugal: R$ 1.900,00' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salvador, Brasil: R$ 2.600,00' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Lugar nenhum/ })).toBeNull();
    expect(screen.getByText(/1 destino sem posição no mapa/)).toBeInTheDocument();
    expect(dot).toHaveAttribute('href', '#destino-EZE');
    await user.click(dot);
    expect(document.activeElement?.id).toBe('destino-EZE');
  });

  it('offline, shows the last explore kept on the device with the time it was fetched', async () => {
    online();
    const user = userEvent.setup({ delay: null });
    const first = renderPage();
    await user.click(screen.getByRole('button', { name: 'Ver destinos' }));
    await screen.findByRole('list', { name: 'Destinos, do mais barato ao mais caro' });
    await waitFor(async () => expect(await localDb.keptReplies.count()).toBe(1));
    first.unmount();

    offline();
    renderPage();
    expect(
      await screen.findByText(
        new RegExp(`Última consulta guardada no aparelho, feita em ${formatDateTime(reply.generatedAt)}`),
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Lisboa, Portugal (LIS)');
  });

  it('says a source with no key is not configured, and the demo that it asked nothing', () => {
    const calls = { ...reply.calls, miles: { asked: 0, cached: 0, max: 0 } };
    expect(callsText({ ...reply, calls })).toBe(
      'Consultas às fontes: tarifas (Google): 1 agora, 0 do cache · milhas (Seats.aero): não configurado',
    );
    expect(callsText({ ...reply, demo: true })).toMatch(/^Nenhuma fonte de preços configurada/);
  });
});
