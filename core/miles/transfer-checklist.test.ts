import { describe, expect, it } from 'vitest';
import { type TransferCheckInput, transferChecklist } from './transfer-checklist';

describe('transferChecklist', () => {
  const now = new Date();
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
  const base: TransferCheckInput = {
    seenAt: hoursAgo(2),
    program: 'Smiles',
    seats: 4,
    passengers: 2,
    taxesStatus: 'reais',
  };
  const item = (input: TransferCheckInput, id: string) => transferChecklist(input, now).find((i) => i.id === id);

  it('a fresh award with seats and taxes known: every check ok, then the two cautions', () => {
    expect(transferChecklist(base, now)).toEqual([
      { id: 'age', status: 'ok', text: 'Visto há 2 h.' },
      { id: 'seats', status: 'ok', text: '4 assentos disponíveis para 2 pessoas.' },
      { id: 'taxes', status: 'ok', text: 'Taxas conhecidas em reais.' },
      { id: 'irreversible', status: 'warning', text: 'Transferências de pontos não podem ser desfeitas.' },
      {
        id: 'first_transfer_hold',
        status: 'warning',
        text: 'Uma primeira transferência grande pode ficar retida para análise pelo programa.',
        note: 'Relato de viajantes, não é regra oficial dos programas.',
      },
    ]);
  });

  it('a stale sighting is a warning that it may have changed', () => {
    expect(item({ ...base, seenAt: hoursAgo(8) }, 'age')).toEqual({
      id: 'age',
      status: 'warning',
      text: 'Visto há 8 h: pode ter mudado. Confira no site do programa antes de transferir.',
    });
  });

  it('an unknown age, and a fixed-table row, are unknown', () => {
    expect(item({ ...base, seenAt: null }, 'age')?.status).toBe('unknown');
    expect(item({ ...base, seenAt: null }, 'age')?.text).toMatch(/^Não sabemos quando/);
    expect(item({ ...base, fromTable: true }, 'age')?.text).toMatch(/^Milhas da tabela fixa/);
  });

  it('too few seats for the party is a warning; no seat count is unknown', () => {
    expect(item({ ...base, seats: 1, passengers: 2 }, 'seats')).toEqual({
      id: 'seats',
      status: 'warning',
      text: 'Só 1 assento disponível para 2 pessoas.',
    });
    expect(item({ ...base, seats: null, passengers: 1 }, 'seats')).toEqual({
      id: 'seats',
      status: 'unknown',
      text: 'Assentos não informados: confira se há lugar para 1 pessoa.',
    });
  });

  it('taxes not in reais are unknown', () => {
    for (const taxesStatus of ['unknown', 'no_rate', 'unknown_currency', null] as const)
      expect(item({ ...base, taxesStatus }, 'taxes')?.status).toBe('unknown');
    expect(item({ ...base, taxesStatus: 'converted' }, 'taxes')?.status).toBe('ok');
  });
});
