// Reading the product's own source as text, for the tests that keep a house rule (one way to do a thing, no
// internal file named to users): every code line of src/, core/ and server/, comments left out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const COMMENT = /^\s*(\/\/|\/\*|\*)/;

/**
 * `file:line` of every code line of `dirs` (tests left out) matching `pattern`, but for the files `allowed` lets
 * through (paths relative to the repository). A trailing `// comment` is not part of the line.
 */
export function codeLinesMatching(
  pattern: RegExp,
  {
    dirs = ['src', 'core', 'server'],
    allowed = () => false,
  }: { dirs?: string[]; allowed?: (file: string) => boolean } = {},
): string[] {
  return dirs.flatMap((dir) =>
    sourceFiles(path.join(ROOT, dir)).flatMap((file) => {
      const relative = path.relative(ROOT, file);
      if (allowed(relative)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          !COMMENT.test(line) && pattern.test(line.replace(/\/\/.*$/, '')) ? [`${relative}:${i + 1}`] : [],
        );
    }),
  );
}
