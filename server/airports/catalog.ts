import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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
async function readDatasetRows(): Promise<RawAirportRow[]> {
  return parseAirportsTsv(await readFile(airportsDataFile(), 'utf8'));
}

/** Rows → the spec's reply (SPEC §7: data keyed by IATA of {iata, name, city}) with its ETag. */
export function buildAirportCatalog(rows: Iterable<RawAirportRow>): AirportCatalog {
  const data = airportsCompleteData(loadAirports(rows));
  const body = JSON.stringify({ success: true, data });
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `W/"${hash}"`, count: Object.keys(data).length };
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

let catalog: Promise<EncodedAirportCatalog> | null = null;

/**
 * The airport list, loaded lazily on the first request and kept for the life of the process (the dataset
 * ships with the package: it changes only with a deploy). A failed load is forgotten, so the next request
 * tries again.
 */
export function airportCatalog(): Promise<EncodedAirportCatalog> {
  if (!catalog) {
    const loading = readDatasetRows().then(buildAirportCatalog).then(encodeAirportCatalog);
    catalog = loading;
    loading.catch(() => {
      if (catalog === loading) catalog = null;
    });
  }
  return catalog;
}
