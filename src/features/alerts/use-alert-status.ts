import { useEffect, useState } from 'react';
import type { z } from '@core/schemas/zod-locale';
import type { alertStatusReplySchema } from '@core/schemas/alerts';
import { useOnline } from '@/lib/use-online';
import { getAlertStatus } from './api/get-alert-status';

export type AlertServiceStatus = z.infer<typeof alertStatusReplySchema>;

/** GET /api/price-alerts/status once online: null until known (offline, or the server did not answer). */
export function useAlertStatus(): AlertServiceStatus | null {
  const online = useOnline();
  const [status, setStatus] = useState<AlertServiceStatus | null>(null);
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    getAlertStatus(controller.signal).then(setStatus, () => undefined);
    return () => controller.abort();
  }, [online]);
  return status;
}
