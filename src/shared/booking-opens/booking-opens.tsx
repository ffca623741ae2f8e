import { bookingOpensText } from '@core/format/booking-window';
import { type ClosedProgram, closedPrograms } from '@core/miles/booking-window';
import type { BookingWindow } from '@core/schemas/booking-window';
import { todayIsoDate } from '@core/schemas/search';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * What a day beyond a programme's booking window says instead of "nenhuma oferta": per programme not open yet,
 * 'Reservas da Smiles para 20/11/2027 abrem em 12 dias (08/12/2026)', counted from the device's today. Nothing when
 * every known window reaches the day (or none is known). `action` may add, per programme, a way to be told on the day
 * ("avisar quando abrir").
 */
export function BookingOpens({
  windows,
  travelDate,
  now,
  className,
  action,
}: {
  windows: readonly BookingWindow[] | undefined;
  travelDate: string;
  now: Date;
  className?: string;
  action?: (closed: ClosedProgram) => ReactNode;
}) {
  const today = todayIsoDate(undefined, now);
  const closed = closedPrograms(windows, travelDate, today);
  if (closed.length === 0) return null;
  return (
    <ul className={cn('grid gap-1 text-sm', className)} aria-label="Reservas que ainda não abriram">
      {closed.map((c) => (
        <li key={c.program} data-program={c.program} className="flex flex-wrap items-center gap-2">
          <span>{bookingOpensText(c, today)}</span>
          {action?.(c)}
        </li>
      ))}
    </ul>
  );
}
