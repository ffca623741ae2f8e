import { describe, expect, it } from 'vitest';
import { AIRLINES } from '@core/flights/airlines';
import { PROGRAM_CODES, PROGRAMS } from '@core/miles/program-ids';
import { codeLinesMatching } from '../helpers/source-lines';

// A loyalty programme's name is written once, in core/miles/program-ids.ts; every screen, provider row, e-mail and
// notification takes it from there. A second copy in code elsewhere fails here, with its file and line.

/**
 * Files that may write a programme's name themselves, and why. The footer's placeholders are SPEC §2's words,
 * 'TudoAzul' among them, not the programme table's.
 */
const ALLOWED = new Set(['core/miles/program-ids.ts', 'src/app/nav-links.ts']);

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('one name for a programme', () => {
  it('writes each programme’s name only in the programme table (an airline of the same name aside)', () => {
    const airlineNames = new Set(Object.values(AIRLINES).map((a) => a.name));
    const names = PROGRAM_CODES.map((code) => PROGRAMS[code].name).filter((name) => !airlineNames.has(name));
    expect(names).toContain('LATAM Pass');
    const quoted = new RegExp(`(['"\`])(${names.map(literally).join('|')})\\1`);
    expect(codeLinesMatching(quoted, { allowed: (file) => ALLOWED.has(file) })).toEqual([]);
  });
});
