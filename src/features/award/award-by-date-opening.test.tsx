import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@core/format/dates';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { stubMilesServer } from '@tests/unit/fakes/award-test-server';
import { AwardByDatePage } from './award-by-date-page';

// A far day with no award says, per programme, when its seats open (GET /api/miles/booking-window).

afterEach(() => vi.unstubAllGlobals());

describe('Award por data beyond the booking window', () => {
  it('says when Smiles opens the day instead of leaving only "nenhum voo"', async () => {
    const today = todayIsoDate();
    const day = addDaysIso(today, 340);
    const server = stubMilesServer({
      'booking-window': {
        status: 200,
        body: { success: true, configured: true, bookingWindows: [{ program: 'SMILES', numDaysOut: 330 }] },
      },
    });
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter initialEntries={['/award-por-data']}>
        <AwardByDatePage />
      </MemoryRouter>,
    );
    const date = screen.getByLabelText('Data de partida');
    await user.clear(date);
    await user.type(date, day);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const opens = await screen.findByRole('list', { name: 'Reservas que ainda não abriram' });
    expect(opens).toHaveTextContent(
      `Reservas da Smiles para ${formatDate(day)} abrem em 10 dias (${formatDate(addDaysIso(today, 10))})`,
    );
    const asked = server.calls.find((u) => u.pathname === '/api/miles/booking-window');
    expect(asked?.searchParams.get('date')).toBe(day);
  });
});
