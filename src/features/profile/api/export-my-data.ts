// GET /api/me/export: the holder's copy of their data, saved as a .json file by the browser.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { exportMyData } from '@core/contract/account';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

/** Asks the server for the copy and hands it to the browser as a download. */
async function downloadMyData(): Promise<void> {
  const data = await call(exportMyData);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `bussola-meus-dados-${data.generated_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const exportMyDataMutationOptions = () =>
  mutationOptions({ mutationKey: ['me', 'export'], mutationFn: downloadMyData });

export function useExportMyData() {
  return useMutation(exportMyDataMutationOptions(), queryClient);
}
