// Writes src/features/explore/world-map-data.ts: the land and the borders between countries as two SVG paths, from
// Natural Earth's 1:110m outlines as world-atlas packages them (ISC; the data is public domain), so the explore map
// draws offline with no tile server and no geography library in the app. To refresh:
//   npm install --no-save world-atlas@2 topojson-client@3 && node scripts/make-world-map.mjs
// The projection is equirectangular, MAP_SCALE units per degree: x = (lon + 180) × scale, y = (90 − lat) × scale,
// the same sum explore-map.tsx places each destination's dot with.
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';

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
