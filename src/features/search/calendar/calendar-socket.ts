// The calendar over /ws: the grid as each source answers ('calendar-days'), the finished calendar last
// ('calendar-complete'); cancel stops the server's providers. The access cookie authenticates the socket.
import { useEffect, useRef, useState } from 'react';
import {
  type CalendarDay,
  type CalendarQuery,
  type CalendarReply,
  calendarDaySchema,
  calendarReplySchema,
} from '@core/schemas/calendar';
import { z } from '@core/schemas/zod-locale';
import { CONNECTION_ERROR } from '@/lib/api';
import { calendarRequestParams } from './get-calendar';

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('calendar-days'), days: z.array(calendarDaySchema) }),
  z.object({ type: z.literal('calendar-complete'), calendar: calendarReplySchema }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);

interface Handlers {
  onDays(days: CalendarDay[]): void;
  onComplete(reply: CalendarReply): void;
  onError(message: string): void;
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/** Opens /ws, asks for the calendar and hands each message on; the returned function cancels it. */
export function connectCalendar(query: CalendarQuery, handlers: Handlers): () => void {
  const ws = new WebSocket(socketUrl());
  let finished = false;
  const finish = () => {
    finished = true;
    ws.close();
  };
  ws.addEventListener('open', () => {
    if (finished) return ws.close();
    ws.send(JSON.stringify({ type: 'calendar', query: Object.fromEntries(calendarRequestParams(query)) }));
  });
  ws.addEventListener('message', (event) => {
    if (finished) return;
    let raw: unknown;
    try {
      raw = JSON.parse(typeof event.data === 'string' ? event.data : '');
    } catch {
      return;
    }
    const message = messageSchema.safeParse(raw);
    if (!message.success) return;
    if (message.data.type === 'calendar-days') handlers.onDays(message.data.days);
    else if (message.data.type === 'calendar-complete') {
      finish();
      handlers.onComplete(message.data.calendar);
    } else {
      finish();
      handlers.onError(message.data.error);
    }
  });
  ws.addEventListener('close', () => {
    if (finished) return;
    finished = true;
    handlers.onError(CONNECTION_ERROR);
  });
  return () => {
    if (finished) return;
    finished = true;
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'cancel' }));
    ws.close();
  };
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
