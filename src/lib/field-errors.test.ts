import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssuePerField } from './field-errors';

describe('firstIssuePerField', () => {
  it('keeps the first message of each top-level field', () => {
    const schema = z.object({
      origin: z
        .string()
        .min(3, 'Informe a origem')
        .regex(/^[A-Z]+$/, 'Use o código'),
      window: z.object({ from: z.string().min(1, 'Informe o dia') }),
    });
    const parsed = schema.safeParse({ origin: 'a', window: { from: '' } });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(firstIssuePerField<'origin' | 'window'>(parsed.error.issues)).toEqual({
      origin: 'Informe a origem',
      window: 'Informe o dia',
    });
  });
});
