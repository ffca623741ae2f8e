import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFlight } from '@tests/helpers/flight-fixture';
import { ResultsPanel } from './results-panel';

// While connecting, the spinner speaks alone; 'Nenhum resultado encontrado' only once done.

const noop = () => {};

describe('ResultsPanel', () => {
  it.each(['starting', 'connecting', 'streaming'] as const)(
    "shows no 'Nenhum resultado encontrado' under the spinner while %s",
    (phase) => {
      render(<ResultsPanel flights={[]} phase={phase} errors={[]} onNewSearch={noop} />);
      expect(screen.getByText('Buscando as melhores opções...')).toBeInTheDocument();
      expect(screen.queryByText('Nenhum resultado encontrado')).not.toBeInTheDocument();
    },
  );

  it("says 'Nenhum resultado encontrado' when the search ended empty", () => {
    render(<ResultsPanel flights={[]} phase="complete" errors={[]} onNewSearch={noop} />);
    expect(screen.getByText('Nenhum resultado encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Buscando as melhores opções...')).not.toBeInTheDocument();
  });

  it("counts reference-table estimates apart from flights: '1 voo · 2 estimativas da tabela'", () => {
    const reference = {
      source: 'fixed_table' as const,
      freshness: { kind: 'reference' as const, fetchedAt: '2026-11-22T12:00:00.000Z' },
    };
    const flights = [
      makeFlight('live', { price: 1500 }),
      makeFlight('tabela-1', { miles: 57000, milesProgram: 'LATAM Pass', ...reference }),
      makeFlight('tabela-2', { miles: 40000, milesProgram: 'Smiles', ...reference }),
    ];
    render(<ResultsPanel flights={flights} phase="complete" errors={[]} onNewSearch={noop} />);
    expect(screen.getByTestId('contagem-resultados')).toHaveTextContent('1 voo · 2 estimativas da tabela');
  });
});
