import { describe, expect, it } from 'vitest';
import { bookingLinkFor, bookingTargetFor, buildBookingLink, smilesTimestamp } from './links';

const oneWay = { origin: 'gru', destination: 'MIA', departureDate: '2026-12-20' };
const roundTrip = { ...oneWay, returnDate: '2026-12-27', passengers: { adults: 2, children: 1, infants: 1 } };

describe('booking targets', () => {
  it.each([
    ['GOL', 'gol'],
    ['G3', 'gol'],
    ['Azul', 'azul'],
    ['AD', 'azul'],
    ['LATAM Airlines Brasil', 'latam'],
    ['LA', 'latam'],
    ['Smiles', 'smiles'],
    ['voeazulmilhas', 'voeazulmilhas'],
    ['Azul Milhas', 'azulmilhas'],
    ['TudoAzul', 'tudoazul'],
    ['Azul Fidelidade', 'tudoazul'],
    ['Iberia', 'generic'],
    ['', 'generic'],
  ])('%s → %s', (name, target) => {
    expect(bookingTargetFor(name)).toBe(target);
  });
});

describe('deep links', () => {
  it('GOL: dd-MM-yyyy dates and passenger counts', () => {
    expect(buildBookingLink('gol', oneWay)).toBe(
      'https://b2c.voegol.com.br/compra/busca-parceiros?pv=br&tipo=DF&de=GRU&para=MIA&ida=20-12-2026&ADT=1&CHD=0&INF=0',
    );
    expect(buildBookingLink('gol', roundTrip)).toContain('&ida=20-12-2026&volta=27-12-2026&ADT=2&CHD=1&INF=1');
  });

  it('Azul: MM/dd/yyyy legs, money for azul, points for the loyalty targets', () => {
    const cash = buildBookingLink('azul', roundTrip);
    expect(cash).toContain(
      'https://www.voeazul.com.br/br/pt/home/selecao-voo?c[0].ds=GRU&c[0].std=12/20/2026&c[0].as=MIA',
    );
    expect(cash).toContain('&c[1].ds=MIA&c[1].std=12/27/2026&c[1].as=GRU');
    expect(cash).toContain('p[0].t=ADT&p[0].c=2&p[0].cp=false&p[1].t=CHD&p[1].c=1&p[1].cp=false&p[2].t=INF&p[2].c=1');
    expect(cash.endsWith('cc=BRL')).toBe(true);
    for (const t of ['tudoazul', 'azulmilhas', 'voeazulmilhas'] as const)
      expect(buildBookingLink(t, oneWay).endsWith('cc=PTS')).toBe(true);
  });

  it('LATAM: ISO dates at noon UTC, trip type, cabin and redemption', () => {
    const url = new URL(buildBookingLink('latam', { ...oneWay, cabin: 'BUSINESS', award: true }));
    expect(url.origin + url.pathname).toBe('https://www.latamairlines.com/br/pt/oferta-voos');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      origin: 'GRU',
      destination: 'MIA',
      outbound: '2026-12-20T12:00:00.000Z',
      trip: 'OW',
      cabin: 'Business',
      redemption: 'true',
      adt: '1',
    });
    expect(url.searchParams.has('inbound')).toBe(false);
    expect(url.search).not.toContain('null');
    const rt = new URL(buildBookingLink('latam', roundTrip));
    expect([rt.searchParams.get('inbound'), rt.searchParams.get('trip'), rt.searchParams.get('cabin')]).toEqual([
      '2026-12-27T12:00:00.000Z',
      'RT',
      'Economy',
    ]);
  });

  it('Smiles: 03:00 UTC on even days, 15:00 UTC on odd days (SPEC §9)', () => {
    expect(new Date(smilesTimestamp('2026-12-20')).toISOString()).toBe('2026-12-20T03:00:00.000Z');
    expect(new Date(smilesTimestamp('2026-12-21')).toISOString()).toBe('2026-12-21T15:00:00.000Z');
    expect(new Date(smilesTimestamp('2027-01-31')).toISOString()).toBe('2027-01-31T15:00:00.000Z');
    const url = new URL(buildBookingLink('smiles', oneWay));
    expect(url.origin + url.pathname).toBe('https://www.smiles.com.br/mfe/emissao-passagem/');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      departureDate: String(Date.UTC(2026, 11, 20, 3)),
      returnDate: '',
      tripType: '2',
      cabin: 'ALL',
      searchType: 'g3',
      originAirport: 'GRU',
      destinationAirport: 'MIA',
    });
    const rt = new URL(buildBookingLink('smiles', { ...roundTrip, cabin: 'ECONOMY', partner: true }));
    expect([
      rt.searchParams.get('returnDate'),
      rt.searchParams.get('tripType'),
      rt.searchParams.get('cabin'),
      rt.searchParams.get('searchType'),
    ]).toEqual([String(Date.UTC(2026, 11, 27, 15)), '1', 'ECONOMIC', 'congenere']);
  });

  it('anything else: a generic flight search in pt-BR and reais', () => {
    const url = new URL(bookingLinkFor('TAP Air Portugal', roundTrip));
    expect(url.origin + url.pathname).toBe('https://www.google.com/travel/flights');
    expect(url.searchParams.get('q')).toBe('Flights to MIA from GRU on 2026-12-20 through 2026-12-27');
    expect([url.searchParams.get('hl'), url.searchParams.get('curr')]).toEqual(['pt-BR', 'BRL']);
    expect(new URL(buildBookingLink('generic', oneWay)).searchParams.get('q')).toBe(
      'Flights to MIA from GRU on 2026-12-20 oneway',
    );
  });

  it('never sends fewer than one adult', () => {
    expect(buildBookingLink('gol', { ...oneWay, passengers: { adults: 0 } })).toContain('ADT=1');
  });
});
