import { describe, expect, it } from 'vitest';
import { AWARD_PROGRAMS } from '../schemas/award';
import { PROGRAM_VALUE_PER_1000 } from './programs';
import { TRANSFER_PARTNERS } from './transfer-partners';
import {
  isPartnerPriced,
  isWalletProgram,
  milheiroFor,
  WALLET_PROGRAM_INFO,
  WALLET_PROGRAMS,
  walletProgramForAward,
  walletProgramName,
} from './wallet-programs';

describe('wallet programmes', () => {
  it("gives airline programmes the spec's value per 1,000", () => {
    expect(WALLET_PROGRAM_INFO.SMILES.defaultMilheiro?.value).toBe(PROGRAM_VALUE_PER_1000.smiles);
    expect(WALLET_PROGRAM_INFO.LATAM_PASS.defaultMilheiro).toMatchObject({ value: 24.5, basis: 'spec' });
    expect(WALLET_PROGRAM_INFO.AZUL.defaultMilheiro).toMatchObject({ value: 15, basis: 'spec' });
    expect(WALLET_PROGRAM_INFO.TAP.defaultMilheiro).toBeNull();
  });

  it('marks every points default as an estimate or an analogy, never as the spec', () => {
    for (const code of WALLET_PROGRAMS) {
      const info = WALLET_PROGRAM_INFO[code];
      expect(info.code).toBe(code);
      if (info.kind === 'points') expect(info.defaultMilheiro?.basis ?? null).not.toBe('spec');
    }
    expect(WALLET_PROGRAM_INFO.LIVELO.defaultMilheiro).toMatchObject({ value: 30, basis: 'domain-estimate' });
    expect(WALLET_PROGRAM_INFO.IUPP.defaultMilheiro).toMatchObject({ value: 30, basis: 'analogy' });
    expect(WALLET_PROGRAM_INFO.ACCOR_ALL.defaultMilheiro).toBeNull();
  });

  it('maps every award programme the search returns to a wallet programme or to none', () => {
    expect(AWARD_PROGRAMS.map((p) => walletProgramForAward(p))).toEqual(['LATAM_PASS', 'AZUL', 'SMILES', null]);
    expect(walletProgramForAward('Azul Fidelidade')).toBe('AZUL');
    expect(walletProgramForAward('LATAM Pass')).toBe('LATAM_PASS');
    expect(walletProgramForAward('Qualquer')).toBeNull();
    expect(walletProgramForAward('LATAM Pass', 'Virgin Atlantic')).toBeNull();
    expect(walletProgramForAward('LATAM Pass', 'American AAdvantage')).toBe('LATAM_PASS');
    expect(isPartnerPriced('LATAM')).toBe(true);
    expect(isPartnerPriced('SMILES')).toBe(false);
  });

  it('names programmes in pt-BR and reads codes', () => {
    expect(walletProgramName('ATOMOS')).toBe('Átomos (C6)');
    expect(walletProgramName('TAP')).toBe('TAP Miles&Go');
    expect(isWalletProgram('LIVELO')).toBe(true);
    expect(isWalletProgram('livelo')).toBe(false);
  });

  it("uses the traveller's milheiro, else the default", () => {
    expect(milheiroFor('SMILES', 17.5)).toBe(17.5);
    expect(milheiroFor('SMILES', null)).toBe(15);
    expect(milheiroFor('SMILES', 0)).toBe(15);
    expect(milheiroFor('TAP', null)).toBeNull();
  });
});

describe('transfer partners', () => {
  it('moves points from points programmes into airline programmes only', () => {
    for (const p of TRANSFER_PARTNERS) {
      expect(WALLET_PROGRAM_INFO[p.from].kind).toBe('points');
      expect(WALLET_PROGRAM_INFO[p.to].kind).toBe('airline');
      expect(p.source).not.toMatch(/\.md\b/);
      expect(p.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('flags every fact DOMAIN.md does not back, with the reason', () => {
    const facts = TRANSFER_PARTNERS.flatMap((p) => [p.ratio, p.minimumPoints, p.step, p.creditTime]);
    for (const f of facts) if (f.unsure) expect(f.why).toBeTruthy();
    for (const p of TRANSFER_PARTNERS) expect(p.unsure).toBe(true);
    const iupp = TRANSFER_PARTNERS.find((p) => p.from === 'IUPP' && p.to === 'SMILES');
    expect(iupp?.ratio).toMatchObject({ value: { points: 1.25, miles: 1 }, unsure: true });
    const livelo = TRANSFER_PARTNERS.find((p) => p.from === 'LIVELO' && p.to === 'AZUL');
    expect(livelo?.ratio).toEqual({ value: { points: 1, miles: 1 }, unsure: false });
    const accor = TRANSFER_PARTNERS.find((p) => p.from === 'ACCOR_ALL');
    expect(accor).toMatchObject({ to: 'LATAM_PASS', ratio: { value: { points: 2, miles: 1 } } });
    expect(accor?.minimumPoints).toEqual({ value: 4000, unsure: false });
  });
});
