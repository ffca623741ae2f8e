import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertJobCard } from './alert-job-card';

const QUIET_DAY = {
  seats_aero: { used: 120, limit: 500 },
  google_flights: { used: 30, limit: 100 },
};
const NOTHING_OWED = { owed: 0, given_up: 0, last_given_up: null };

function serve(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe("the admin panel's price-alert job card", () => {
  it('shows the last run: checked, fired and failed, and the alerts waiting', async () => {
    serve(200, {
      live: true,
      last_run: {
        started_at: '2026-11-22T12:00:00.000Z',
        finished_at: '2026-11-22T12:00:04.000Z',
        checked: 12,
        fired: 2,
        failed: 1,
      },
      active_alerts: 30,
      due_alerts: 4,
      provider_calls_today: QUIET_DAY,
      deliveries: NOTHING_OWED,
    });
    render(<AlertJobCard />);
    expect(
      await screen.findByText(
        /^Última execução: 22\/11\/2026 \d{2}:00 · 12 verificado\(s\) · 2 disparado\(s\) · 1 falha\(s\)$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Alertas ativos: 30 · aguardando verificação: 4')).toBeInTheDocument();
    expect(
      screen.getByText('Consultas dos alertas hoje (dia UTC): Seats.aero 120 de 500 · SerpApi 30 de 100'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/fonte ao vivo/)).toBeNull();
    expect(screen.queryByText(/cota diária/)).toBeNull();
    expect(
      screen.getByText('Entregas (e-mail e Telegram) pendentes: 0 · desistidas após 5 tentativas: 0'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Última entrega desistida/)).toBeNull();
  });

  it('shows the deliveries given up after every try failed, with the newest one’s reason', async () => {
    serve(200, {
      live: true,
      last_run: null,
      active_alerts: 3,
      due_alerts: 0,
      provider_calls_today: QUIET_DAY,
      deliveries: {
        owed: 2,
        given_up: 1,
        last_given_up: { reason: 'e-mail: ECONNREFUSED connect ECONNREFUSED', at: '2026-11-22T12:00:00.000Z' },
      },
    });
    render(<AlertJobCard />);
    expect(
      await screen.findByText('Entregas (e-mail e Telegram) pendentes: 2 · desistidas após 5 tentativas: 1'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Última entrega desistida \(22\/11\/2026 \d{2}:00\): e-mail: ECONNREFUSED connect ECONNREFUSED$/,
      ),
    ).toBeInTheDocument();
  });

  it("says when the alerts' daily share of a provider's quota is spent and which settings raise it", async () => {
    const spent = { ...QUIET_DAY, seats_aero: { used: 1000, limit: 1000 } };
    serve(200, {
      live: true,
      last_run: null,
      active_alerts: 3,
      due_alerts: 3,
      provider_calls_today: spent,
      deliveries: NOTHING_OWED,
    });
    render(<AlertJobCard />);
    expect(await screen.findByText(/Seats\.aero 1\.000 de 1\.000/)).toBeInTheDocument();
    expect(
      screen.getByText(/^A cota diária dos alertas acabou: .* ALERT_SEATS_AERO_CALLS_PER_DAY/),
    ).toBeInTheDocument();
  });

  it('says when no live source is configured and nothing ran', async () => {
    serve(200, {
      live: false,
      last_run: null,
      active_alerts: 3,
      due_alerts: 0,
      provider_calls_today: QUIET_DAY,
      deliveries: NOTHING_OWED,
    });
    render(<AlertJobCard />);
    expect(await screen.findByText('Última execução: nenhuma ainda')).toBeInTheDocument();
    expect(screen.getByText(/^Alertas precisam de uma fonte ao vivo/)).toBeInTheDocument();
  });
});
