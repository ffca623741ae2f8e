// House rules of DESIGN §3 that a linter does not know: who may import whom.
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

function importsOf(source) {
  const found = [];
  const re = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(re)) found.push(m[1] ?? m[2]);
  return found;
}

/** Resolves an import to a repo-relative path (aliases and relative paths only). */
function target(file, spec) {
  if (spec.startsWith('@/')) return path.join('src', spec.slice(2));
  if (spec.startsWith('@core/')) return path.join('core', spec.slice(6));
  if (spec.startsWith('.')) return path.normalize(path.join(path.dirname(file), spec));
  return null;
}

const NODE_OR_DOM = /^(node:|react|react-dom|hono|@hono\/|dexie|jotai|workbox|@electric-sql|postgres$)/;

for await (const file of walk('.')) {
  if (file.includes('node_modules') || file.startsWith('dist')) continue;
  const source = await readFile(file, 'utf8');
  for (const spec of importsOf(source)) {
    const to = target(file, spec);
    const say = (rule) => problems.push(`${file}: importa '${spec}' (${rule})`);
    if (file.startsWith('core/')) {
      if (NODE_OR_DOM.test(spec)) say('core/ é TypeScript puro: sem React, Node ou DOM');
      if (to && !to.startsWith('core/')) say('core/ não importa de fora de core/');
    }
    if (file.startsWith('server/') && to?.startsWith('src/')) say('o servidor nunca importa de src/');
    if (spec.startsWith('@tests/') && !/\.test\.tsx?$/.test(file) && !file.startsWith('tests/'))
      say('só testes importam de tests/');
    if (file.startsWith('src/') && to?.startsWith('server/')) say('o PWA nunca importa de server/');
    const feature = file.match(/^src\/features\/([^/]+)\//)?.[1];
    const other = to?.match(/^src\/features\/([^/]+)/)?.[1];
    // The auth feature is the app's session: every feature may ask who is signed in.
    if (feature && other && other !== feature && other !== 'auth') say('features não importam umas das outras');
    if (feature && to?.startsWith('src/app/')) say('features não importam de src/app');
    if (
      (file.startsWith('src/lib/') || file.startsWith('src/components/')) &&
      (to?.startsWith('src/features/') || to?.startsWith('src/app/'))
    )
      say('src/lib e components/ui ficam abaixo de features e app');
  }
  if (
    /(^|\/)index\.tsx?$/.test(file) &&
    /^\s*export\s+(\*|\{)[^;]*from/m.test(source) &&
    !file.startsWith('server/index.ts')
  )
    problems.push(`${file}: barril de re-exportação (use imports diretos)`);
}

if (problems.length > 0) {
  console.error(`Regras de arquitetura violadas:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('check-boundaries: ok');
