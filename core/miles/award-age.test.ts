import { describe, expect, it } from 'vitest';
import { awardAge, DEFAULT_STALE_AFTER_HOURS, STALE_AFTER_HOURS, staleAfterHours } from './award-age';

describe('awardAge', () => {
  const now = new Date();
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

  it('is fresh under the programme threshold and "pode ter mudado" past it', () => {
    expect(awardAge({ seenAt: hoursAgo(3), program: 'Smiles' }, now)).toEqual({
      kind: 'seen',
      text: 'visto há 3 h',
      stale: false,
      staleText: null,
      hours: 3,
    });
    const stale = awardAge({ seenAt: hoursAgo(7), program: 'Smiles' }, now);
    expect(stale.stale).toBe(true);
    expect(stale.staleText).toBe('pode ter mudado');
  });

  it('gives dynamic-pricing programmes a shorter threshold than the others', () => {
    expect(staleAfterHours('LATAM Pass')).toBe(STALE_AFTER_HOURS.latam);
    expect(staleAfterHours('Azul Fidelidade')).toBe(6);
    expect(staleAfterHours('Programa Desconhecido')).toBe(DEFAULT_STALE_AFTER_HOURS);
    expect(awardAge({ seenAt: hoursAgo(7), program: 'Virgin Atlantic' }, now).stale).toBe(false);
    expect(awardAge({ seenAt: hoursAgo(25), program: 'Virgin Atlantic' }, now).stale).toBe(true);
  });

  it('says when the age is unknown, and that the fixed table is a table', () => {
    expect(awardAge({ seenAt: null, program: 'Smiles' }, now)).toMatchObject({ kind: 'unknown', stale: false });
    expect(awardAge({ program: 'Smiles' }, now).text).toBe('idade desconhecida');
    expect(awardAge({ seenAt: hoursAgo(100), program: 'Smiles', fromTable: true }, now)).toMatchObject({
      kind: 'table',
      text: 'tabela fixa',
      stale: false,
    });
  });
});
