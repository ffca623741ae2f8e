import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router';
import { formatDateTime } from '@core/format/dates';
import { CALENDAR_PATH } from '@core/links/paths';
import { recentCalendars } from './recent-calendars';

/** The calendars kept on the device, newest first: each opens again, offline too, with the day it was seen. */
export function RecentCalendarList({ userId, current }: { userId: string; current: string }) {
  const kept = (useLiveQuery(() => recentCalendars(userId), [userId]) ?? []).filter((entry) => entry.key !== current);
  if (kept.length === 0) return null;
  return (
    <section aria-labelledby="calendarios-recentes" className="grid gap-2">
      <h2 id="calendarios-recentes" className="text-lg font-semibold">
        Calendários recentes (disponíveis sem conexão)
      </h2>
      <ul className="grid gap-1 text-sm">
        {kept.map((entry) => (
          <li key={entry.key}>
            <Link className="underline" to={`${CALENDAR_PATH}?${entry.key}`}>
              {entry.reply.origin} → {entry.reply.destination}, {entry.reply.from} a {entry.reply.to}
            </Link>{' '}
            <span className="text-muted-foreground">(visto em {formatDateTime(entry.savedAt)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
