import { describe, expect, it } from 'vitest';
import { codeLinesMatching } from '../helpers/source-lines';

// One way to do a thing: an airport code is read through core/airports/iata.ts, and numbers, dates and clocks are
// put into words (Intl, toLocale…) only in core/format. A second copy elsewhere fails here, with its file and line.

describe('one way', () => {
  it('reads airport codes through core/airports/iata.ts (currencies have their own pattern)', () => {
    const own = new Set(['core/airports/iata.ts', 'core/miles/valuation.ts']);
    expect(codeLinesMatching(/\/\^\[A-Z\]\{3\}\$\//, { allowed: (file) => own.has(file) })).toEqual([]);
  });

  it('formats with Intl and toLocale… only in core/format', () => {
    expect(
      codeLinesMatching(/\bIntl\.|\.toLocale\w*String\(/, { allowed: (file) => file.startsWith('core/format/') }),
    ).toEqual([]);
  });
});
