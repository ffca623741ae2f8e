import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AIRLINES } from '@core/flights/airlines';
import { PROGRAM_CODES, PROGRAMS } from '@core/miles/program-ids';

// A loyalty programme's name is written once, in core/miles/program-ids.ts; every screen, provider row, e-mail and
// notification takes it from there. A second copy in code elsewhere fails here, with its file and line.

const ROOT = path.resolve(import.meta.dirname, '../..');
const TABLE = 'core/miles/program-ids.ts';

/**
 * Files that may write a programme's name themselves, and why. The footer's placeholders are SPEC §2's words,
 * 'TudoAzul' among them, not the programme table's.
 */
const ALLOWED = new Set([TABLE, 'src/app/nav-links.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const COMMENT = /^\s*(\/\/|\/\*|\*)/;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('one name for a programme', () => {
  it('writes each programme’s name only in the programme table (an airline of the same name aside)', () => {
    const airlineNames = new Set(Object.values(AIRLINES).map((a) => a.name));
    const names = PROGRAM_CODES.map((code) => PROGRAMS[code].name).filter((name) => !airlineNames.has(name));
    expect(names).toContain('LATAM Pass');
    const quoted = new RegExp(`(['"\`])(${names.map(literally).join('|')})\\1`);
    const found = ['src', 'core', 'server'].flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir)).flatMap((file) => {
        const relative = path.relative(ROOT, file);
        if (ALLOWED.has(relative)) return [];
        return readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (!COMMENT.test(line) && quoted.test(line) ? [`${relative}:${i + 1}`] : []));
      }),
    );
    expect(found).toEqual([]);
  });
});
