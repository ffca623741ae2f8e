import { describe, expect, it } from 'vitest';
import {
  dateTextProblem,
  intColumn,
  isoDateTime,
  isoDay,
  isSafeText,
  jsonObject,
  jsonValueProblem,
  MAX_INT4,
  moneyColumn,
  safeText,
  UNSAFE_TEXT_MESSAGE,
} from './bounds';

// The shared bounds every boundary schema uses: text, numbers, dates and free JSON.

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('safeText', () => {
  const name = safeText({ min: 2, max: 10 });

  it('keeps accents, emoji and punctuation, trimmed', () => {
    expect(name.parse('  José 🛫 ')).toBe('José 🛫');
    expect(isSafeText('São Paulo – Guarulhos (GRU)')).toBe(true);
  });

  it('refuses NUL, control characters and lone surrogates with a pt-BR message', () => {
    for (const bad of ['Ana\u0000', 'Ana\u0007', 'Ana\nMaria', 'Ana\u0085', 'Ana\ud800', '\udc00Ana']) {
      expect(firstMessage(name.safeParse(bad)), JSON.stringify(bad)).toBe(UNSAFE_TEXT_MESSAGE);
    }
  });

  it('allows line breaks and tabs only when multiline', () => {
    expect(safeText({ max: 50, multiline: true }).parse('linha 1\n\tlinha 2')).toBe('linha 1\n\tlinha 2');
    expect(safeText({ max: 50, multiline: true }).safeParse('a\u0000b').success).toBe(false);
  });

  it('bounds the length', () => {
    expect(firstMessage(name.safeParse('x'.repeat(11)))).toBe('Texto longo demais (máximo de 10 caracteres).');
    expect(name.safeParse('x').success).toBe(false);
  });
});

describe('numbers bounded to their columns', () => {
  it('integer columns stop at int4', () => {
    expect(intColumn().parse(MAX_INT4)).toBe(MAX_INT4);
    expect(firstMessage(intColumn().safeParse(MAX_INT4 + 1))).toBe('Número grande demais (máximo 2.147.483.647).');
    expect(intColumn().safeParse(1e15).success).toBe(false);
    expect(intColumn().safeParse(-1).success).toBe(false);
    expect(intColumn().safeParse(1.5).success).toBe(false);
  });

  it('money stops below numeric(12,2) overflow, rounding included', () => {
    expect(moneyColumn().parse(9_999_999_999.99)).toBe(9_999_999_999.99);
    expect(moneyColumn().safeParse(1e10).success).toBe(false);
    expect(moneyColumn().safeParse(9_999_999_999.995).success).toBe(false);
    expect(moneyColumn().safeParse(-0.01).success).toBe(false);
  });
});

describe('dates within 1900–2100', () => {
  it('days and date-times', () => {
    expect(isoDay().safeParse('1900-01-01').success).toBe(true);
    expect(isoDay().safeParse('2100-12-31').success).toBe(true);
    expect(firstMessage(isoDay().safeParse('0000-01-01'))).toBe('Data fora do intervalo permitido (1900–2100).');
    expect(isoDay().safeParse('2101-01-01').success).toBe(false);
    expect(isoDateTime().safeParse('2026-05-01T10:00:00.000Z').success).toBe(true);
    expect(isoDateTime().safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(isoDateTime().safeParse('+275760-09-13T00:00:00.000Z').success).toBe(false);
  });

  it('free date text (admin, Kiwify)', () => {
    expect(dateTextProblem('2027-01-31')).toBeNull();
    expect(dateTextProblem('2027-01-31T10:00:00-03:00')).toBeNull();
    expect(dateTextProblem('+275760-09-13T00:00:00.000Z')).toBe('Data fora do intervalo permitido (1900–2100).');
    expect(dateTextProblem('-271821-04-20T00:00:00.000Z')).toBe('Data fora do intervalo permitido (1900–2100).');
    expect(dateTextProblem('amanhã')).toBe('Data inválida');
  });
});

describe('free JSON', () => {
  const deep = (depth: number) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  };

  it('accepts an ordinary card and refuses what jsonb cannot store', () => {
    expect(jsonObject().safeParse({ id: 'x', legs: [{ from: 'GRU', to: 'MIA' }], note: 'linha\nnova' }).success).toBe(
      true,
    );
    expect(jsonValueProblem({ a: 'x\u0000' })).toBe(UNSAFE_TEXT_MESSAGE);
    expect(jsonValueProblem({ 'k\u0000': 1 })).toBe(UNSAFE_TEXT_MESSAGE);
    expect(jsonValueProblem(['\ud800'])).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('bounds depth (10,000 levels without exhausting the stack) and size', () => {
    expect(jsonValueProblem(deep(31))).toBeNull();
    expect(jsonValueProblem(deep(33))).toBe('Estrutura aninhada demais (máximo de 32 níveis).');
    expect(jsonValueProblem(JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`))).toBe(
      'Estrutura aninhada demais (máximo de 32 níveis).',
    );
    expect(jsonValueProblem({ big: 'x'.repeat(64 * 1024) })).toBe('Conteúdo grande demais (máximo de 64 KB).');
  });

  it('counts the size in UTF-8 bytes, not characters', () => {
    // {"t":"…"} is 8 bytes around the text; each ç is 2 bytes in UTF-8 and one UTF-16 unit.
    const limit = { maxBytes: 2048 };
    expect(jsonValueProblem({ t: 'ç'.repeat(1020) }, limit)).toBeNull();
    expect(jsonValueProblem({ t: 'ç'.repeat(1021) }, limit)).toBe('Conteúdo grande demais (máximo de 2 KB).');
    expect(jsonValueProblem({ t: '😀'.repeat(510) }, limit)).toBeNull();
    expect(jsonValueProblem({ t: '😀'.repeat(511) }, limit)).toBe('Conteúdo grande demais (máximo de 2 KB).');
  });
});
