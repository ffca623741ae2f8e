// Numbers as people type them in Brazil ('45.000', '17,50', '-3'), read into the shared schemas' numbers so
// the schema's own pt-BR message (negative, zero, too large) is the one shown beside the field.
import { parseMoneyInput } from '@core/format/money';
import { z } from '@core/schemas/zod-locale';

/** undefined = nothing typed; NaN = unreadable. The minus sign is kept so "negative" gets its own message. */
export function readTypedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const negative = trimmed.startsWith('-');
  const value = parseMoneyInput(negative ? trimmed.slice(1) : trimmed);
  if (value === null) return Number.NaN;
  return negative ? -value : value;
}

/**
 * A text field read as a number, then checked by `schema`. Empty is null when `optional` (the schema must
 * accept null), else it is what the schema says of a missing number.
 */
export function numberText<T extends z.ZodType>(
  schema: T,
  unreadable: string,
  optional = false,
): z.ZodType<z.output<T>, string> {
  // The schema takes a number (or null when optional); what it accepts as input is its own business.
  const target = schema as unknown as z.ZodType<z.output<T>, number | null | undefined>;
  return z
    .string()
    .transform((text, ctx) => {
      const value = readTypedNumber(text);
      if (value === undefined) return optional ? null : undefined;
      if (Number.isNaN(value)) {
        ctx.addIssue({ code: 'custom', message: unreadable });
        return z.NEVER;
      }
      return value;
    })
    .pipe(target);
}
