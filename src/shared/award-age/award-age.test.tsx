import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AwardAge } from './award-age';

// The age every award screen shows, on a clock relative to now.

const now = new Date();
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

afterEach(cleanup);

describe('AwardAge', () => {
  it('says how long ago a fresh award was seen, without a warning', () => {
    render(<AwardAge age={{ seenAt: hoursAgo(3), program: 'Smiles' }} now={now} />);
    expect(screen.getByText('visto há 3 h')).toBeInTheDocument();
    expect(screen.queryByText(/pode ter mudado/)).toBeNull();
  });

  it('adds "pode ter mudado" past the programme threshold', () => {
    render(<AwardAge age={{ seenAt: hoursAgo(8), program: 'LATAM Pass' }} now={now} />);
    expect(screen.getByText('visto há 8 h')).toBeInTheDocument();
    expect(screen.getByText(/pode ter mudado/)).toHaveAttribute('data-stale', 'true');
  });

  it('says the fixed table is a table, and an unknown age is unknown', () => {
    render(<AwardAge age={{ seenAt: null, program: 'Smiles', fromTable: true }} now={now} />);
    expect(screen.getByText('tabela fixa')).toBeInTheDocument();
    cleanup();
    render(<AwardAge age={{ program: 'Smiles' }} now={now} />);
    expect(screen.getByText('idade desconhecida')).toBeInTheDocument();
  });
});
