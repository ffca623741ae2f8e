import { airportPosition } from './airport-position';
import { formatBRL } from '@core/format/money';
import type { ExploreDestination } from '@core/schemas/explore';
import { BORDERS_PATH, LAND_PATH, MAP_HEIGHT, MAP_SCALE, MAP_WIDTH } from './world-map-data';

/** The narrowest and the shortest the frame gets, in degrees, so a few close destinations still show their coast. */
const MIN_SPAN_LON = 50;
const MIN_SPAN_LAT = 34;
/** Room left around the outermost dots, in degrees. */
const MARGIN = 6;

interface Dot {
  destination: ExploreDestination;
  x: number;
  y: number;
}

/**
 * A destination's place on the bundled map (equirectangular, as scripts/make-world-map.mjs drew it): where the
 * reply says it is, else where the bundled airport table puts it.
 */
function dotOf(d: ExploreDestination): Dot | null {
  const at = d.lat !== null && d.lon !== null ? { lat: d.lat, lon: d.lon } : airportPosition(d.airport);
  if (!at) return null;
  return { destination: d, x: (at.lon + 180) * MAP_SCALE, y: (90 - at.lat) * MAP_SCALE };
}

/** The part of the world the dots are in, padded, never smaller than the minimum spans, never past the edges. */
export function frameOf(dots: readonly { x: number; y: number }[]): { x: number; y: number; w: number; h: number } {
  if (dots.length === 0) return { x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT };
  const xs = dots.map((d) => d.x);
  const ys = dots.map((d) => d.y);
  const pad = MARGIN * MAP_SCALE;
  let x0 = Math.min(...xs) - pad;
  let x1 = Math.max(...xs) + pad;
  let y0 = Math.min(...ys) - pad;
  let y1 = Math.max(...ys) + pad;
  const grow = (lo: number, hi: number, min: number): [number, number] => {
    const short = min - (hi - lo);
    return short > 0 ? [lo - short / 2, hi + short / 2] : [lo, hi];
  };
  [x0, x1] = grow(x0, x1, MIN_SPAN_LON * MAP_SCALE);
  [y0, y1] = grow(y0, y1, MIN_SPAN_LAT * MAP_SCALE);
  const clamp = (lo: number, hi: number, max: number): [number, number] => {
    const span = Math.min(hi - lo, max);
    const start = Math.min(Math.max(lo, 0), max - span);
    return [start, start + span];
  };
  [x0, x1] = clamp(x0, x1, MAP_WIDTH);
  [y0, y1] = clamp(y0, y1, MAP_HEIGHT);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * The destinations as dots on a simple map drawn from outlines shipped with the app (no tiles: it draws offline).
 * Each dot is a link, reached with Tab, named with its city and best total, that leads to the destination's card.
 * Destinations the reply gives no coordinates for are only in the list, and the map says how many.
 */
export function ExploreMap({
  destinations,
  onOpen,
}: {
  destinations: readonly ExploreDestination[];
  onOpen(destination: ExploreDestination): void;
}) {
  const dots = destinations.flatMap((d) => dotOf(d) ?? []);
  const frame = frameOf(dots);
  const r = Math.max(frame.w, frame.h) / 90;
  const missing = destinations.length - dots.length;
  return (
    <figure className="grid gap-1">
      <svg
        aria-labelledby="explorar-mapa-titulo"
        viewBox={`${frame.x} ${frame.y} ${frame.w} ${frame.h}`}
        className="h-auto w-full rounded-md border bg-sky-50 dark:bg-slate-900"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id="explorar-mapa-titulo">Mapa dos destinos</title>
        <path d={LAND_PATH} className="fill-stone-200 dark:fill-slate-700" />
        <path
          d={BORDERS_PATH}
          fill="none"
          className="stroke-stone-400 dark:stroke-slate-500"
          strokeWidth={r / 6}
          strokeLinejoin="round"
        />
        {dots.map(({ destination: d, x, y }) => (
          <a
            key={d.airport}
            href={`#destino-${d.airport}`}
            aria-label={`${d.city}, ${d.country}: ${formatBRL(d.bestBRL)}`}
            className="cursor-pointer focus:outline-none [&:focus-visible>circle]:stroke-foreground"
            onClick={(event) => {
              event.preventDefault();
              onOpen(d);
            }}
          >
            <title>{`${d.city}: ${formatBRL(d.bestBRL)}`}</title>
            <circle
              cx={x}
              cy={y}
              r={r}
              strokeWidth={r / 2}
              className={d.coveredByBalance ? 'fill-emerald-600 stroke-white' : 'fill-primary stroke-white'}
            />
          </a>
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Contornos: Natural Earth; aeroportos: Open Travel Data. Verde: coberto pelo seu saldo.
        {missing > 0 ? ` ${missing} ${missing === 1 ? 'destino sem posição' : 'destinos sem posição'} no mapa.` : ''}
      </figcaption>
    </figure>
  );
}
