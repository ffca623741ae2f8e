import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalPriceAlert } from '@/lib/local-db';
import { RouteInsight } from './route-insight';

const insight = {
  level: 'typical',
  typicalRange: [2400, 3600],
  median: 3000,
  current: 3100,
  observations: 14,
  since: '2026-09-01',
  history: [
    { day: '2026-09-01', min: 2890 },
    { day: '2026-10-01', min: 2589 },
  ],
  source: 'observado',
};

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(insight));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const alert = {
  origin: 'GRU',
  destination: 'MIA',
  date_from: '2099-01-10',
  cabin: null,
  alert_type: 'reais',
} as unknown as LocalPriceAlert;

describe('RouteInsight on an alert', () => {
  it("asks the route's cash verdict for the alert's first day and draws its 90 days with a text summary", async () => {
    render(<RouteInsight alert={alert} />);
    expect(await screen.findByText('Faixa típica: R$ 2.400,00–R$ 3.600,00.')).toBeInTheDocument();
    expect(
      screen.getByText('14 observação(ões) desde 01/09/2026. Fonte: preços observados pela Bússola.'),
    ).toBeInTheDocument();
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Histórico de preços em reais: menor preço de 2 dia(s), de 01/09/2026 a 01/10/2026; menor R$ 2.589,00, último R$ 2.589,00; faixa típica R$ 2.400,00–R$ 3.600,00.',
    );
    expect(asked[0]).toContain('/api/price-insight?origin=GRU&destination=MIA&date=2099-01-10&cabin=ECONOMY&kind=cash');
  });
});
