import { describe, expect, it } from 'vitest';
import { lastAnnouncedText } from './announced-text';

describe('lastAnnouncedText', () => {
  const at = new Date(2026, 10, 28, 21, 5).toISOString();

  it('says the price, the flight day, the seats and when', () => {
    expect(
      lastAnnouncedText({ price: 35_000, unit: 'milhas', seats: 2, date: '2027-01-12', summary: 'Azul', at }),
    ).toBe('Último aviso: 35.000 milhas em 12/01/2027, 2 assentos (avisado em 28/11/2026 21:05)');
  });

  it('says when the seats are unknown, and never speaks of seats for cash', () => {
    expect(lastAnnouncedText({ price: 1, unit: 'milhas', seats: null, date: '2027-01-12', summary: '', at })).toContain(
      'assentos não informados',
    );
    const cash = lastAnnouncedText({ price: 1999.9, unit: 'reais', seats: null, date: '2027-01-12', summary: '', at });
    expect(cash).toMatch(/^Último aviso: R\$\s1\.999,90 em 12\/01\/2027 \(avisado/);
  });

  it('is null before any announcement', () => expect(lastAnnouncedText(null)).toBeNull());
});
