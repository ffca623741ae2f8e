import { describe, expect, it } from 'vitest';
import {
  bonusAlertRowSchema,
  bonusCampaignSchema,
  MAX_BALANCE,
  MAX_MILHEIRO,
  walletRowIdName,
  walletRowSchema,
} from './wallet';

const NOW = '2026-11-26T00:00:00Z';
const row = {
  id: '8c5d6f0e-3f5a-5b2c-9d1e-2a4b6c8d0e1f',
  program: 'SMILES',
  balance: 52000,
  milheiro: 17.5,
  tier: 'Clube Smiles 20.000',
  created_at: NOW,
  updated_at: NOW,
};

const campaign = {
  from: 'LIVELO',
  to: 'SMILES',
  bonusPercent: 50,
  tiers: [{ tier: 'Clube Smiles 20.000', bonusPercent: 100 }],
  validFrom: '2026-11-25',
  validUntil: '2026-11-30',
  capPerCpf: 500000,
  link: 'https://www.livelo.com.br/',
  notes: 'Cadastro prévio obrigatório.',
};

const bonusAlert = {
  id: '0b9f7a52-6c1e-4d2a-9f3b-1c2d3e4f5a6b',
  from: 'LIVELO',
  to: 'SMILES',
  min_bonus_percent: 80,
  created_at: NOW,
  updated_at: NOW,
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('walletRowSchema', () => {
  it('accepts a row and fills the optional fields', () => {
    const parsed = walletRowSchema.parse({ ...row, milheiro: undefined, tier: undefined });
    expect(parsed).toMatchObject({ program: 'SMILES', balance: 52000, milheiro: null, tier: null, deleted_at: null });
    expect(walletRowSchema.parse(row).milheiro).toBe(17.5);
    expect(walletRowSchema.parse({ ...row, balance: 0 }).balance).toBe(0);
    expect(walletRowSchema.parse({ ...row, balance: MAX_BALANCE }).balance).toBe(MAX_BALANCE);
  });

  it('refuses a negative, fractional or absurd balance', () => {
    expect(messages(walletRowSchema.safeParse({ ...row, balance: -1 }))).toEqual(['O saldo não pode ser negativo.']);
    expect(messages(walletRowSchema.safeParse({ ...row, balance: 10.5 }))).toEqual([
      'O saldo deve ser um número inteiro de milhas ou pontos.',
    ]);
    expect(messages(walletRowSchema.safeParse({ ...row, balance: MAX_BALANCE + 1 }))).toEqual([
      'Saldo grande demais (máximo 100.000.000).',
    ]);
  });

  it('refuses a milheiro of zero, below zero, absurd or with more than two decimals', () => {
    expect(messages(walletRowSchema.safeParse({ ...row, milheiro: 0 }))).toEqual([
      'O milheiro deve ser maior que zero.',
    ]);
    expect(messages(walletRowSchema.safeParse({ ...row, milheiro: -3 }))).toEqual([
      'O milheiro deve ser maior que zero.',
    ]);
    expect(messages(walletRowSchema.safeParse({ ...row, milheiro: 1750 }))).toEqual([
      'Milheiro alto demais (máximo R$ 200 por 1.000).',
    ]);
    expect(messages(walletRowSchema.safeParse({ ...row, milheiro: 17.555 }))).toEqual([
      'Use no máximo duas casas decimais no milheiro.',
    ]);
    expect(walletRowSchema.parse({ ...row, milheiro: MAX_MILHEIRO }).milheiro).toBe(200);
    expect(walletRowSchema.parse({ ...row, milheiro: 0.01 }).milheiro).toBe(0.01);
    expect(walletRowSchema.parse({ ...row, milheiro: 16.55 }).milheiro).toBe(16.55);
  });

  it('refuses an unknown programme, a bad id and unsafe tier text', () => {
    expect(messages(walletRowSchema.safeParse({ ...row, program: 'GOL' }))).toEqual(['Programa inválido']);
    expect(messages(walletRowSchema.safeParse({ ...row, id: 'abc' }))).toEqual(['Identificador inválido']);
    expect(messages(walletRowSchema.safeParse({ ...row, tier: 'Diamante\u0000' }))).toEqual([
      'O texto contém caracteres não permitidos.',
    ]);
  });

  it('names the row by user and programme, so its UUID v5 is one per pair', () => {
    expect(walletRowIdName('u-1', 'SMILES')).toBe('wallet|u-1|SMILES');
    expect(walletRowIdName('u-1', 'LIVELO')).not.toBe(walletRowIdName('u-1', 'SMILES'));
  });
});

describe('bonusCampaignSchema', () => {
  it('accepts a campaign and defaults the optional fields', () => {
    expect(bonusCampaignSchema.parse(campaign).tiers).toHaveLength(1);
    const bare = bonusCampaignSchema.parse({
      from: 'ESFERA',
      to: 'AZUL',
      bonusPercent: 0,
      validFrom: '2026-11-26',
      validUntil: '2026-11-26',
    });
    expect(bare).toMatchObject({ tiers: [], capPerCpf: null, link: null, notes: null });
    expect(bonusCampaignSchema.parse({ ...campaign, bonusPercent: 400 }).bonusPercent).toBe(400);
  });

  it('refuses a bonus above 400 % or below zero, in the base and in a tier', () => {
    expect(messages(bonusCampaignSchema.safeParse({ ...campaign, bonusPercent: 401 }))).toEqual([
      'Bônus acima de 400% não existe; confira o valor.',
    ]);
    expect(messages(bonusCampaignSchema.safeParse({ ...campaign, bonusPercent: -10 }))).toEqual([
      'O bônus não pode ser negativo.',
    ]);
    const tiers = [{ tier: 'Diamante', bonusPercent: 500 }];
    expect(messages(bonusCampaignSchema.safeParse({ ...campaign, tiers }))).toEqual([
      'Bônus acima de 400% não existe; confira o valor.',
    ]);
  });

  it('refuses more than two decimals (what the columns keep) instead of rounding them away', () => {
    const twoDecimals = 'Use no máximo duas casas decimais no bônus.';
    expect(messages(bonusCampaignSchema.safeParse({ ...campaign, bonusPercent: 0.001 }))).toEqual([twoDecimals]);
    const tiers = [{ tier: 'Diamante', bonusPercent: 100.125 }];
    expect(messages(bonusCampaignSchema.safeParse({ ...campaign, tiers }))).toEqual([twoDecimals]);
    expect(bonusCampaignSchema.parse({ ...campaign, bonusPercent: 82.55 }).bonusPercent).toBe(82.55);
    expect(messages(bonusAlertRowSchema.safeParse({ ...bonusAlert, min_bonus_percent: 0.001 }))).toEqual([twoDecimals]);
    expect(bonusAlertRowSchema.parse({ ...bonusAlert, min_bonus_percent: 0.01 }).min_bonus_percent).toBe(0.01);
  });

  it('refuses reversed or malformed dates', () => {
    const reversed = bonusCampaignSchema.safeParse({ ...campaign, validFrom: '2026-12-01', validUntil: '2026-11-30' });
    expect(messages(reversed)).toEqual(['A data final da campanha deve ser igual ou posterior à inicial.']);
    expect(reversed.success ? [] : reversed.error.issues[0]?.path).toEqual(['validUntil']);
    expect(messages(bonusCampaignSchema.safeParse({ ...campaign, validUntil: '30/11/2026' }))).toContain(
      'Data inválida (use aaaa-mm-dd)',
    );
  });

  it('refuses a transfer the wrong way round', () => {
    expect(messages(bonusCampaignSchema.safeParse({ ...campaign, from: 'SMILES', to: 'LIVELO' }))).toEqual([
      'A origem da transferência deve ser um programa de pontos.',
      'O destino da transferência deve ser um programa de companhia aérea.',
    ]);
  });

  it('refuses a cap of zero, a link that is not http(s) and notes too long', () => {
    expect(messages(bonusCampaignSchema.safeParse({ ...campaign, capPerCpf: 0 }))).toEqual([
      'O limite por CPF deve ser maior que zero.',
    ]);
    expect(messages(bonusCampaignSchema.safeParse({ ...campaign, link: 'javascript:alert(1)' }))).toEqual([
      'Informe um link http(s) válido.',
    ]);
    expect(messages(bonusCampaignSchema.safeParse({ ...campaign, notes: 'x'.repeat(501) }))).toEqual([
      'Texto longo demais (máximo de 500 caracteres).',
    ]);
  });
});
