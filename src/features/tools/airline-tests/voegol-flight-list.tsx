import { formatBRL } from '@core/format/money';
import type { VoegolRow } from './airline-replies';
import { stopsText } from './cash-flight-list';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** One VoeGol leg (SPEC §2): each flight with origin, destination, duration, price and carrier. */
export function VoegolFlightList({ title, rows }: { title: string; rows: readonly VoegolRow[] }) {
  return (
    <section className="space-y-3">
      <h3 className="font-semibold">
        {title}: {rows.length}
      </h3>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">Nenhum voo.</p>
      ) : (
        <ul aria-label={title} className="space-y-3">
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of one reply have no id and never reorder.
            <li key={i} className="rounded-lg border bg-card p-4 shadow-sm">
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
                <Field label="Origem" value={row.origem} />
                <Field label="Destino" value={row.destino} />
                <Field label="Duração" value={row.duracao || '—'} />
                <Field label="Preço" value={formatBRL(row.preco)} />
                <Field label="Companhia" value={row.companhia} />
              </dl>
              {(row.horarioPartida || row.numeroVoo) && (
                <p className="mt-2 text-sm text-muted-foreground">
                  {[
                    row.numeroVoo,
                    row.horarioPartida && `${row.horarioPartida}${row.horarioChegada ? `–${row.horarioChegada}` : ''}`,
                    stopsText(row.escalas),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
