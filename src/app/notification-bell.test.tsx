import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsPage } from '@/features/notifications/notifications-page';
import { authStateAtom } from '@/lib/session-state';
import { localDb } from '@/lib/local-db';
import { storePulledNotification } from '@/lib/notification-reads';
import { SESSION_USER } from '@tests/unit/fakes/diagnostics-test-server';
import { makeNotification } from '@tests/unit/fakes/notification-fixture';
import { NotificationBell } from './notification-bell';

vi.mock('@/lib/sync', () => ({ syncNow: vi.fn(async () => undefined) }));

const USER = SESSION_USER.id;
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function renderApp() {
  const store = createStore();
  store.set(authStateAtom, { status: 'signedIn', user: SESSION_USER });
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell userId={USER} /> },
      {
        path: '/notificacoes',
        element: (
          <>
            <NotificationBell userId={USER} />
            <NotificationsPage />
          </>
        ),
      },
    ],
    { initialEntries: ['/notificacoes'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(async () => {
  await storePulledNotification(localDb, USER, makeNotification(id(1), { created_at: '2026-11-22T10:00:00.000Z' }));
  await storePulledNotification(
    localDb,
    USER,
    makeNotification(id(2), {
      origin: 'CNF',
      destination: 'MIA',
      title: 'CNF → MIA por R$ 1.980,50',
      body: '12/12/2026 · LATAM · Google Flights',
      unit: 'reais',
      price: 1980.5,
      value_brl: 1980.5,
      source: 'google_flights',
      url: '/?origem=CNF&destino=MIA&data=2026-12-12&tipo=reais',
      date: '2026-12-12',
      created_at: '2026-11-22T11:00:00.000Z',
    }),
  );
  await storePulledNotification(
    localDb,
    USER,
    makeNotification(id(3), { read_at: '2026-11-22T12:00:00.000Z', created_at: '2026-11-21T09:00:00.000Z' }),
  );
  await storePulledNotification(localDb, 'someone-else', makeNotification(id(4)));
});
afterEach(async () => {
  await localDb.notifications.clear();
});

describe('Notificações and the bell', () => {
  it('lists the user’s notifications newest first with route, the text every channel sent, and time', async () => {
    renderApp();
    const list = await screen.findByRole('list', { name: 'Notificações' });
    const items = within(list).getAllByRole('link');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('CNF → MIA');
    expect(items[0]).toHaveTextContent('CNF → MIA por R$ 1.980,50');
    expect(items[0]).toHaveTextContent('12/12/2026 · LATAM · Google Flights');
    expect(items[0]).toHaveAttribute('href', '/?origem=CNF&destino=MIA&data=2026-12-12&tipo=reais');
    expect(items[1]).toHaveTextContent('GRU → LIS por 45.000 milhas');
    expect(items[1]).toHaveTextContent('10/12/2026 · LATAM Pass · ≈ R$ 1.350,00 · Seats.aero');
    expect(items[1]).toHaveTextContent(/22\/11\/2026 \d{2}:00/);
    expect(await screen.findByRole('link', { name: 'Notificações (2 não lidas)' })).toBeInTheDocument();
  });

  it('opening one marks it read on the device (sent later) and the bell counts down', async () => {
    const router = renderApp();
    const list = await screen.findByRole('list', { name: 'Notificações' });
    await userEvent.click(within(list).getAllByRole('link')[0] as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?origem=CNF&destino=MIA&data=2026-12-12&tipo=reais'),
    );
    expect(await screen.findByRole('link', { name: 'Notificações (1 não lida)' })).toBeInTheDocument();
    expect(await localDb.notifications.get(id(2))).toMatchObject({ pending: 1 });
  });

  it('an expiry reminder reads as its text and opens Minhas milhas', async () => {
    const base = makeNotification(id(5), { created_at: '2026-11-22T13:00:00.000Z' });
    await storePulledNotification(localDb, USER, {
      ...base,
      kind: 'expiry_reminder',
      alert_id: null,
      title: '12.000 pontos Livelo expiram em 7 dias (29/11/2026)',
      body: 'Use, transfira ou prorrogue antes da data.',
      url: '/minhas-milhas',
      wallet_lot_id: id(6),
      reminder_days: 7,
      lot_expires_on: '2026-11-29',
      origin: null,
      destination: null,
      date: null,
      price: null,
      unit: null,
      value_brl: null,
      source: null,
    });
    renderApp();
    const list = await screen.findByRole('list', { name: 'Notificações' });
    const reminder = within(list).getByRole('link', { name: /12\.000 pontos Livelo expiram em 7 dias/ });
    expect(reminder).toHaveAttribute('href', '/minhas-milhas');
    expect(reminder).toHaveTextContent('Use, transfira ou prorrogue antes da data.');
    expect(await screen.findByRole('link', { name: 'Notificações (3 não lidas)' })).toBeInTheDocument();
  });

  it('Marcar todas como lidas empties the count', async () => {
    renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByRole('link', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.queryByTestId('contador-notificacoes')).toBeNull();
  });
});
