import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from './normalize';

describe('normalizeForSearch', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeForSearch('São Paulo')).toBe('sao paulo');
    expect(normalizeForSearch('SÉNHA')).toBe('senha');
    expect(normalizeForSearch('Ação, Açúcar, Pão, Ônibus, Güera')).toBe('acao, acucar, pao, onibus, guera');
  });

  it('handles text that is already composed or decomposed the same way', () => {
    expect(normalizeForSearch('Brasi\u0301lia')).toBe(normalizeForSearch('Brasília'));
  });

  it('collapses runs of whitespace and trims', () => {
    expect(normalizeForSearch('  Esqueci \t minha\n\nSENHA  ')).toBe('esqueci minha senha');
    expect(normalizeForSearch('   ')).toBe('');
    expect(normalizeForSearch('')).toBe('');
  });

  it('keeps letters and digits that have no accent', () => {
    expect(normalizeForSearch('GRU-MIA 45.000')).toBe('gru-mia 45.000');
  });
});
