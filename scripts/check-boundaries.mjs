// House rules of DESIGN §3: who may import whom. They live in biome.json (noRestrictedImports per folder, and
// noBarrelFile for index files), so the editor shows them as you type. Biome matches an import's text, never the
// file it resolves to; what only resolution can tell stays here:
//   1. a relative import ('../../server/x') that leaves its folder for one it may not use;
//   2. a feature folder biome.json does not know yet: its overrides are written per feature, so a new folder
//      would be unguarded until someone adds them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const problems = [];

async function* walk(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

function relativeImportsOf(source) {
  const found = [];
  const re = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(re)) {
    const spec = m[1] ?? m[2];
    if (spec.startsWith('.')) found.push(spec);
  }
  return found;
}

// The same rules as biome.json's overrides, on the resolved path of a relative import.
for await (const file of walk('.')) {
  if (file.includes('node_modules') || file.startsWith('dist')) continue;
  const source = await readFile(file, 'utf8');
  for (const spec of relativeImportsOf(source)) {
    const to = path.normalize(path.join(path.dirname(file), spec));
    const say = (rule) => problems.push(`${file}: importa '${spec}' (${rule})`);
    if (file.startsWith('core/') && !to.startsWith('core/')) say('core/ não importa de fora de core/');
    if (file.startsWith('server/') && to.startsWith('src/')) say('o servidor nunca importa de src/');
    if (file.startsWith('src/') && to.startsWith('server/')) say('o PWA nunca importa de server/');
    const feature = file.match(/^src\/features\/([^/]+)\//)?.[1];
    const other = to.match(/^src\/features\/([^/]+)/)?.[1];
    // The auth feature is the app's session: every feature may ask who is signed in.
    if (feature && other && other !== feature && other !== 'auth') say('features não importam umas das outras');
    if (feature && to.startsWith('src/app/')) say('features não importam de src/app');
    if (
      (file.startsWith('src/lib/') || file.startsWith('src/components/')) &&
      (to.startsWith('src/features/') || to.startsWith('src/app/'))
    )
      say('src/lib e components/ui ficam abaixo de features e app');
  }
}

const biome = JSON.parse(await readFile('biome.json', 'utf8'));
const guarded = new Set((biome.overrides ?? []).flatMap((o) => o.includes ?? []));
for (const entry of await readdir('src/features', { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const folder = `src/features/${entry.name}`;
  for (const glob of [`${folder}/**`, `${folder}/**/*.test.tsx`])
    if (!guarded.has(glob))
      problems.push(`biome.json: falta o override '${glob}' (copie o de outra feature, trocando o nome)`);
}

if (problems.length > 0) {
  console.error(`Regras de arquitetura violadas:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('check-boundaries: ok');
