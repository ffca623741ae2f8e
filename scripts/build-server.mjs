// Bundles server/index.ts (and core/) into dist/server/index.js, and the PGlite worker into dist/server/pglite-worker.js.
import { execFileSync } from 'node:child_process';
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// Every installed package stays external; '@core/*' (a tsconfig path, not a package) is bundled.
const pkg = JSON.parse(await readFile('package.json', 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => [name, `${name}/*`]);

await rm('dist/server', { recursive: true, force: true });
// index.js, and the PGlite worker thread beside it (server/db/pglite-thread.ts looks for it there).
const serverBundle = {
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  tsconfig: 'tsconfig.node.json',
  logLevel: 'warning',
};
await build({
  ...serverBundle,
  entryPoints: { index: 'server/index.ts', 'pglite-worker': 'server/db/pglite-worker.ts' },
  sourcemap: 'linked',
});
// migrate.ts reads ./migrations beside the running file.
await cp('server/db/migrations', 'dist/server/migrations', { recursive: true });
// catalog.ts reads ./data/optd-airports.tsv beside the running file.
await cp('server/airports/data', 'dist/server/data', { recursive: true });
// The airport list's reply, compressed once here instead of on a server's first request (~1 s of brotli).
await build({ ...serverBundle, entryPoints: { 'airports-prebuild': 'server/airports/prebuild.ts' } });
execFileSync(process.execPath, ['dist/server/airports-prebuild.js'], { stdio: 'inherit' });
await rm('dist/server/airports-prebuild.js');
