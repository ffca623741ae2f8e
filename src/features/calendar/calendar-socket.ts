// The calendar over /ws: the grid as each source answers ('calendar-days'), the finished calendar last
// ('calendar-complete'); cancel stops the server's providers. The access cookie authenticates the socket.
import { useEffect, useRef, useState } from 'react';
import type { CalendarDay, CalendarQuery, CalendarReply } from '@core/schemas/calendar';
import { calendarRequest } from '@core/schemas/ws';
import { CONNECTION_ERROR } from '@/lib/api';
import { openStream } from '@/lib/stream-socket';

interface Handlers {
  onDays(days: CalendarDay[]): void;
  onComplete(reply: CalendarReply): void;
  onError(message: string): void;
}

/** Opens /ws, asks for the calendar and hands each message on; the returned function cancels it. */
export function connectCalendar(query: CalendarQuery, handlers: Handlers): () => void {
  const socket = openStream(calendarRequest(query), {
    final: 'calendar-complete',
    onMessage(message) {
      if (message.type === 'calendar-days') handlers.onDays(message.days);
      else if (message.type === 'calendar-complete') handlers.onComplete(message.calendar);
    },
    onError: handlers.onError,
    onDrop: () => handlers.onError(CONNECTION_ERROR),
  });
  return () => socket.cancel();
}

export interface CalendarStream {
  /** The grid so far (partial while running), or null before the first message. */
  days: CalendarDay[] | null;
  reply: CalendarReply | null;
  error: string | null;
  running: boolean;
  cancel(): void;
}

/** The calendar of `query`, streamed; a new key starts over (and cancels the previous one). */
export function useCalendarStream(query: CalendarQuery | null, key: string): CalendarStream {
  const [state, setState] = useState<Omit<CalendarStream, 'cancel'>>({
    days: null,
    reply: null,
    error: null,
    running: false,
  });
  const cancelRef = useRef<() => void>(() => {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the query changed.
  useEffect(() => {
    if (!query) return;
    setState({ days: null, reply: null, error: null, running: true });
    const cancel = connectCalendar(query, {
      onDays: (days) => setState((s) => ({ ...s, days })),
      onComplete: (reply) => setState({ days: reply.days, reply, error: null, running: false }),
      onError: (error) => setState((s) => ({ ...s, error, running: false })),
    });
    cancelRef.current = () => {
      cancel();
      setState((s) => ({ ...s, running: false }));
    };
    return cancel;
  }, [key]);
  return { ...state, cancel: () => cancelRef.current() };
}
