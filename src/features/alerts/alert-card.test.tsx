import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { LocalPriceAlert } from '@/lib/local-db';
import { AlertCard } from './alert-card';

vi.mock('@/lib/sync', () => ({ syncNow: vi.fn(async () => undefined) }));

const TOO_SOON = 'Este alerta foi verificado há pouco. Aguarde 5 minutos para verificar de novo.';
const alert: LocalPriceAlert = {
  id: '00000000-0000-4000-8000-000000000001',
  origin: 'GRU',
  destination: 'LIS',
  max_price: 1500,
  alert_type: 'reais',
  active: true,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  deleted_at: null,
  date_from: '2026-12-10',
  date_to: '2026-12-10',
  cabin: null,
  userId: 'u',
  pending: 0,
};
let checks: number;
const NO_HISTORY = { typicalRange: null, median: null, current: null, observations: 0, since: null, history: [] };

beforeEach(() => {
  checks = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/history')) return new Response(JSON.stringify({ items: [] }));
      // The route's price verdict ("Bom preço?") of a reais alert: nothing observed yet.
      if (url.includes('/api/price-insight'))
        return new Response(JSON.stringify({ ...NO_HISTORY, level: 'unknown', source: 'observado' }));
      checks += 1;
      if (checks > 1)
        return new Response(JSON.stringify({ success: false, error: TOO_SOON, code: 'rate_limited' }), { status: 429 });
      const best = { price: 1399.9, value_brl: 1399.9, date: '2026-12-10', source: 'google_flights', summary: 'LATAM' };
      return new Response(JSON.stringify({ success: true, checked_at: '2026-11-22T12:00:00.000Z', best, fired: true }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("'Verificar agora'", () => {
  it('says what the check found, then the server’s 429 message when asked again too soon', async () => {
    render(
      <>
        <ul>
          <AlertCard alert={alert} userId="u" live />
        </ul>
        <Toaster />
      </>,
    );
    // Before any check there is no chart, only a short line saying when the history appears.
    expect(await screen.findByText('Histórico de preços: aparece após a primeira verificação.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('10/12/2026 · qualquer classe')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Verificar agora GRU → LIS' });
    await userEvent.click(button);
    expect(await screen.findByText('Alerta disparado!')).toBeInTheDocument();
    expect(screen.getByText('GRU → LIS: R$ 1.399,90 (Google Flights)')).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText(TOO_SOON)).toBeInTheDocument();
  });

  it('is off when the server has no live source, and says why in plain words (no server variable)', () => {
    render(
      <ul>
        <AlertCard alert={alert} userId="u" live={false} />
      </ul>,
    );
    const button = screen.getByRole('button', { name: 'Verificar agora GRU → LIS' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Verificar agora: fonte ao vivo não configurada neste servidor.');
    expect(screen.getByText('Não verificado: fonte não configurada')).toBeInTheDocument();
    expect(screen.queryByText('Ativo')).toBeNull();
  });
});

describe("'Excluir'", () => {
  it('is a labelled button that asks before deleting; Cancelar keeps the alert', async () => {
    render(
      <ul>
        <AlertCard alert={alert} userId="u" live />
      </ul>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Excluir alerta GRU → LIS' }));
    const confirm = screen.getByRole('group', { name: 'Excluir alerta GRU → LIS?' });
    expect(confirm).toHaveTextContent('Excluir este alerta?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('group', { name: 'Excluir alerta GRU → LIS?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Excluir alerta GRU → LIS' })).toHaveTextContent('Excluir');
  });
});

describe('an alert the server refused', () => {
  it("shows the server's reason and offers no 'Verificar agora' (it is not on the server)", () => {
    const reason =
      'Você já tem 50 alertas ativos, o máximo por conta. Desative ou exclua um alerta para criar ou ativar outro.';
    render(
      <ul>
        <AlertCard alert={{ ...alert, sync_error: reason }} userId="u" live />
      </ul>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByText('Não sincronizado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar agora GRU → LIS' })).toBeDisabled();
    expect(screen.queryByText('Aguardando sincronização')).not.toBeInTheDocument();
  });

  it('says the price is per passenger, and for how many when it is a group (an old row is for one)', () => {
    const { unmount } = render(
      <ul>
        <AlertCard alert={{ ...alert, passengers: 3 }} userId="u" live={false} />
      </ul>,
    );
    expect(screen.getByText(/até R\$ 1\.500,00 por passageiro · 3 passageiros/)).toBeInTheDocument();
    unmount();
    render(
      <ul>
        <AlertCard alert={alert} userId="u" live={false} />
      </ul>,
    );
    expect(screen.getByText(/até R\$ 1\.500,00 por passageiro$/)).toBeInTheDocument();
  });

  it("says when an 'abaixo do normal' alert fires instead of a maximum", () => {
    render(
      <ul>
        <AlertCard alert={{ ...alert, trigger: 'below_typical', max_price: null }} userId="u" live={false} />
      </ul>,
    );
    expect(screen.getByText(/^Quando estiver abaixo do normal, em reais$/)).toBeInTheDocument();
    expect(screen.queryByText(/até R\$/)).not.toBeInTheDocument();
  });
});
