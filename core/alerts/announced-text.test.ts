import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { lastAnnouncedText } from './announced-text';

/** yyyy-MM-dd as dd/MM/yyyy, written out here rather than through the code under test. */
const ptDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe('lastAnnouncedText', () => {
  const flight = addDaysIso(todayIsoDate(), 44);
  const at = new Date(Date.now() - 3 * 3600_000).toISOString();
  const when = /\(avisado em \d\d\/\d\d\/\d{4} \d\d:\d\d\)$/;

  it('says the price, the flight day, the seats and when', () => {
    const text = lastAnnouncedText({ price: 35_000, unit: 'milhas', seats: 2, date: flight, summary: 'Azul', at });
    expect(text).toContain(`Último aviso: 35.000 milhas em ${ptDay(flight)}, 2 assentos (avisado em `);
    expect(text).toMatch(when);
  });

  it('says when the seats are unknown, and never speaks of seats for cash', () => {
    expect(lastAnnouncedText({ price: 1, unit: 'milhas', seats: null, date: flight, summary: '', at })).toContain(
      'assentos não informados',
    );
    const cash = lastAnnouncedText({ price: 1999.9, unit: 'reais', seats: null, date: flight, summary: '', at });
    expect(cash).toMatch(new RegExp(`^Último aviso: R\\$\\s1\\.999,90 em ${ptDay(flight)} \\(avisado`));
    expect(lastAnnouncedText({ price: 1, unit: 'milhas', seats: 1, date: flight, summary: '', at })).toContain(
      ', 1 assento (',
    );
  });

  it('is null before any announcement', () => expect(lastAnnouncedText(null)).toBeNull());
});
