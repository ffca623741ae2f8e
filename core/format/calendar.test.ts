import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../schemas/calendar';
import {
  bandOf,
  calendarBestDayText,
  calendarBestDayTieText,
  calendarCellCash,
  calendarCellMiles,
  calendarCellName,
  calendarFreshnessText,
  compactBRL,
  priceBands,
} from './calendar';

const now = new Date('2026-11-22T12:00:00.000Z');
const day = (date: string, bestBRL: number | null): CalendarDay => ({
  date,
  cash: null,
  miles: [],
  best: bestBRL === null ? null : 'cash',
  bestBRL,
  insight: null,
});

describe('calendar text', () => {
  it('says how fresh a price is', () => {
    expect(calendarFreshnessText('live', now.toISOString(), now)).toBe('ao vivo');
    expect(calendarFreshnessText('cache', '2026-11-22T11:48:00.000Z', now)).toBe('cache de 12 min');
    expect(calendarFreshnessText('observed', '2026-11-22T09:00:00.000Z', now)).toBe('visto há 3 h');
    expect(calendarFreshnessText('demo', now.toISOString(), now)).toBe('demonstração');
  });

  it('writes short amounts for small cells', () => {
    expect(compactBRL(980.4)).toBe('R$ 980');
    expect(compactBRL(2500)).toBe('R$ 2,5 mil');
    expect(compactBRL(3000)).toBe('R$ 3 mil');
    expect(compactBRL(12_400)).toBe('R$ 12 mil');
  });

  it('splits the days into thirds by their best total; a day without data has no band', () => {
    const days = [day('2026-12-01', 100), day('2026-12-02', 200), day('2026-12-03', 300), day('2026-12-04', null)];
    const bands = priceBands(days);
    expect([100, 200, 300, null].map((v) => bandOf(v, bands))).toEqual(['low', 'mid', 'high', null]);
    expect(priceBands([day('2026-12-04', null)])).toBeNull();
  });

  it('names a whole cell in one sentence, and a day without data says "sem dado"', () => {
    expect(calendarCellName(day('2026-12-11', null), now, null)).toBe(
      'sexta-feira, 11 de dezembro: sem dado. Abrir a busca deste dia.',
    );
    const full: CalendarDay = {
      date: '2026-12-11',
      cash: {
        price: 2589,
        source: 'google_flights',
        observedAt: now.toISOString(),
        freshness: 'live',
        origin: 'GRU',
        destination: 'LIS',
      },
      miles: [
        {
          program: 'Smiles',
          miles: 20_000,
          taxes: 150.75,
          taxesCurrency: 'BRL',
          valueBRL: 450.75,
          source: 'seats_aero',
          observedAt: '2026-11-22T11:50:00.000Z',
          freshness: 'cache',
          origin: 'CGH',
          destination: 'LIS',
        },
      ],
      best: 'miles',
      bestBRL: 450.75,
      insight: null,
    };
    expect(calendarCellName(full, now, 'low')).toBe(
      'sexta-feira, 11 de dezembro; dinheiro R$ 2.589,00 (GRU–LIS, ao vivo); milhas 20.000 milhas Smiles + R$ 150,75 ' +
        '(≈ R$ 450,75) (CGH–LIS, cache de 10 min); vence milhas; mais barato. Abrir a busca deste dia.',
    );
    expect(calendarCellName(full, now, 'low', true)).toContain('; mais barato; melhor dia do período. Abrir');
    // The cell's two figures: the cash fare and the award in reais, each short.
    expect(calendarCellCash(full)).toBe('R$ 2,6 mil');
    expect(calendarCellMiles(full)).toBe('≈ R$ 451');
    expect(calendarBestDayText({ day: full, ties: 0 })).toBe(
      'Melhor dia: sexta-feira, 11 de dezembro, R$ 450,75 em milhas (Smiles, valor em reais).',
    );
    expect(calendarBestDayTieText({ day: full, ties: 0 })).toBeNull();
  });

  it("says 'sem R$' where no cash fare is known, and how a tie was broken", () => {
    const cashDay: CalendarDay = { ...day('2026-12-03', 601), cash: null };
    expect(calendarCellCash(cashDay)).toBe('sem R$');
    expect(calendarCellMiles(cashDay)).toBeNull();
    const withFare: CalendarDay = {
      ...cashDay,
      cash: {
        price: 601,
        source: 'google_flights',
        observedAt: now.toISOString(),
        freshness: 'live',
        origin: 'GRU',
        destination: 'LIS',
      },
    };
    expect(calendarBestDayText({ day: withFare, ties: 4 })).toBe(
      'Melhor dia: quinta-feira, 3 de dezembro, R$ 601,00 em dinheiro.',
    );
    expect(calendarBestDayTieText({ day: withFare, ties: 4 })).toBe(
      'Outros 4 dias custam o mesmo; marcamos o mais cedo.',
    );
    expect(calendarBestDayTieText({ day: withFare, ties: 1 })).toBe('Outro dia custa o mesmo; marcamos o mais cedo.');
  });
});
