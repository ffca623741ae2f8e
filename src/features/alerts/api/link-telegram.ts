// POST /api/telegram/link: a single-use t.me deep link (15 minutes) that ties the chat opening it to this account.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { linkTelegram } from '@core/contract/telegram';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

export const linkTelegramMutationOptions = () =>
  mutationOptions({ mutationKey: ['telegram', 'link'], mutationFn: () => call(linkTelegram) });

export function useLinkTelegram() {
  return useMutation(linkTelegramMutationOptions(), queryClient);
}
