import { describe, expect, it } from 'vitest';
import { expiryLabel, isSubscriptionActive, planLabel } from './subscription-display';

const now = new Date(2026, 10, 22, 12, 0);
const at = (days: number, hours = 0) => new Date(now.getTime() + days * 86_400_000 + hours * 3_600_000).toISOString();

describe('planLabel', () => {
  it('labels the known plans, passes unknown ones through, and says Nenhum without a user', () => {
    expect(['diario', 'semanal', 'mensal', 'anual', 'gratuito'].map((p) => planLabel(p))).toEqual([
      'Diário',
      'Semanal',
      'Mensal',
      'Anual',
      'Gratuito',
    ]);
    expect(planLabel('vip-ouro')).toBe('vip-ouro');
    expect(planLabel('mensal', false)).toBe('Nenhum');
  });
});

describe('expiryLabel', () => {
  it('follows the spec at every boundary', () => {
    expect(expiryLabel(null, now)).toBe('Permanente');
    expect(expiryLabel(undefined, now, false)).toBe('N/A');
    expect(expiryLabel(at(0, -1), now)).toBe('Expirado');
    expect(expiryLabel(at(0, 6), now)).toBe('Hoje');
    expect(expiryLabel(at(1), now)).toBe('Amanhã');
    expect(expiryLabel(at(2), now)).toBe('2 dias');
    expect(expiryLabel(at(30), now)).toBe('30 dias');
    expect(expiryLabel(at(31), now)).toBe('23/12/2026');
  });
});

describe('isSubscriptionActive', () => {
  it('is active without expiry or with a future one', () => {
    expect(isSubscriptionActive(null, now)).toBe(true);
    expect(isSubscriptionActive(at(0, 1), now)).toBe(true);
    expect(isSubscriptionActive(at(0, -1), now)).toBe(false);
  });
});
