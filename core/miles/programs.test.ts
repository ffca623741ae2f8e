import { describe, expect, it } from 'vitest';
import { normalizeProgramName, programDisplayName, programFamily, programValuePer1000 } from './programs';
import { estimateMilesValue, formatEstimate } from './valuation';

describe('programme values per 1000 miles (SPEC §9)', () => {
  it.each([
    ['LATAM', 24.5],
    ['LATAM PASS', 24.5],
    ['SMILES', 15],
    ['GOL', 15],
    ['AZUL', 15],
    ['TUDO AZUL', 15],
    ['AZUL MILHAS', 15],
    ['AZUL FIDELIDADE', 15],
    ['TUDOAZUL', 15],
    ['Virgin Atlantic', 18],
  ])('%s → %d', (name, value) => {
    expect(programValuePer1000(name)).toBe(value);
  });

  it('ignores case, accents, spaces and separators', () => {
    expect(normalizeProgramName('  Látam   páss ')).toBe('LATAM PASS');
    expect(normalizeProgramName('latam_pass')).toBe('LATAM PASS');
    expect(programValuePer1000('latam-pass')).toBe(24.5);
    expect(programValuePer1000('Tudo Azul')).toBe(15);
    expect(programValuePer1000('azul\tfidelidade')).toBe(15);
    expect(programValuePer1000('virginatlantic')).toBe(18);
    expect(programFamily('Smíles')).toBe('smiles');
  });

  it('knows nothing of other programmes', () => {
    expect(programValuePer1000('TAP Miles&Go')).toBeNull();
    expect(programValuePer1000('')).toBeNull();
    expect(programValuePer1000(null)).toBeNull();
    expect(programValuePer1000('LATAM PASS PLUS')).toBeNull();
  });

  it('names programmes for display', () => {
    expect(programDisplayName('latam')).toBe('LATAM Pass');
    expect(programDisplayName('TUDOAZUL')).toBe('Azul Fidelidade');
    expect(programDisplayName(' Iberia Plus ')).toBe('Iberia Plus');
  });
});

describe('estimateMilesValue', () => {
  it('is miles × value / 1000 + fees, to the centavo', () => {
    expect(estimateMilesValue(10000, 'LATAM Pass')).toBe(245);
    expect(estimateMilesValue(45000, 'Smiles', 150)).toBe(825);
    expect(estimateMilesValue(12345, 'Virgin Atlantic')).toBe(222.21);
    expect(estimateMilesValue(1, 'LATAM')).toBe(0.02); // 0.0245 → 0,02
    expect(estimateMilesValue(3, 'LATAM')).toBe(0.07); // 0.0735 → 0,07
    expect(estimateMilesValue(0, 'Smiles', 99.9)).toBe(99.9);
  });

  it('is null for unknown programmes and unreadable miles; ignores negative fees', () => {
    expect(estimateMilesValue(10000, 'Unknown')).toBeNull();
    expect(estimateMilesValue(null, 'Smiles')).toBeNull();
    expect(estimateMilesValue(-1, 'Smiles')).toBeNull();
    expect(estimateMilesValue(Number.NaN, 'Smiles')).toBeNull();
    expect(estimateMilesValue(10000, 'Smiles', -50)).toBe(150);
  });
});

describe('formatEstimate', () => {
  it("reads 'aproximadamente R$ …' in pt-BR only for a known programme", () => {
    expect(formatEstimate(50394, 'LATAM Pass')).toBe('aproximadamente R$ 1.234,65');
    expect(formatEstimate(10000, 'LATAM Pass')).toBe('aproximadamente R$ 245,00');
    expect(formatEstimate(10000, 'Smiles', 1234.56 - 150)).toBe('aproximadamente R$ 1.234,56');
    expect(formatEstimate(10000, 'Desconhecido')).toBeNull();
    expect(formatEstimate(10000, 'Smiles')).not.toContain('\u00a0');
  });
});
