import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRANSFER_PARTNERS } from '@core/miles/transfer-partners';
import { TransfersSection } from './transfers-section';

describe('Transferências entre programas: what the reference data does not back is marked', () => {
  it('marks every unsure fact "a confirmar" with its reason, and tells to check first', () => {
    render(<TransfersSection />);
    expect(screen.getByText('Confira no programa antes de transferir.')).toBeInTheDocument();
    const unsure = TRANSFER_PARTNERS.flatMap((p) => [p.ratio, p.minimumPoints, p.creditTime]).filter((f) => f.unsure);
    expect(screen.getAllByText('a confirmar')).toHaveLength(unsure.length);
    const iupp = within(screen.getByRole('list', { name: 'Transferências de Iupp (Itaú)' }));
    const [smiles] = iupp.getAllByRole('listitem');
    expect(smiles).toHaveTextContent('1,25:1 (pontos:milhas)');
    expect(smiles).toHaveTextContent('a confirmar: A proporção "Itaú 1,25 : 1" não está confirmada');
    expect(screen.getByText(/Conferido em 26\/11\/2026/)).toBeInTheDocument();
  });

  it('states the backed facts plainly (Accor ALL → LATAM Pass, 4.000 → 2.000)', () => {
    render(<TransfersSection />);
    const accor = within(screen.getByRole('list', { name: 'Transferências de Accor ALL' }));
    const row = accor.getByRole('listitem');
    expect(row).toHaveTextContent('→ LATAM Pass');
    expect(row).toHaveTextContent('Proporção2:1 (pontos:milhas)Mínimo4.000 pontosCrédito');
  });
});
