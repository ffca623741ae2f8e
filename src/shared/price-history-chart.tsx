import type { z } from '@core/schemas/zod-locale';
import type { alertHistoryPointSchema } from '@core/schemas/alerts';
import { formatAlertPrice } from '@/shared/alert-text';
import { formatDate, formatDateTime } from '@core/format/dates';

export type HistoryPoint = z.infer<typeof alertHistoryPointSchema>;
type Unit = 'milhas' | 'reais';

// Drawing area inside a fixed viewBox: the SVG scales to its card's width (a 390 px phone keeps ~12 px text).
const W = 320;
const H = 140;
const PAD = { left: 62, right: 8, top: 18, bottom: 22 };

/** The chart's text alternative: how many checks, over which days, the lowest and the latest price, the limit. */
export function historySummary(points: HistoryPoint[], unit: Unit, maxPrice: number): string {
  const seen = points.filter((p) => p.best !== null);
  const limit = `limite ${formatAlertPrice(unit, maxPrice)}`;
  if (seen.length === 0)
    return `Histórico de preços em ${unit === 'milhas' ? 'milhas' : 'reais'}: nenhum preço observado ainda; ${limit}.`;
  const prices = seen.map((p) => p.best?.price ?? 0);
  const first = seen[0]?.checked_at ?? '';
  const last = seen[seen.length - 1]?.checked_at ?? '';
  const fired = points.filter((p) => p.fired).length;
  return (
    `Histórico de preços em ${unit === 'milhas' ? 'milhas' : 'reais'}: ${seen.length} verificação(ões) de ` +
    `${formatDate(first)} a ${formatDate(last)}; menor ${formatAlertPrice(unit, Math.min(...prices))}, ` +
    `última ${formatAlertPrice(unit, prices[prices.length - 1] ?? 0)}; ${limit}` +
    (fired ? `; disparou ${fired} vez(es).` : '.')
  );
}

/**
 * A small price-history chart (plain SVG): the best price of each check, the alert's limit dashed. The price
 * verdict draws the same chart with the route's typical range as a band instead of a limit, and its own summary.
 */
export function PriceHistoryChart({
  points,
  unit,
  maxPrice,
  band,
  summary,
}: {
  points: HistoryPoint[];
  unit: Unit;
  maxPrice?: number;
  band?: readonly [number, number] | null;
  summary?: string;
}) {
  const seen = points.filter((p) => p.best !== null);
  const prices = seen.map((p) => p.best?.price ?? 0);
  const marks = [...(maxPrice === undefined ? [] : [maxPrice]), ...(band ?? [])];
  const low = Math.min(...marks, ...prices);
  const high = Math.max(...marks, ...prices);
  const span = high - low || Math.max(1, high * 0.1);
  const y = (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - (v - low) / span);
  const x = (i: number) => PAD.left + (seen.length <= 1 ? 0.5 : i / (seen.length - 1)) * (W - PAD.left - PAD.right);
  const path = seen
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.best?.price ?? 0).toFixed(1)}`)
    .join(' ');
  const axis = unit === 'milhas' ? 'milhas' : 'R$';
  const short = (v: number) =>
    unit === 'milhas' ? formatAlertPrice(unit, v).replace(' milhas', '') : formatAlertPrice(unit, v).replace('R$ ', '');
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full max-w-md text-primary"
      role="img"
      aria-label={summary ?? historySummary(points, unit, maxPrice ?? 0)}
    >
      <text x={4} y={12} className="fill-muted-foreground" fontSize="11">
        {axis}
      </text>
      <text x={PAD.left - 4} y={y(high) + 4} textAnchor="end" className="fill-muted-foreground" fontSize="11">
        {short(high)}
      </text>
      <text x={PAD.left - 4} y={y(low) + 4} textAnchor="end" className="fill-muted-foreground" fontSize="11">
        {short(low)}
      </text>
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={H - PAD.bottom}
        y2={H - PAD.bottom}
        stroke="currentColor"
        strokeOpacity="0.2"
      />
      {band && (
        <>
          <rect
            x={PAD.left}
            width={W - PAD.left - PAD.right}
            y={y(band[1])}
            height={Math.max(1, y(band[0]) - y(band[1]))}
            fill="#15803d"
            fillOpacity="0.12"
          />
          <text x={W - PAD.right} y={y(band[1]) - 3} textAnchor="end" fill="#15803d" fontSize="10">
            faixa típica
          </text>
        </>
      )}
      {maxPrice !== undefined && (
        <>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(maxPrice)}
            y2={y(maxPrice)}
            stroke="#b45309"
            strokeDasharray="4 3"
          />
          <text x={W - PAD.right} y={y(maxPrice) - 3} textAnchor="end" fill="#b45309" fontSize="10">
            limite
          </text>
        </>
      )}
      {path && <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />}
      {seen.map((p, i) => (
        <circle
          key={p.checked_at}
          cx={x(i)}
          cy={y(p.best?.price ?? 0)}
          r={p.fired ? 4 : 2.5}
          fill={p.fired ? '#b45309' : 'currentColor'}
        >
          <title>{`${formatDateTime(p.checked_at)}: ${formatAlertPrice(unit, p.best?.price ?? 0)}`}</title>
        </circle>
      ))}
      {seen.length > 0 && (
        <>
          <text x={PAD.left} y={H - 6} className="fill-muted-foreground" fontSize="10">
            {formatDate(seen[0]?.checked_at)}
          </text>
          <text x={W - PAD.right} y={H - 6} textAnchor="end" className="fill-muted-foreground" fontSize="10">
            {formatDate(seen[seen.length - 1]?.checked_at)}
          </text>
        </>
      )}
    </svg>
  );
}
