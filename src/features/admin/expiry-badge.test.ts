import { describe, expect, it } from 'vitest';
import { expiryBadge } from './expiry-badge';

// Local wall-clock times (no offset): the same in any time zone the tests run in.
const now = new Date(2026, 10, 22, 12, 0, 0); // 22/11/2026 12:00
const at = (days: number, hours = 0, minutes = 0) =>
  new Date(now.getTime() + ((days * 24 + hours) * 60 + minutes) * 60_000).toISOString();

describe('expiryBadge (SPEC §4 admin status badge)', () => {
  it('is neutral "Permanente" without an expiry (null, undefined, empty, unreadable)', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(expiryBadge(value, now)).toEqual({ label: 'Permanente', variant: 'secondary' });
    }
  });

  it('is red "Expirado" in the past and at the very instant of expiry', () => {
    expect(expiryBadge(at(-400), now)).toEqual({ label: 'Expirado', variant: 'destructive' });
    expect(expiryBadge(at(0, 0, -1), now)).toEqual({ label: 'Expirado', variant: 'destructive' });
    expect(expiryBadge(now.toISOString(), now)).toEqual({ label: 'Expirado', variant: 'destructive' });
  });

  it('is red "Expira hoje" later the same day', () => {
    expect(expiryBadge(at(0, 0, 1), now)).toEqual({ label: 'Expira hoje', variant: 'destructive' });
    expect(expiryBadge(new Date(2026, 10, 22, 23, 59).toISOString(), now)).toEqual({
      label: 'Expira hoje',
      variant: 'destructive',
    });
  });

  it('counts days rounded up from the next calendar day on', () => {
    expect(expiryBadge(new Date(2026, 10, 23, 0, 0).toISOString(), now)).toEqual({
      label: '1 dia',
      variant: 'destructive',
    });
    expect(expiryBadge(at(1), now)).toEqual({ label: '1 dia', variant: 'destructive' });
    expect(expiryBadge(at(1, 0, 1), now)).toEqual({ label: '2 dias', variant: 'destructive' });
  });

  it('is red up to 7 days and yellow from 8', () => {
    expect(expiryBadge(at(7), now)).toEqual({ label: '7 dias', variant: 'destructive' });
    expect(expiryBadge(at(6, 0, 1), now)).toEqual({ label: '7 dias', variant: 'destructive' });
    expect(expiryBadge(at(7, 0, 1), now)).toEqual({ label: '8 dias', variant: 'warning' });
    expect(expiryBadge(at(8), now)).toEqual({ label: '8 dias', variant: 'warning' });
  });

  it('is yellow up to 30 days and green "Válido" beyond', () => {
    expect(expiryBadge(at(30), now)).toEqual({ label: '30 dias', variant: 'warning' });
    expect(expiryBadge(at(30, 0, 1), now)).toEqual({ label: 'Válido', variant: 'success' });
    expect(expiryBadge(at(31), now)).toEqual({ label: 'Válido', variant: 'success' });
    expect(expiryBadge(at(3650), now)).toEqual({ label: 'Válido', variant: 'success' });
  });

  it('reads offsets and date-only values', () => {
    expect(expiryBadge('2026-11-22T15:00:00.000Z', new Date('2026-11-22T14:00:00.000Z')).variant).toBe('destructive');
    expect(expiryBadge('2027-06-01', now)).toEqual({ label: 'Válido', variant: 'success' });
  });

  it("is neutral 'Sem assinatura' for an account that never paid, whatever its expiry says", () => {
    expect(expiryBadge(at(-400), now, 'none')).toEqual({ label: 'Sem assinatura', variant: 'secondary' });
    expect(expiryBadge(at(-400), now, 'expired')).toEqual({ label: 'Expirado', variant: 'destructive' });
  });
});
