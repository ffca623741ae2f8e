import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No text a traveller can read (a label, a tooltip, a note, a help answer) names one of the project's own files
// (DOMAIN.md, SPEC.md…): only comments may. A line is code unless it is a comment line; a string on a code line that
// names a .md file fails.

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const COMMENT = /^\s*(\/\/|\/\*|\*)/;
const FILE_NAME_IN_STRING = /(['"`])[^'"`]*\b[\w-]+\.md\b[^'"`]*\1/;

describe('texts name no internal file', () => {
  it('finds no .md file name in any string of src/ or core/', () => {
    const found = ['src', 'core'].flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            !COMMENT.test(line) && FILE_NAME_IN_STRING.test(line.replace(/\/\/.*$/, ''))
              ? [`${path.relative(ROOT, file)}:${i + 1}`]
              : [],
          ),
      ),
    );
    expect(found).toEqual([]);
  });
});
