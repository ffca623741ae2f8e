import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsPanel } from './results-panel';

// Issue 15 item 9: while connecting, the spinner speaks alone; 'Nenhum resultado encontrado' only once done.

const noop = () => {};

describe('ResultsPanel', () => {
  it.each(['starting', 'connecting', 'streaming'] as const)(
    "shows no 'Nenhum resultado encontrado' under the spinner while %s",
    (phase) => {
      render(<ResultsPanel flights={[]} phase={phase} errors={[]} onInterrupt={noop} onNewSearch={noop} />);
      expect(screen.getByText('Buscando as melhores opções...')).toBeInTheDocument();
      expect(screen.queryByText('Nenhum resultado encontrado')).not.toBeInTheDocument();
    },
  );

  it("says 'Nenhum resultado encontrado' when the search ended empty", () => {
    render(<ResultsPanel flights={[]} phase="complete" errors={[]} onInterrupt={noop} onNewSearch={noop} />);
    expect(screen.getByText('Nenhum resultado encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Buscando as melhores opções...')).not.toBeInTheDocument();
  });
});
