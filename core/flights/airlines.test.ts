import { describe, expect, it } from 'vitest';
import { AIRLINES, airlineName, findAirline } from './airlines';

describe('airlines (SPEC §9 codes)', () => {
  it('maps the thirteen codes of the spec', () => {
    expect(Object.keys(AIRLINES).sort()).toEqual([
      'AA',
      'AD',
      'AM',
      'AY',
      'BA',
      'DL',
      'G3',
      'IB',
      'JL',
      'LA',
      'QF',
      'QR',
      'VS',
    ]);
  });

  it('names codes and lists of codes, keeping unknown ones', () => {
    expect(airlineName('LA')).toBe('LATAM');
    expect(airlineName('la, AA')).toBe('LATAM, American Airlines');
    expect(airlineName('LA,LA')).toBe('LATAM');
    expect(airlineName('TP')).toBe('TP');
    expect(airlineName(null)).toBe('');
  });

  it('finds an airline by code or by name', () => {
    expect(findAirline('g3')?.name).toBe('GOL');
    expect(findAirline('GOL Linhas Aéreas')?.code).toBe('G3');
    expect(findAirline('Azul Linhas Aéreas')?.code).toBe('AD');
    expect(findAirline('Delta Air Lines')?.code).toBe('DL');
    expect(findAirline('Golden Air')).toBeNull();
    expect(findAirline('')).toBeNull();
  });
});
