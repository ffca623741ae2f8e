// Bundles server/index.ts (and core/) into dist/server/index.js.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// Every installed package stays external; '@core/*' (a tsconfig path, not a package) is bundled.
const pkg = JSON.parse(await readFile('package.json', 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => [name, `${name}/*`]);

await rm('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  tsconfig: 'tsconfig.node.json',
  sourcemap: 'linked',
  logLevel: 'warning',
});
// migrate.ts reads ./migrations beside the running file.
await cp('server/db/migrations', 'dist/server/migrations', { recursive: true });
