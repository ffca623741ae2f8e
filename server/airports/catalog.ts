import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { airportsCompleteData, loadAirports, type RawAirportRow } from '@core/airports/airports';

/** The ready-made reply of GET /api/airports/complete: built once, served as is. */
export interface AirportCatalog {
  /** `{"success":true,"data":{…}}`, the JSON body. */
  body: string;
  /** Weak: the same JSON is sent brotli, gzip or plain, as the client accepts. */
  etag: string;
  count: number;
}

/** The body compressed once, at its smallest: each request sends bytes, no per-request compression. */
export interface EncodedAirportCatalog extends AirportCatalog {
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/** Source tree: server/airports/data; bundle: dist/server/data (copied by scripts/build-server.mjs). */
export function airportsDataFile(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'optd-airports.tsv');
}

/** Rows of the TSV written by scripts/extract-airports.mjs ('#' lines are its attribution, then a header). */
export function parseAirportsTsv(text: string): RawAirportRow[] {
  const lines = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  const columns = (lines.shift() ?? '').split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])) as RawAirportRow;
  });
}

/** The dataset: Open Travel Data (CC BY 4.0), ~8,400 airports with an IATA code, read on first use. */
export async function readDatasetRows(): Promise<RawAirportRow[]> {
  return parseAirportsTsv(await readFile(airportsDataFile(), 'utf8'));
}

/** Rows → the spec's reply (SPEC §7: data keyed by IATA of {iata, name, city}) with its ETag. */
export function buildAirportCatalog(rows: Iterable<RawAirportRow>): AirportCatalog {
  const data = airportsCompleteData(loadAirports(rows));
  return catalogOf(JSON.stringify({ success: true, data }), Object.keys(data).length);
}

function catalogOf(body: string, count: number): AirportCatalog {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `W/"${hash}"`, count };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at quality 11 and gzip at level 9, off the event loop (zlib's thread pool); ~1 s once per process. */
export async function encodeAirportCatalog(catalog: AirportCatalog): Promise<EncodedAirportCatalog> {
  const [br, gz] = await Promise.all([
    brotli(catalog.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(catalog.body),
      },
    }),
    gzipAsync(catalog.body, { level: 9 }),
  ]);
  // Copied into plain Uint8Arrays, the body type a Response takes.
  return { ...catalog, br: new Uint8Array(br), gzip: new Uint8Array(gz) };
}

/** Files `npm run build` writes beside the dataset (server/airports/prebuild.ts): the reply ready to send. */
const PREBUILT = { json: 'airports-complete.json', br: 'airports-complete.json.br', gzip: 'airports-complete.json.gz' };

/** Builds, compresses and writes the reply into `dir` (at build time, so a server never spends the ~1 s). */
export async function writePrebuiltCatalog(dir: string, rows?: RawAirportRow[]): Promise<EncodedAirportCatalog> {
  const encoded = await encodeAirportCatalog(buildAirportCatalog(rows ?? (await readDatasetRows())));
  await Promise.all([
    writeFile(path.join(dir, PREBUILT.json), encoded.body),
    writeFile(path.join(dir, PREBUILT.br), encoded.br),
    writeFile(path.join(dir, PREBUILT.gzip), encoded.gzip),
  ]);
  return encoded;
}

/** The build's files, or null when there are none (from sources: dev and tests build it on first use). */
async function readPrebuiltCatalog(dir: string): Promise<EncodedAirportCatalog | null> {
  try {
    const [body, br, gz] = await Promise.all([
      readFile(path.join(dir, PREBUILT.json), 'utf8'),
      readFile(path.join(dir, PREBUILT.br)),
      readFile(path.join(dir, PREBUILT.gzip)),
    ]);
    return {
      ...catalogOf(body, Object.keys((JSON.parse(body) as { data: object }).data).length),
      br: new Uint8Array(br),
      gzip: new Uint8Array(gz),
    };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

let catalog: Promise<EncodedAirportCatalog> | null = null;

/**
 * The airport list, kept for the life of the process (the dataset ships with the package: it changes only with a
 * deploy): read from the build's precompressed files, else built and compressed on first use. A failed load is
 * forgotten, so the next request tries again.
 */
export function airportCatalog(): Promise<EncodedAirportCatalog> {
  if (!catalog) {
    const dir = path.dirname(airportsDataFile());
    const loading = readPrebuiltCatalog(dir).then(
      async (prebuilt) => prebuilt ?? encodeAirportCatalog(buildAirportCatalog(await readDatasetRows())),
    );
    catalog = loading;
    loading.catch(() => {
      if (catalog === loading) catalog = null;
    });
  }
  return catalog;
}
