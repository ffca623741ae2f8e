import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type HistoryPoint, PriceHistoryChart } from './price-history-chart';

const point = (day: number, price: number | null, fired = false): HistoryPoint => ({
  checked_at: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  best:
    price === null ? null : { price, value_brl: price / 30, date: '2026-12-10', source: 'seats_aero', summary: 'x' },
  fired,
});

describe('PriceHistoryChart', () => {
  it('is an image with a summary, its axis labelled in milhas', () => {
    render(
      <PriceHistoryChart
        points={[point(20, 52000), point(21, null), point(22, 44000, true)]}
        unit="milhas"
        maxPrice={45000}
      />,
    );
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Histórico de preços em milhas: 2 verificação(ões) de 20/11/2026 a 22/11/2026; menor 44.000 milhas, ' +
        'última 44.000 milhas; limite 45.000 milhas; disparou 1 vez(es).',
    );
    expect(chart).toHaveTextContent('milhas');
    expect(chart).toHaveTextContent('52.000');
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
  });

  it('labels reais with R$, and says when nothing was seen yet', () => {
    const { rerender } = render(<PriceHistoryChart points={[point(20, 1999.9)]} unit="reais" maxPrice={1500} />);
    expect(screen.getByRole('img')).toHaveTextContent('R$');
    expect(screen.getByRole('img')).toHaveAccessibleName(/menor R\$ 1\.999,90.*limite R\$ 1\.500,00\.$/);
    rerender(<PriceHistoryChart points={[]} unit="reais" maxPrice={1500} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Histórico de preços em reais: nenhum preço observado ainda; limite R$ 1.500,00.',
    );
  });
});
