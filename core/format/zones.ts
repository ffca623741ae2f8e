// Clocks and calendars of a time zone, through Intl (the one place the product asks the runtime for them): today's
// date in a zone, a zone's wall-clock parts, Brasília's hh:mm, a device's dd/mm/aaaa.

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const partFormats = new Map<string, Intl.DateTimeFormat>();

/** yyyy-MM-dd of `now` in `timeZone`. */
export function dayInZone(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The wall clock of `zone` at the instant `at` (ms): year, month (1–12), day, hour (0–23), minute. */
export function wallClock(zone: string, at: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partFormats.set(zone, format);
  }
  const part = { year: 0, month: 1, day: 1, hour: 0, minute: 0 };
  for (const p of format.formatToParts(at)) if (p.type in part) part[p.type as keyof typeof part] = Number(p.value);
  return part;
}

// Made on first use, not on import: building a formatter loads the runtime's locale and zone data, ~25 ms on a
// phone, and this module is in the PWA's first download (the subscription's end date), where nothing formats yet.
let brasilia: Intl.DateTimeFormat | undefined;
let deviceDay: Intl.DateTimeFormat | undefined;

/** '21:14', Brasília's time of `at`. */
export function brasiliaTime(at: Date): string {
  brasilia ??= new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
  return brasilia.format(at);
}

/** '05/12/2026': the day of `date` on this device's clock. */
export function formatDeviceDate(date: Date): string {
  deviceDay ??= new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
  return deviceDay.format(date);
}
