// GET /api/telegram: whether the server has a bot and whether this account's alerts go to a Telegram chat.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { telegramStatus } from '@core/contract/telegram';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { useOnline } from '@/lib/use-online';

export const telegramStatusQueryOptions = () =>
  queryOptions({ queryKey: ['telegram'], queryFn: ({ signal }) => call(telegramStatus, { signal }) });

/**
 * Asked while online and again whenever the page comes back to the front (the user returns from Telegram);
 * every `pollMs` while a link was opened and not yet used (the chat may be on another device).
 */
export function useTelegramStatus(pollMs: number | false) {
  const online = useOnline();
  return useQuery(
    { ...telegramStatusQueryOptions(), enabled: online, refetchOnWindowFocus: 'always', refetchInterval: pollMs },
    queryClient,
  );
}
