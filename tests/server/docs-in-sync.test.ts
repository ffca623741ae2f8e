import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDocs, ROOT } from '../../scripts/docs/generate';
import { SCREEN_NOTES } from '../../scripts/docs/screen-notes';

// The maps a reader trusts to find their way (screens, API operations, folders) are checked against the code, so
// that they cannot fall behind it: docs/screens.md and the operation map of docs/api.md are regenerated here and
// compared, the README's folder table and docs/architecture.md's folder list are compared with the folders, and
// every "SPEC §N" or "DESIGN §N" a comment cites must be a section of docs/spec.md or docs/design.md.

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The folders directly under `dir` that hold something, without the ones git ignores or the hidden ones. */
function foldersIn(dir: string, ignored: string[] = []): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !ignored.includes(entry.name))
    .filter((entry) => readdirSync(path.join(ROOT, dir, entry.name)).length > 0)
    .map((entry) => entry.name)
    .sort();
}

/** The top-level folders .gitignore leaves out ('/dist/', 'test-results/'…). */
const gitIgnoredFolders = () =>
  read('.gitignore')
    .split('\n')
    .map((line) => line.trim().match(/^\/?([\w-]+)\/$/)?.[1])
    .filter((name): name is string => name !== undefined);

describe('the generated docs', () => {
  it('say what the code says', async () => {
    for (const { file, text } of await generateDocs()) {
      expect(read(file), `${file} não diz o que o código diz: rode npm run docs`).toBe(text);
    }
  }, 60_000);

  it('name a source file that exists for every screen', () => {
    const missing = Object.entries(SCREEN_NOTES)
      .filter(([, note]) => note.source !== undefined && !existsSync(path.join(ROOT, 'src', note.source)))
      .map(([address, note]) => `${address}: src/${note.source}`);
    expect(missing, 'scripts/docs/screen-notes.ts aponta para arquivos que não existem').toEqual([]);
  });
});

describe('the folder maps', () => {
  it('the README has one line per top-level folder, and only those', () => {
    const table = read('README.md').split('\n## Architecture map')[1]?.split('\n## ')[0] ?? '';
    const named = [...table.matchAll(/^\| `([\w.-]+)\/` \|/gm)].map((m) => m[1]).sort();
    expect(named, 'a tabela de pastas do README.md difere das pastas da raiz').toEqual(
      foldersIn('.', gitIgnoredFolders()),
    );
  });

  it('docs/architecture.md names every folder of core/, server/, src/, src/features/ and tests/, and only those', () => {
    const block = read('docs/architecture.md').split('## Folders')[1]?.split('```')[1] ?? '';
    // The block's top-level entries start at column 0; each folder inside one is an indented 'name/'.
    const sections = new Map<string, string>();
    let current = '';
    for (const line of block.split('\n')) {
      const top = line.match(/^([\w-]+)\//)?.[1];
      if (top) current = top;
      sections.set(current, `${sections.get(current) ?? ''}${line}\n`);
    }
    const problems: string[] = [];
    for (const parent of ['core', 'server', 'src', 'tests']) {
      const text = sections.get(parent) ?? '';
      const named = [...text.matchAll(/^ {2}([\w-]+)\/ /gm)].map((m) => m[1] ?? '');
      const present = foldersIn(parent);
      for (const folder of present) if (!named.includes(folder)) problems.push(`falta ${parent}/${folder}/`);
      for (const folder of named) if (!present.includes(folder)) problems.push(`${parent}/${folder}/ não existe`);
    }
    const features =
      sections
        .get('src')
        ?.split(/^ {2}features\//m)[1]
        ?.split(/^ {2}\w/m)[0] ?? '';
    for (const feature of foldersIn('src/features'))
      if (!new RegExp(`\\b${feature}\\b`).test(features)) problems.push(`falta src/features/${feature}`);
    expect(problems, 'a lista de pastas de docs/architecture.md difere das pastas').toEqual([]);
  });
});

describe('the product documents the comments cite', () => {
  const CITED = /\b(SPEC|DESIGN) §(\d+[a-z]?)/g;
  const SOURCES = /\.(ts|tsx|mjs|cjs|md|sql|css)$/;

  function files(dir: string): string[] {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(relative);
      return SOURCES.test(entry.name) ? [relative] : [];
    });
  }

  it('are in docs/, with every section a comment cites', () => {
    const sections = (file: string) => new Set([...read(file).matchAll(/^## (\d+[a-z]?)\. /gm)].map((m) => m[1] ?? ''));
    const known = { SPEC: sections('docs/spec.md'), DESIGN: sections('docs/design.md') };
    expect(existsSync(path.join(ROOT, 'docs/domain.md')), 'docs/domain.md (DOMAIN.md nos comentários)').toBe(true);
    const unknown = ['core', 'server', 'src', 'tests', 'scripts', 'bench', 'docs'].flatMap((dir) =>
      files(dir).flatMap((file) =>
        [...read(file).matchAll(CITED)]
          .filter((m) => !known[m[1] as 'SPEC' | 'DESIGN'].has(m[2] ?? ''))
          .map((m) => `${file}: ${m[0]}`),
      ),
    );
    expect(unknown, 'seções citadas que docs/spec.md ou docs/design.md não têm').toEqual([]);
  });
});
