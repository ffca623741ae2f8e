import { describe, expect, it } from 'vitest';
import { airportLabel, type Airport, loadAirports } from './airports';
import { buildAirportIndex, searchAirports } from './autocomplete';

const airports = loadAirports([
  { iata: 'GRU', name: 'São Paulo–Guarulhos International Airport', city: 'São Paulo', country: 'BR' },
  { iata: 'SJK', name: 'Professor Urbano Ernesto Stumpf Airport', city: 'São José dos Campos', country: 'BR' },
  { iata: 'SLZ', name: 'Marechal Cunha Machado International Airport', city: 'São Luís', country: 'BR' },
  { iata: 'SAO', name: 'Sao Paulo Metropolitan Area', city: 'Sao Paulo', country: 'BR' },
  { iata: 'BPS', name: 'Porto Seguro Airport', city: 'Porto Seguro', country: 'BR' },
  { iata: 'MIA', name: 'Miami International Airport', city: 'Miami', country: 'US' },
  { iata: 'MAO', name: 'Eduardo Gomes International Airport', city: 'Manaus', country: 'BR' },
  { iata: 'XAP', name: 'Chapecó Airport', city: 'Chapecó', country: 'BR' },
  { iata: 'PAU', name: 'Pauk Airport', city: 'Pauk', country: 'MM' },
  { iata: 'RIO', name: 'Rio Metropolitan Area', city: 'Rio de Janeiro', country: 'BR' },
]);
const index = buildAirportIndex(airports);
const codes = (q: string, limit?: number) => searchAirports(index, q, limit).map((a) => a.iata);

describe('airport autocomplete (SPEC §5)', () => {
  it('needs at least 2 characters', () => {
    expect(codes('')).toEqual([]);
    expect(codes('s')).toEqual([]);
    expect(codes('  s  ')).toEqual([]);
    expect(codes('sa').length).toBeGreaterThan(0);
  });

  it('puts the exact IATA code first', () => {
    expect(codes('mia')[0]).toBe('MIA');
    expect(codes('MAO')[0]).toBe('MAO');
    expect(codes('sao')[0]).toBe('SAO');
  });

  it('then city prefixes (built-in airports first, then alphabetical), then words of the name', () => {
    expect(codes('são p')).toEqual(['CGH', 'GRU', 'SAO', 'SJK']); // SJK: São José… 'Professor'
    expect(codes('porto')).toEqual(['OPO', 'POA', 'BPS']);
    expect(codes('chapeco')).toEqual(['XAP']);
  });

  it('ignores accents and case in the query and the data', () => {
    expect(codes('SÃO LUÍS')).toEqual(['SLZ']);
    expect(codes('sao luis')).toEqual(['SLZ']);
    expect(codes('CHAPECÓ')).toEqual(['XAP']);
  });

  it('matches names, the IATA prefix, and any substring only when nothing else matches', () => {
    expect(codes('guarulhos')).toEqual(['GRU']);
    expect(codes('urbano')).toEqual(['SJK']);
    expect(codes('pa')).toContain('PAU');
    expect(codes('ernesto stumpf')).toEqual(['SJK']);
    expect(codes('anaus')).toEqual(['MAO']);
  });

  it('needs every word of a multi-word query', () => {
    expect(codes('rio janeiro')).toEqual(expect.arrayContaining(['GIG', 'SDU', 'RIO']));
    expect(codes('rio janeiro')).not.toContain('MIA');
    expect(codes('miami paulo')).toEqual([]);
  });

  it('finds the airport again from its own label', () => {
    const gru = airports.find((a) => a.iata === 'GRU') as Airport;
    expect(codes(airportLabel(gru))).toEqual(['GRU']);
  });

  it('returns at most 10, or the limit asked', () => {
    const many = loadAirports(
      Array.from({ length: 40 }, (_, i) => ({
        iata: `Q${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
        name: `Campo ${i}`,
        city: `Santa Cruz ${i}`,
        country: 'BR',
      })),
    );
    const big = buildAirportIndex(many);
    expect(searchAirports(big, 'santa')).toHaveLength(10);
    expect(searchAirports(big, 'santa', 3)).toHaveLength(3);
    expect(searchAirports(big, 'santa', 0)).toEqual([]);
  });

  it('answers 1000 queries over 10,000 airports without losing results', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const a = String.fromCharCode(65 + (i % 26));
      const b = String.fromCharCode(65 + (Math.floor(i / 26) % 26));
      const c = String.fromCharCode(65 + (Math.floor(i / 676) % 26));
      return {
        iata: `${c}${b}${a}`,
        name: `Aeroporto ${i} de Teste`,
        city: `Cidade ${['São', 'Santa', 'Porto', 'Rio', 'Nova'][i % 5]} ${i}`,
        country: 'BR',
      };
    });
    const big = buildAirportIndex(loadAirports(rows));
    const queries = ['sa', 'são', 'porto 12', 'rio', 'aeroporto 99', 'zzz', 'nova 9999', 'abc', 'cidade', 'teste'];
    for (let i = 0; i < 1000; i++) {
      const found = searchAirports(big, queries[i % queries.length] as string);
      expect(found.length).toBeLessThanOrEqual(10);
    }
    expect(searchAirports(big, 'nova 9999').map((a) => a.city)).toEqual(['Cidade Nova 9999']);
  });
});
