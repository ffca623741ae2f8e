import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One way to do a thing: an airport code is read through core/airports/iata.ts, and numbers, dates and clocks are
// put into words (Intl, toLocale…) only in core/format. A second copy elsewhere fails here, with its file and line.

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const COMMENT = /^\s*(\/\/|\/\*|\*)/;

/** `file:line` of every code line (comments left out) of src/, core/ and server/ that matches `pattern`. */
function linesMatching(pattern: RegExp, allowed: (file: string) => boolean): string[] {
  return ['src', 'core', 'server'].flatMap((dir) =>
    sourceFiles(path.join(ROOT, dir)).flatMap((file) => {
      const relative = path.relative(ROOT, file);
      if (allowed(relative)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (!COMMENT.test(line) && pattern.test(line) ? [`${relative}:${i + 1}`] : []));
    }),
  );
}

describe('one way', () => {
  it('reads airport codes through core/airports/iata.ts (currencies have their own pattern)', () => {
    const own = new Set(['core/airports/iata.ts', 'core/miles/valuation.ts']);
    expect(linesMatching(/\/\^\[A-Z\]\{3\}\$\//, (file) => own.has(file))).toEqual([]);
  });

  it('formats with Intl and toLocale… only in core/format', () => {
    expect(linesMatching(/\bIntl\.|\.toLocale\w*String\(/, (file) => file.startsWith('core/format/'))).toEqual([]);
  });
});
