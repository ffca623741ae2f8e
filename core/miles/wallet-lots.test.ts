import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIsoDate } from '../schemas/search';
import { expiryReminderText, reminderWindow } from './expiry-reminders';
import { EXPIRY_RULES, expirySourceText, proposedExpiry } from './expiry-rules';
import { addMonthsIso, amountExpiringWithin, type LotLike, programExpiry } from './wallet-lots';

const today = todayIsoDate('America/Sao_Paulo');
const lot = (amount: number, days: number, more: Partial<LotLike> = {}): LotLike => ({
  program: 'LIVELO',
  amount,
  expires_on: addDaysIso(today, days),
  ...more,
});

describe('reading lots', () => {
  it('the earliest live expiry per programme and account, and what expires within N days (both ends in)', () => {
    const lots = [
      lot(1000, 0),
      lot(2000, 90),
      lot(4000, 91),
      lot(500, -1),
      lot(800, 3, { amount: 0 }),
      lot(900, 2, { deleted_at: 'x' }),
      lot(300, 1, { member_id: 'm1' }),
      lot(700, 1, { program: 'SMILES' }),
    ];
    expect(programExpiry(lots, 'LIVELO', today)).toMatchObject({
      earliest: { expiresOn: today, amount: 1000 },
      withinWindow: 3000,
      windowDays: 90,
    });
    expect(programExpiry(lots, 'LIVELO', today, 'm1').earliest?.amount).toBe(300);
    expect(programExpiry(lots, 'AZUL', today).earliest).toBeNull();
    expect(amountExpiringWithin(lots, today, 30)).toBe(2000);
  });

  it('adds months to a day, the 31st becoming the month end', () => {
    expect(addMonthsIso('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsIso('2024-02-29', 12)).toBe('2025-02-28');
  });
});

describe('expiry rules', () => {
  it('propose 24 months for Livelo and LATAM Pass, 12 for Smiles bonus miles, nothing for Esfera', () => {
    expect(proposedExpiry('LIVELO', '2025-03-10')).toBe('2027-03-10');
    expect(proposedExpiry('LATAM_PASS', '2025-03-10')).toBe('2027-03-10');
    expect(proposedExpiry('SMILES', '2025-03-10')).toBe('2026-03-10');
    expect(proposedExpiry('ESFERA', '2025-03-10')).toBeNull();
    expect(EXPIRY_RULES.ESFERA.conditions[0]).toContain('informe a data');
  });

  it('say their sources, and "a confirmar" where weak', () => {
    expect(expirySourceText(EXPIRY_RULES.LATAM_PASS)).toBe('latam.com; passageirodeprimeira.com (2025-01)');
    expect(expirySourceText(EXPIRY_RULES.AZUL)).toBe('destinodicas.com (2024) — a confirmar');
    expect(expirySourceText(EXPIRY_RULES.ESFERA)).toBe('sem fonte — a confirmar');
  });
});

describe('reminders', () => {
  it('the narrowest window a lot is in: never the 60- and 30-day ones for a lot 5 days out', () => {
    expect([61, 60, 31, 30, 8, 7, 5, 0, -1].map(reminderWindow)).toEqual([null, 60, 60, 30, 30, 7, 7, 7, null]);
  });

  it('one pt-BR text for every channel', () => {
    const text = expiryReminderText({
      program: 'LIVELO',
      amount: 12000,
      expiresOn: '2026-12-05',
      daysLeft: 7,
      memberName: null,
    });
    expect(text.title).toBe('12.000 pontos Livelo expiram em 7 dias (05/12/2026)');
    const member = expiryReminderText({
      program: 'SMILES',
      amount: 1500,
      expiresOn: '2026-12-05',
      daysLeft: 0,
      memberName: 'Ana',
    });
    expect(member.title).toBe('1.500 milhas Smiles de Ana expiram hoje (05/12/2026)');
  });
});
