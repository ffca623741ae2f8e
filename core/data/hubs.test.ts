import { describe, expect, it } from 'vitest';
import { BRAZIL_HUB_GROUPS, HUB_GROUPS, hubGroupsByScope, INTERNATIONAL_HUB_GROUPS } from './hubs';

const allHubs = HUB_GROUPS.flatMap((g) => g.hubs);

describe('hubs reference (SPEC §9)', () => {
  it('has six groups with the spec counts, in order', () => {
    expect(HUB_GROUPS.map((g) => [g.titulo, g.hubs.length])).toEqual([
      ['América do Norte', 7],
      ['América do Sul', 4],
      ['Europa', 8],
      ['Ásia e Oriente Médio', 10],
      ['Oceania e África', 6],
      ['Brasil', 12],
    ]);
  });

  it('splits into 35 international hubs in five groups and 12 Brazilian hubs in one', () => {
    expect(hubGroupsByScope('internacional')).toEqual(INTERNATIONAL_HUB_GROUPS);
    expect(hubGroupsByScope('brasil')).toEqual(BRAZIL_HUB_GROUPS);
    expect(INTERNATIONAL_HUB_GROUPS).toHaveLength(5);
    expect(BRAZIL_HUB_GROUPS).toHaveLength(1);
    expect(INTERNATIONAL_HUB_GROUPS.flatMap((g) => g.hubs)).toHaveLength(35);
    expect(BRAZIL_HUB_GROUPS.flatMap((g) => g.hubs)).toHaveLength(12);
  });

  it('uses unique, three-letter, upper-case IATA codes', () => {
    const codes = allHubs.map((h) => h.codigo_iata);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('fills every field and gives each group a title and an explanation', () => {
    for (const h of allHubs) {
      for (const field of [h.cidade, h.aeroporto, h.pais, h.continente]) expect(field.trim()).not.toBe('');
    }
    const ids = HUB_GROUPS.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of HUB_GROUPS) expect(g.descricao.length).toBeGreaterThan(40);
  });

  it('gives every Brazilian hub a type and a region, and no other hub either', () => {
    for (const h of BRAZIL_HUB_GROUPS.flatMap((g) => g.hubs)) {
      expect(h.pais).toBe('Brasil');
      expect(h.continente).toBe('América do Sul');
      expect(['Hub internacional', 'Hub doméstico', 'Internacional']).toContain(h.tipo);
      expect(['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul']).toContain(h.regiao);
    }
    for (const h of INTERNATIONAL_HUB_GROUPS.flatMap((g) => g.hubs)) {
      expect(h.pais).not.toBe('Brasil');
      expect(h.tipo).toBeUndefined();
      expect(h.regiao).toBeUndefined();
    }
  });

  it('includes the main gateways a Brazilian award traveller uses', () => {
    const codes = new Set(allHubs.map((h) => h.codigo_iata));
    for (const code of ['MIA', 'JFK', 'MCO', 'LIS', 'MAD', 'CDG', 'SCL', 'DXB', 'DOH']) expect(codes).toContain(code);
    const brazil = BRAZIL_HUB_GROUPS.flatMap((g) => g.hubs.map((h) => h.codigo_iata));
    for (const code of ['GRU', 'GIG', 'BSB', 'VCP', 'CNF', 'REC', 'FOR', 'SSA', 'POA', 'CWB', 'BEL', 'MAO']) {
      expect(brazil).toContain(code);
    }
  });
});
