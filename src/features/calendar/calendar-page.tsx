import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { bestOf } from '@core/calendar/days';
import { DEMO_LABEL } from '@core/format/calendar';
import { formatMilesText } from '@core/format/miles';
import { formatBRL } from '@core/format/money';
import { searchLinkPath } from '@core/links/link-params';
import type { CalendarCash, CalendarDay, CalendarReply } from '@core/schemas/calendar';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useAuthState } from '@/lib/session-state';
import { CalendarAlertButton } from './calendar-alert-button';
import { CalendarDayList } from './calendar-day-list';
import { CalendarForm, calendarDefaults } from './calendar-form';
import { CalendarGrid } from './calendar-grid';
import { calendarKey, calendarLinkParams, readCalendarLink } from '@core/links/calendar-link';
import { RecentCalendarList } from './recent-calendar-list';
import { useCalendarStream } from './calendar-socket';
import { type KeptCalendar, keepCalendar, keptCalendar } from './recent-calendars';
import { useDayCash } from './use-day-cash';

/** How old a kept calendar is, in words. */
function ageText(savedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(savedAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} dias`;
}

/** A day with the cash fare asked from its cell, and the winner worked out again. */
function withCash(day: CalendarDay, cash: CalendarCash | undefined): CalendarDay {
  if (!cash) return day;
  return { ...day, cash, ...bestOf(cash, day.miles) };
}

/**
 * A whole month (or up to 62 days) at a glance: each day's cheapest cash fare and cheapest award valued in reais,
 * side by side. The query lives in the address, so a reload or a shared link shows the same calendar; the last
 * ones viewed stay on the device and open offline with their age.
 */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = readCalendarLink(params);
  const key = query ? calendarKey(query) : '';
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const live = useCalendarStream(query, key);
  const data = live.reply;
  useEffect(() => {
    if (data && userId) void keepCalendar(userId, key, data);
  }, [data, userId, key]);
  // Offline (or the socket failing) shows the copy kept on the device, if this calendar was seen before; undefined
  // while the device looks, so the error does not flash before the kept copy.
  const keptFor = !data && !live.running && userId && key ? `${userId}:${key}` : null;
  const [found, setFound] = useState<{ for: string; kept: KeptCalendar | null } | null>(null);
  useEffect(() => {
    if (!keptFor || !userId) return;
    let current = true;
    void keptCalendar(userId, key).then((kept) => current && setFound({ for: keptFor, kept }));
    return () => {
      current = false;
    };
  }, [keptFor, userId, key]);
  const kept = keptFor ? (found?.for === keptFor ? found.kept : undefined) : null;
  const reply: CalendarReply | undefined = data ?? kept?.reply;
  const { asked, noFare, asking, error: askError, ask: askCash } = useDayCash(query, key);
  // The ages the cells show are read against one clock per reply.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reply is the moment to read the clock again.
  const now = useMemo(() => new Date(), [reply, live.days]);

  const searchPath = (date: string) =>
    searchLinkPath({
      origin: reply?.origin ?? query?.origin ?? '',
      destination: reply?.destination ?? query?.destination ?? '',
      date,
      cabin: query && query.cabin !== 'ECONOMY' ? query.cabin : null,
      passengers: query?.adults ?? 1,
    });
  const askable = new Set(reply && data && !reply.demo ? reply.cash.unasked.filter((date) => !noFare.has(date)) : []);
  const days = (reply?.days ?? live.days ?? []).map((day) => withCash(day, asked[day.date]));
  const caption = query
    ? `Calendário de ${query.origin} para ${query.destination}, de ${query.from} a ${query.to}`
    : 'Calendário';

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Calendário</h1>
        <p className="text-muted-foreground">
          O dia mais barato do mês, em dinheiro ou em milhas: as milhas valem em reais pelo valor de cada programa.
        </p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <CalendarForm
            key={key}
            initial={query ?? calendarDefaults()}
            busy={live.running}
            onSubmit={(next) => setParams(calendarLinkParams(next))}
          />
        </CardContent>
      </Card>
      {live.running && (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm text-muted-foreground">
            Consultando as fontes para o período… os dias se preenchem conforme as fontes respondem.
          </p>
          <Button size="sm" variant="destructive" onClick={live.cancel}>
            Interromper
          </Button>
        </div>
      )}
      {kept && (
        <Alert>
          <AlertDescription>
            Calendário guardado no aparelho há {ageText(kept.savedAt, new Date())}: os preços podem ter mudado.
          </AlertDescription>
        </Alert>
      )}
      {live.error && kept === null && (
        <Alert variant="destructive">
          <AlertDescription>{live.error}</AlertDescription>
        </Alert>
      )}
      {!reply && live.days && (
        <CalendarGrid days={days} now={now} caption={caption} onPick={(day) => navigate(searchPath(day.date))} />
      )}
      {reply && (
        <section aria-label="Resultado do calendário" className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {reply.demo && <Badge variant="secondary">{DEMO_LABEL}</Badge>}
            <span>
              {reply.originAirports.join(', ')} → {reply.destinationAirports.join(', ')}
              {reply.nights !== null ? `, ida e volta com ${reply.nights} noites` : ', só ida'}
            </span>
          </div>
          {reply.errors.map((error) => (
            <Alert key={error.provider} variant="destructive">
              <AlertDescription>{error.message}</AlertDescription>
            </Alert>
          ))}
          <CalendarGrid
            days={days}
            now={now}
            caption={caption}
            onPick={(day) => navigate(searchPath(day.date))}
            askCash={{ dates: askable, asking, onAsk: askCash }}
            {...(reply.bookingWindows ? { bookingWindows: reply.bookingWindows } : {})}
          />
          {userId && <CalendarAlertButton reply={reply} userId={userId} />}
          {reply.reference && (
            <p className="text-sm">
              Referência (tabela fixa, não é preço do dia): {formatMilesText(reply.reference.miles)}{' '}
              {reply.reference.program} + {formatBRL(reply.reference.taxes)} ≈ {formatBRL(reply.reference.valueBRL)}
            </p>
          )}
          {!reply.demo && reply.cash.max > 0 && (
            <p className="text-xs text-muted-foreground">
              Dinheiro: {reply.cash.asked} de no máximo {reply.cash.max} dias consultados agora; os outros vêm do cache
              ou podem ser consultados um a um (“ver R$” no dia).
            </p>
          )}
          {askError && (
            <Alert variant="destructive">
              <AlertDescription>{askError}</AlertDescription>
            </Alert>
          )}
          <CalendarDayList
            days={days}
            now={now}
            askable={askable}
            asking={asking}
            searchPath={searchPath}
            onAskCash={askCash}
            {...(reply.bookingWindows ? { bookingWindows: reply.bookingWindows } : {})}
            {...(userId
              ? {
                  openingAlert: {
                    userId,
                    origin: reply.origin,
                    destination: reply.destination,
                    cabin: reply.cabin,
                    passengers: reply.adults,
                  },
                }
              : {})}
          />
        </section>
      )}
      {userId && <RecentCalendarList userId={userId} current={key} />}
    </div>
  );
}
