import { describe, expect, it } from 'vitest';
import type { TesterQuery } from './api-tester-schema';
import { readTesterReply, readTesterRow } from './tester-rows';

const query: TesterQuery = {
  api: 'latam',
  origin: 'GRU',
  destination: 'MIA',
  departureDate: '2026-12-01',
  returnDate: '2026-12-08',
  cabinClass: 'ECONOMY',
  adults: 1,
};
const leg = { origin: 'GRU', destination: 'MIA', date: '2026-12-01' };

describe('tester rows', () => {
  it('reads Portuguese-keyed flights (SPEC §3 tester response)', () => {
    const row = readTesterRow(
      {
        partida: '2026-12-02T08:05:00',
        chegada: '10:30',
        total: 999.9,
        duracao: '2h 25min',
        escala: 1,
        aeroportoPartida: 'CGH',
        aeroportoChegada: 'SDU',
        numerovoo: 'G3 1234',
        programa: 'Smiles',
      },
      leg,
      'GOL',
      'k',
    );
    expect(row).toEqual({
      key: 'k',
      api: 'GOL',
      airline: 'Smiles',
      flightNumber: 'G3 1234',
      origin: 'CGH',
      destination: 'SDU',
      date: '2026-12-02',
      departure: '08:05',
      arrival: '10:30',
      duration: '2h 25min',
      stops: '1 escala',
      price: 'R$ 999,90',
    });
  });

  it('never invents what a row does not have, and skips what is not a row', () => {
    expect(readTesterRow({ tarifa: 100 }, leg, 'X', 'k')).toMatchObject({
      airline: '—',
      flightNumber: '—',
      origin: 'GRU',
      destination: 'MIA',
      departure: '—',
      arrival: '—',
      duration: '—',
      stops: 'Direto',
      price: 'R$ 100,00',
    });
    expect(readTesterRow({}, leg, 'X', 'k')?.price).toBe('—');
    const outcome = readTesterReply(
      'latam',
      { success: true, ida: [null, 'x', { preco: 10 }], volta: [{ preco: 20 }] },
      query,
    );
    expect(outcome.outbound).toHaveLength(1);
    expect(outcome.inbound[0]).toMatchObject({ origin: 'MIA', destination: 'GRU', date: '2026-12-08' });
  });

  it('reports a reply with success false as a failed request', () => {
    const outcome = readTesterReply(
      'smiles',
      { success: false, error: 'A API Smiles recusou a chave de acesso (HTTP 401).' },
      query,
    );
    expect(outcome.summaries).toEqual([
      {
        api: 'Smiles',
        ok: false,
        error: 'A API Smiles recusou a chave de acesso (HTTP 401).',
        outbound: 0,
        inbound: 0,
        contingency: false,
        message: null,
      },
    ]);
  });
});
