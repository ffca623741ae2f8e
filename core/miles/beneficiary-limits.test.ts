import { addDays, addMonths, formatISO, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { beneficiaryLimits, canIssueFor, type IssuanceRecord, limitFor, personKey } from './beneficiary-limits';
import { BENEFICIARY_RULES, type BeneficiaryRule, defaultBeneficiaryRule } from './beneficiary-rules';

// A fixed clock early in a year, so rolling windows reach back into the previous one.
const TODAY = '2026-02-15';
const YEAR = Number(TODAY.slice(0, 4));
const iso = (d: Date) => formatISO(d, { representation: 'date' });
const day = (days: number) => iso(addDays(parseISO(TODAY), days));
const monthsAgo = (months: number, days = 0) => iso(addDays(addMonths(parseISO(TODAY), -months), days));

const ANA = '11111111-1111-4111-8111-111111111111';
const BIA = '22222222-2222-4222-8222-222222222222';
const members = [
  { id: ANA, name: 'Ana Júlia' },
  { id: BIA, name: 'Bia' },
];

const issue = (over: Partial<IssuanceRecord>): IssuanceRecord => ({
  program: 'SMILES',
  accountMemberId: null,
  beneficiary: 'Fulano',
  issuedOn: TODAY,
  tickets: 1,
  ...over,
});
const limitsOf = (issuances: IssuanceRecord[], rules: readonly BeneficiaryRule[] = BENEFICIARY_RULES) =>
  beneficiaryLimits({ issuances, rules, today: TODAY, members });
const find = (issuances: IssuanceRecord[], program: string, memberId: string | null = null) => {
  const found = limitsOf(issuances).find((l) => l.program === program && l.memberId === memberId);
  if (!found) throw new Error(`sem limite ${program}`);
  return found;
};
const others = (n: number, over: Partial<IssuanceRecord> = {}) =>
  Array.from({ length: n }, (_, i) => issue({ beneficiary: `Pessoa ${i + 1}`, ...over }));

describe('beneficiaryLimits', () => {
  it('answers every account (the holder first) × every programme with a rule, untouched ones empty', () => {
    const limits = limitsOf([]);
    expect(limits).toHaveLength(3 * BENEFICIARY_RULES.length);
    expect(limits[0]).toMatchObject({ program: 'SMILES', memberId: null, limit: 25, used: 0, left: 25, freesOn: null });
    expect(limits.filter((l) => l.memberId === ANA)).toHaveLength(BENEFICIARY_RULES.length);
  });

  describe('distinct people per calendar year (Smiles)', () => {
    it('25 others this year: none left, frees on 1 January next year', () => {
      const smiles = find(others(25, { issuedOn: day(-10) }), 'SMILES');
      expect(smiles).toMatchObject({ used: 25, left: 0, freesOn: `${YEAR + 1}-01-01`, periodStart: `${YEAR}-01-01` });
      expect(smiles.source).toContain('cartoesdecredito.me (2024)');
    });

    it('counts a person once however many tickets, and last year not at all', () => {
      const smiles = find(
        [
          issue({ beneficiary: 'Carla', tickets: 4 }),
          issue({ beneficiary: 'Carla', issuedOn: day(-20) }),
          issue({ beneficiary: 'Davi', issuedOn: `${YEAR - 1}-12-31` }),
        ],
        'SMILES',
      );
      expect(smiles).toMatchObject({ used: 1, left: 24 });
    });

    it('TAP: 10 per calendar year, marked as a single source', () => {
      const tap = find(others(3, { program: 'TAP' }), 'TAP');
      expect(tap).toMatchObject({ limit: 10, used: 3, left: 7, confidence: 'medium', freesOn: `${YEAR + 1}-01-01` });
    });
  });

  describe('self-issues and who is the same person', () => {
    it('the holder issuing for themself, and a member for themself, never count', () => {
      const limits = limitsOf([
        issue({ beneficiary: null }),
        issue({ accountMemberId: ANA, beneficiary: ANA }),
        issue({ accountMemberId: ANA, beneficiary: 'ana  JULIA' }),
      ]);
      expect(limits.find((l) => l.program === 'SMILES' && l.memberId === null)?.used).toBe(0);
      expect(limits.find((l) => l.program === 'SMILES' && l.memberId === ANA)?.used).toBe(0);
    });

    it('a member issuing for the holder counts the holder', () => {
      expect(find([issue({ accountMemberId: ANA, beneficiary: null })], 'SMILES', ANA).used).toBe(1);
    });

    it('names are one person whatever their case, accents or spaces; a typed member name is that member', () => {
      const smiles = find(
        [
          issue({ beneficiary: 'José  da Silva' }),
          issue({ beneficiary: 'jose da silva ' }),
          issue({ beneficiary: 'JOSÉ DA SILVA' }),
          issue({ beneficiary: BIA }),
          issue({ beneficiary: 'bia' }),
        ],
        'SMILES',
      );
      expect(smiles.used).toBe(2);
      expect(personKey('  Bía ', members)).toBe(BIA);
      expect(personKey(BIA.toUpperCase())).toBe(BIA);
    });

    it("an account's issues are its own: the holder's do not count against a member's", () => {
      const limits = limitsOf(others(5));
      expect(limits.find((l) => l.program === 'SMILES' && l.memberId === ANA)?.used).toBe(0);
    });

    it('an account named only in the issues still gets its limits', () => {
      const stranger = '33333333-3333-4333-8333-333333333333';
      expect(find([issue({ accountMemberId: stranger })], 'SMILES', stranger).used).toBe(1);
    });
  });

  describe('rolling 12 months, each ticket counting (LATAM Pass)', () => {
    const latam = (over: Partial<IssuanceRecord>) => issue({ program: 'LATAM_PASS', ...over });

    it('counts tickets across the turn of the year, not people', () => {
      const limit = find(
        [
          latam({ beneficiary: 'Carla', issuedOn: monthsAgo(3), tickets: 2 }),
          latam({ beneficiary: 'Carla', issuedOn: day(-5) }),
          latam({ beneficiary: 'Davi', issuedOn: monthsAgo(11) }),
        ],
        'LATAM_PASS',
      );
      expect(limit).toMatchObject({ limit: 24, used: 4, left: 20, confidence: 'unconfirmed' });
      expect(monthsAgo(11).slice(0, 4)).toBe(String(YEAR - 1));
      // The oldest ticket leaves the window 12 months after its date.
      expect(limit.freesOn).toBe(monthsAgo(11 - 12));
      expect(limit.source).toContain('a confirmar');
    });

    it('a ticket stops counting 12 months after its date, to the day', () => {
      const limit = find(
        [latam({ issuedOn: monthsAgo(12) }), latam({ issuedOn: monthsAgo(12, 1), beneficiary: 'Eva' })],
        'LATAM_PASS',
      );
      expect(limit.used).toBe(1);
      expect(limit.freesOn).toBe(day(1));
      expect(limit.periodStart).toBe(monthsAgo(12, 1));
    });

    it('counting people instead (an admin correction), a person frees 12 months after their latest ticket', () => {
      const rules = BENEFICIARY_RULES.map((r) =>
        r.program === 'LATAM_PASS' ? { ...r, counts: 'people' as const } : r,
      );
      const limits = limitsOf(
        [
          latam({ beneficiary: 'Carla', issuedOn: monthsAgo(10) }),
          latam({ beneficiary: 'Carla', issuedOn: monthsAgo(2) }),
          latam({ beneficiary: 'Davi', issuedOn: monthsAgo(6) }),
        ],
        rules,
      );
      const limit = limits.find((l) => l.program === 'LATAM_PASS' && l.memberId === null);
      expect(limit).toMatchObject({ used: 2, freesOn: monthsAgo(6 - 12) });
    });
  });

  describe('listed beneficiaries (Azul Fidelidade)', () => {
    const azul = (over: Partial<IssuanceRecord>) => issue({ program: 'AZUL', ...over });

    it('everyone ever issued for stays counted: no window, no day it frees', () => {
      const limit = find(
        [azul({ beneficiary: 'Carla', issuedOn: monthsAgo(30) }), azul({ beneficiary: 'Davi' })],
        'AZUL',
      );
      expect(limit).toMatchObject({ limit: 5, used: 2, left: 3, freesOn: null, periodStart: null, waitDays: 30 });
      expect(limit.rule).toBe('5 a 8 beneficiários cadastrados, conforme a categoria; 30 dias de espera para um novo');
    });

    it('takes the conservative 5 unless the wallet tier names a higher level', () => {
      const rule = defaultBeneficiaryRule('AZUL');
      expect(limitFor(rule, null)).toBe(5);
      expect(limitFor(rule, 'Cliente básico')).toBe(5);
      expect(limitFor(rule, 'azul diamante')).toBe(8);
      const limits = beneficiaryLimits({
        issuances: [],
        rules: [rule],
        today: TODAY,
        tiers: [{ memberId: null, program: 'AZUL', tier: 'Topazio' }],
      });
      expect(limits[0]?.limit).toBe(7);
    });
  });
});

describe('canIssueFor', () => {
  it('refuses a 26th person for Smiles this year, saying whose account and when it frees', () => {
    const limits = limitsOf(others(25, { accountMemberId: ANA }));
    const check = canIssueFor(limits, 'SMILES', ANA, ['Zeca'], { accountName: 'Ana' });
    expect(check.ok).toBe(false);
    expect(check.warning).toContain(`A conta de Ana já emitiu para 25 pessoas em ${YEAR}`);
    expect(check.warning).toContain(`01/01/${YEAR + 1}`);
  });

  it('lets the account issue again for someone already counted, and for itself', () => {
    const limits = limitsOf(others(25));
    expect(canIssueFor(limits, 'SMILES', null, ['pessoa 1', null, 'PESSOA 2'])).toEqual({ ok: true });
  });

  it('counts the new people of one issue against what is left', () => {
    const limits = limitsOf(others(23));
    expect(canIssueFor(limits, 'SMILES', null, ['Rui', 'Rui']).ok).toBe(true);
    const check = canIssueFor(limits, 'SMILES', null, ['Rui', 'Lia', 'Noé']);
    expect(check.ok).toBe(false);
    expect(check.warning).toMatch(
      /^Sua conta já emitiu para 23 pessoas em \d{4}; o limite da Smiles é 25 e esta emissão pediria mais 3\./,
    );
  });

  it('LATAM: every ticket takes a slot, said over the last 12 months', () => {
    const limits = limitsOf(others(24, { program: 'LATAM_PASS', beneficiary: 'Carla', issuedOn: monthsAgo(1) }));
    const check = canIssueFor(limits, 'LATAM_PASS', null, ['Carla']);
    expect(check.ok).toBe(false);
    expect(check.warning).toContain('Sua conta já emitiu 24 passagens para outras pessoas nos últimos 12 meses');
    expect(check.warning).toContain('a confirmar');
  });

  it('Azul: a new person is fine within the list but warned about the 30-day wait', () => {
    const limits = limitsOf([issue({ program: 'AZUL', beneficiary: 'Carla' })]);
    expect(canIssueFor(limits, 'AZUL', null, ['carla'])).toEqual({ ok: true });
    const check = canIssueFor(limits, 'AZUL', null, ['Davi']);
    expect(check).toMatchObject({ ok: true, warning: expect.stringContaining('30 dias') });
    const full = limitsOf(others(5, { program: 'AZUL' }));
    expect(canIssueFor(full, 'AZUL', null, ['Davi']).warning).toContain('já tem 5 beneficiários cadastrados na Azul');
  });

  it('a programme without a rule is always fine', () => {
    expect(canIssueFor(limitsOf([]), 'LIVELO', null, ['Zeca'])).toEqual({ ok: true });
  });
});
