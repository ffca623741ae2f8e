import { describe, expect, it } from 'vitest';
import { isRegion, mappedCountries, REGIONS, regionFor, regionForCountry } from './regions';

describe('regions by country', () => {
  it('puts Brazil and the southern cone in América do Sul 1, the north and Andes in América do Sul 2', () => {
    for (const c of ['BR', 'AR', 'CL', 'PY', 'UY']) expect(regionForCountry(c)).toBe('América do Sul 1');
    for (const c of ['BO', 'PE', 'EC', 'CO', 'VE', 'GY', 'SR', 'GF'])
      expect(regionForCountry(c)).toBe('América do Sul 2');
  });

  it('files the borderline countries as documented', () => {
    expect(regionForCountry('MX')).toBe('América do Norte');
    expect(regionForCountry('PA')).toBe('América do Norte');
    expect(regionForCountry('DO')).toBe('América do Norte');
    expect(regionForCountry('TR')).toBe('Europa');
    expect(regionForCountry('RU')).toBe('Europa');
    expect(regionForCountry('EG')).toBe('África');
    expect(regionForCountry('AE')).toBe('Oriente Médio');
    expect(regionForCountry('IL')).toBe('Oriente Médio');
    expect(regionForCountry('KZ')).toBe('Ásia');
    expect(regionForCountry('PF')).toBe('Oceania');
    expect(regionForCountry('AQ')).toBe('América do Sul 1');
  });

  it('reads codes in any case and gives null for unknown ones', () => {
    expect(regionForCountry(' br ')).toBe('América do Sul 1');
    expect(regionForCountry('ZZ')).toBeNull();
    expect(regionForCountry('')).toBeNull();
    expect(regionForCountry(undefined)).toBeNull();
  });

  it('falls back to the continent only when the country is unknown', () => {
    expect(regionFor('ZZ', 'EU')).toBe('Europa');
    expect(regionFor(null, 'Oceania')).toBe('Oceania');
    expect(regionFor('BR', 'EU')).toBe('América do Sul 1');
    expect(regionFor('ZZ', 'AN')).toBeNull();
  });

  it('maps every ISO country once, to one of the eight regions', () => {
    const all = mappedCountries();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(249);
    for (const c of all) expect(isRegion(regionForCountry(c))).toBe(true);
    expect(REGIONS).toHaveLength(8);
    expect(new Set(all.map(regionForCountry)).size).toBe(8);
  });
});
