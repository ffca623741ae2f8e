import { arrivalDayOffset, formatDayOffset } from '@core/flights/format';

/** After an arrival time: '+1' when the flight lands the next day (read as '+1 dia'); nothing on the same day. */
export function DayOffset({ departureDate, arrivalDate }: { departureDate: string; arrivalDate: string }) {
  const days = arrivalDayOffset(departureDate, arrivalDate);
  const label = formatDayOffset(days);
  if (!label) return null;
  return (
    <sup className="ml-0.5 text-xs font-semibold text-primary">
      {label}
      <span className="sr-only"> {Math.abs(days) === 1 ? 'dia' : 'dias'}</span>
    </sup>
  );
}
