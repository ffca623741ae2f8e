// A day's cash fare asked on a tap (one paid request to Google Flights, within the calendar's budget): the fare fills
// its cell; a day that comes back without one is marked so the tap is not offered again. A new calendar forgets both.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CalendarCash, CalendarQuery } from '@core/schemas/calendar';
import { queryClient } from '@/lib/query-client';
import { toUserMessage } from '@/lib/user-message';
import { getCalendarDayCash } from './get-calendar';

export const NO_DAY_FARE = 'O Google Flights não encontrou tarifa em dinheiro para este dia.';
export const DAY_FARE_FAILED = 'Não foi possível consultar o preço deste dia.';

export function useDayCash(query: CalendarQuery | null, calendarKey: string) {
  const [asked, setAsked] = useState<Record<string, CalendarCash>>({});
  const [noFare, setNoFare] = useState<ReadonlySet<string>>(new Set());
  const dayCash = useMutation(
    {
      mutationFn: ({ query, date }: { query: CalendarQuery; date: string }) => getCalendarDayCash(query, date),
      onSuccess: (found, { date }) => {
        if (found.cash) setAsked((prev) => ({ ...prev, [date]: found.cash as CalendarCash }));
        else setNoFare((prev) => new Set([...prev, date]));
      },
    },
    queryClient,
  );
  const { reset } = dayCash;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new calendar forgets the fares asked for the last one.
  useEffect(() => {
    setAsked({});
    setNoFare(new Set());
    reset();
  }, [calendarKey, reset]);
  return {
    asked,
    noFare,
    /** The day being asked, or null. */
    asking: dayCash.isPending ? dayCash.variables.date : null,
    error: dayCash.error
      ? toUserMessage(dayCash.error, DAY_FARE_FAILED)
      : dayCash.data && !dayCash.data.cash
        ? NO_DAY_FARE
        : null,
    ask: (date: string) => {
      if (query) dayCash.mutate({ query, date });
    },
  };
}
