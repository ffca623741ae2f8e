import { describe, expect, it } from 'vitest';
import { issuanceRequestPath, issuanceSummaryPath } from './issuance-link';

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
