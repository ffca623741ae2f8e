// Run once by scripts/build-server.mjs (bundled to dist/server/airports-prebuild.js, then removed): writes the
// airport list's reply, plain, brotli and gzip, into dist/server/data beside the dataset.
import path from 'node:path';
import { airportsDataFile, writePrebuiltCatalog } from './catalog';

const { count, br } = await writePrebuiltCatalog(path.dirname(airportsDataFile()));
process.stdout.write(`aeroportos: ${count} pré-comprimidos (brotli ${br.length} B)\n`);
