import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import type { LocalPriceAlert } from '@/lib/local-db';
import { AlertCard } from './alert-card';

vi.mock('@/lib/sync', () => ({ syncNow: vi.fn(async () => undefined) }));
const quiet = vi.fn(async () => undefined);
vi.mock('@/shared/price-alerts', async (original) => ({
  ...(await original<typeof import('@/shared/price-alerts')>()),
  setPriceAlertQuietHours: (...args: unknown[]) => quiet(...(args as [])),
}));

const at = new Date(Date.now() - 3 * 3600_000).toISOString();
const flight = addDaysIso(todayIsoDate(), 44);
const ptDay = `${flight.slice(8, 10)}/${flight.slice(5, 7)}/${flight.slice(0, 4)}`;
const alert: LocalPriceAlert = {
  id: '00000000-0000-4000-8000-000000000002',
  origin: 'GRU',
  destination: 'MIA',
  max_price: 40_000,
  alert_type: 'milhas',
  active: true,
  created_at: at,
  updated_at: at,
  deleted_at: null,
  date_from: null,
  date_to: null,
  cabin: null,
  passengers: 2,
  userId: 'u',
  pending: 0,
  last_announced: { price: 35_000, unit: 'milhas', seats: 2, date: flight, summary: 'Azul', at },
};

beforeEach(() => {
  quiet.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items: [] }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the alert card', () => {
  it('says what the alert last announced', async () => {
    render(
      <ul>
        <AlertCard alert={alert} userId="u" live />
      </ul>,
    );
    expect(await screen.findByTestId('ultimo-aviso')).toHaveTextContent(
      new RegExp(
        `^Último aviso: 35\\.000 milhas em ${ptDay}, 2 assentos \\(avisado em \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d\\)$`,
      ),
    );
  });

  it('says nothing of an announcement before the first one, and switches quiet hours on', async () => {
    render(
      <ul>
        <AlertCard alert={{ ...alert, last_announced: null }} userId="u" live />
      </ul>,
    );
    expect(screen.queryByTestId('ultimo-aviso')).not.toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: /Horário de silêncio \(22h–7h\)/ });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(quiet).toHaveBeenCalledWith('u', alert.id, true);
  });
});
