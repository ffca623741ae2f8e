// Subscribers read plain pt-BR: no text a subscriber can be shown (a screen outside the admin panel, a reply or a
// stored alert error from the server, a shared message in core) names one of the server's variables. The admin
// panel may: its operator is the one who sets them. Start-up and log lines (config, logger) go to the operator.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VARIABLE = /[A-Z_]{6,}_(KEY|URL|TOKEN)\b/;

/** Where an operator, not a subscriber, reads the text. */
const OPERATOR_ONLY = ['src/features/admin/', 'server/config.ts', 'server/index.ts', 'server/logger.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** Comments out; what is left of a file that could be shown: its string literals with a space, and JSX text. */
function shownTexts(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const literals = [...code.matchAll(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g)].map((m) =>
    // A template's ${…} is code (config.X read for a header), not text.
    m[0].replace(/\$\{[^}]*\}/g, ''),
  );
  // A literal without a space is a key or a name ('SEATS_AERO_API_KEY' as a property), not a sentence.
  const sentences = literals.filter((text) => /\s/.test(text));
  const jsxText = [...code.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)</g)].map((m) => m[1] ?? '');
  return [...sentences, ...jsxText];
}

describe('no server variable name reaches a subscriber', () => {
  it('the scan finds a variable in a sentence and in JSX text, and ignores code', () => {
    expect(shownTexts("const m = 'configure SEATS_AERO_API_KEY agora';").some((t) => VARIABLE.test(t))).toBe(true);
    expect(shownTexts('<p>defina SERPAPI_API_KEY</p>').some((t) => VARIABLE.test(t))).toBe(true);
    expect(shownTexts("if (config.SERPAPI_API_KEY) key = 'SERPAPI_API_KEY';").some((t) => VARIABLE.test(t))).toBe(
      false,
    );
  });

  it('in the screens, the shared messages and the server’s replies', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('core'), ...sourceFiles('server')].filter(
      (file) => !OPERATOR_ONLY.some((prefix) => file.startsWith(prefix)),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      shownTexts(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((text) => VARIABLE.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
