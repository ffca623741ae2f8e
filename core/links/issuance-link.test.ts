import { describe, expect, it } from 'vitest';
import { issuanceRequestPath, issuanceSummaryPath, parseIssuanceFlight, parseIssuanceRequest } from './issuance-link';

describe('the issuance links', () => {
  it('carry the route, and leave out what a fixed-table fare does not have', () => {
    expect(issuanceRequestPath({ origin: 'GRU', destination: 'MIA', date: '', cabin: 'ECONOMY' })).toBe(
      '/emissao-tabela-fixa?origem=GRU&destino=MIA&classe=ECONOMY',
    );
    expect(issuanceRequestPath({ origin: 'GRU', destination: 'MIA', date: '2026-12-20', cabin: 'BUSINESS' })).toBe(
      '/emissao-tabela-fixa?origem=GRU&destino=MIA&data=2026-12-20&classe=BUSINESS',
    );
  });

  it('name the programme that prices the seat only when it is another one', () => {
    const base = { origin: 'GRU', destination: 'LIS', cabin: 'ECONOMY', flight: 'LA 8084', program: 'LATAM Pass' };
    expect(issuanceSummaryPath({ ...base, originalProgram: 'LATAM Pass' })).toBe(
      '/emissao-tabela-fixa-latam?origem=GRU&destino=LIS&classe=ECONOMY&voo=LA+8084&programa=LATAM+Pass',
    );
    expect(issuanceSummaryPath({ ...base, originalProgram: 'Smiles' })).toBe(
      '/emissao-tabela-fixa-latam?origem=GRU&destino=LIS&classe=ECONOMY&voo=LA+8084&programa=LATAM+Pass&programa_origem=Smiles',
    );
  });
});

const flightOf = (query: string) => parseIssuanceFlight(new URLSearchParams(query));
const requestOf = (query: string) => parseIssuanceRequest(new URLSearchParams(query));

describe('the issuance summary link, read back', () => {
  it('reads what the builder writes', () => {
    const link = {
      origin: 'GRU',
      destination: 'LIS',
      date: '2026-12-20',
      cabin: 'BUSINESS',
      flight: 'LA 8084',
      program: 'LATAM Pass',
      originalProgram: 'Virgin Atlantic',
    };
    const { originalProgram, ...fields } = link;
    expect(flightOf(issuanceSummaryPath(link).split('?')[1] ?? '')).toMatchObject({
      ok: true,
      value: {
        ...fields,
        programKnown: true,
        award: { program: 'LATAM Pass', original_program: originalProgram },
        stops: null,
      },
    });
  });

  it('reads the English names, a Brazilian date, a Portuguese cabin and the legs', () => {
    const parsed = flightOf(
      'origin=gru&destination=mia&date=20/12/2026&cabin=executiva&legs=GRU-BSB:G31234,BSB-MIA:G37000',
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: { date: '2026-12-20', cabin: 'BUSINESS', flight: 'G31234, G37000', connections: ['BSB'], stops: 1 },
    });
  });

  it('names the LATAM programme when the link names none, and reads connections as airports or a count', () => {
    expect(flightOf('origem=GRU&destino=MIA&connections=LIM,PTY')).toMatchObject({
      ok: true,
      value: { program: 'LATAM Pass', connections: ['LIM', 'PTY'], stops: 2 },
    });
    expect(flightOf('origem=GRU&destino=MIA&conexoes=1')).toMatchObject({
      ok: true,
      value: { connections: [], stops: 1 },
    });
  });

  it('lists every problem of the link in pt-BR', () => {
    expect(flightOf('destino=MIA&data=2026-02-30&classe=luxo&connections=B1')).toEqual({
      ok: false,
      problems: [
        'Origem não informada.',
        'Data inválida: "2026-02-30" (use aaaa-mm-dd ou dd/mm/aaaa).',
        'Classe inválida: "luxo" (use econômica, premium, executiva ou primeira).',
        'Conexões inválidas: "B1" (use códigos IATA separados por vírgula, ex.: BSB,LIM).',
      ],
    });
    expect(flightOf('origem=São Paulo&destino=MIA&legs=GRU')).toEqual({
      ok: false,
      problems: [
        'Origem inválida: "São Paulo" (use o código IATA do aeroporto, 3 letras).',
        'Trechos inválidos (use, por exemplo, legs=GRU-BSB:LA3001,BSB-MIA:LA8070).',
      ],
    });
  });

  it('refuses the same airport at both ends, legs that do not make the route, and a programme name too long', () => {
    const problems = (query: string) => {
      const parsed = flightOf(query);
      return parsed.ok ? [] : parsed.problems;
    };
    expect(problems('origem=GRU&destino=gru')).toEqual(['Origem e destino são iguais.']);
    expect(problems('origem=GRU&destino=MIA&legs=GRU-BSB,LIM-MIA')).toEqual([
      'Os trechos informados não formam a rota GRU → MIA.',
    ]);
    expect(problems(`origem=GRU&destino=MIA&programa=${'x'.repeat(61)}`)).toEqual(['Programa inválido.']);
    expect(problems('origem=GRU&destino=MIA&voo=<b>')).toEqual(['Voo inválido: "<b>".']);
  });
});

describe('the issuance request link, read back', () => {
  it('reads what the builder writes, with one adult when the link does not say', () => {
    const path = issuanceRequestPath({ origin: 'GRU', destination: 'MIA', date: '2026-12-20', cabin: 'ECONOMY' });
    expect(requestOf(path.split('?')[1] ?? '')).toEqual({
      ok: true,
      value: {
        origin: 'GRU',
        destination: 'MIA',
        date: '2026-12-20',
        cabin: 'ECONOMY',
        passengers: { adults: 1, children: 0, infants: 0 },
      },
    });
    expect(requestOf('origin=gru&destination=lis&cabin=business&adults=2&crianças=1&bebes=1')).toMatchObject({
      ok: true,
      value: { cabin: 'BUSINESS', date: null, passengers: { adults: 2, children: 1, infants: 1 } },
    });
  });

  it('says what is wrong with the passengers and the route', () => {
    expect(requestOf('origem=GRU&adultos=0&criancas=x&bebes=12')).toEqual({
      ok: false,
      problems: [
        'Destino não informado.',
        'Mínimo de 1 adulto.',
        'Crianças: informe um número de 0 a 9.',
        'Máximo de 9 bebês.',
      ],
    });
  });
});
