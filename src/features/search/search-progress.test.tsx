import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchProgress } from './search-progress';

describe('SearchProgress', () => {
  it.each(['starting', 'connecting'] as const)("says 'Conectando...' while %s and stops the search", async (phase) => {
    const onInterrupt = vi.fn();
    render(<SearchProgress phase={phase} count={0} onInterrupt={onInterrupt} />);
    expect(screen.getByRole('status')).toHaveTextContent('Conectando... Estabelecendo conexão com o servidor...');
    await userEvent.click(screen.getByRole('button', { name: 'Interromper Busca' }));
    expect(onInterrupt).toHaveBeenCalledOnce();
  });

  it('counts what has arrived while streaming', () => {
    render(<SearchProgress phase="streaming" count={7} onInterrupt={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Buscando mais resultados... (7)');
    expect(screen.getByRole('button', { name: 'Interromper Busca' })).toBeInTheDocument();
  });

  it.each(['idle', 'complete', 'interrupted', 'failed'] as const)('draws nothing once the search is %s', (phase) => {
    const { container } = render(<SearchProgress phase={phase} count={3} onInterrupt={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
