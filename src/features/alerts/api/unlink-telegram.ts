// DELETE /api/telegram: this account's alerts stop going to Telegram; the status query takes the reply.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unlinkTelegram } from '@core/contract/telegram';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { telegramStatusQueryOptions } from './get-telegram-status';

export const unlinkTelegramMutationOptions = () =>
  mutationOptions({
    mutationKey: ['telegram', 'unlink'],
    mutationFn: () => call(unlinkTelegram),
    onSuccess: (status) => queryClient.setQueryData(telegramStatusQueryOptions().queryKey, status),
  });

export function useUnlinkTelegram() {
  return useMutation(unlinkTelegramMutationOptions(), queryClient);
}
