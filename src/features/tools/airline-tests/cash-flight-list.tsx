import { formatStops } from '@core/flights/format';
import { formatBRL } from '@core/format/money';
import { formatDate } from '@core/format/dates';
import type { CashRow } from './airline-replies';

/** SPEC §2: 'Direto', or the count plus the stop airports ('1 escala: BSB'). */
export function stopsText(stops: readonly string[]): string {
  return stops.length === 0 ? formatStops(0) : `${formatStops(stops.length)}: ${stops.join(', ')}`;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

function CashFlight({ row }: { row: CashRow }) {
  const name = [row.companhia, row.numeroVoo].filter(Boolean).join(' ');
  return (
    <article
      className="rounded-lg border bg-card p-4 shadow-sm"
      aria-label={`${name || 'Voo'} ${row.horarioPartida}–${row.horarioChegada}`}
    >
      {(name || row.dataPartida) && (
        <p className="mb-2 flex flex-wrap gap-x-2 text-sm">
          {name && <span className="font-semibold">{name}</span>}
          {row.dataPartida && <span className="text-muted-foreground">{formatDate(row.dataPartida)}</span>}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Field label="Partida" value={row.horarioPartida || '—'} />
        <Field label="Duração" value={row.duracao || '—'} />
        <Field label="Chegada" value={row.horarioChegada || '—'} />
        <Field label="Escalas" value={stopsText(row.escalas)} />
        <Field label="Preço" value={formatBRL(row.preco)} />
      </dl>
    </article>
  );
}

/** One leg's flights (SPEC §2 LATAM test page): departure, duration, arrival, stops and price. */
export function CashFlightList({
  title,
  rows,
  emptyText,
}: {
  title: string;
  rows: readonly CashRow[];
  emptyText: string;
}) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{emptyText}</p>
      ) : (
        <ul aria-label={title} className="space-y-3">
          {rows.map((row, i) => (
            // Rows have no id; the position within the reply is stable for one reply.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of one reply never reorder.
            <li key={i}>
              <CashFlight row={row} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
