import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestOutcome<T> =
  | { status: 'ok'; value: T }
  | { status: 'error'; error: unknown }
  | { status: 'aborted' };

/**
 * One request at a time for a test page: a new run aborts the previous one, leaving the page aborts the
 * one in flight, and `busy` is true while the latest run is pending.
 */
export function useAbortableRequest() {
  const controller = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T>(call: (signal: AbortSignal) => Promise<T>): Promise<RequestOutcome<T>> => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    setBusy(true);
    try {
      const value = await call(ctrl.signal);
      return ctrl.signal.aborted ? { status: 'aborted' } : { status: 'ok', value };
    } catch (error) {
      return ctrl.signal.aborted ? { status: 'aborted' } : { status: 'error', error };
    } finally {
      if (controller.current === ctrl) {
        controller.current = null;
        setBusy(false);
      }
    }
  }, []);

  return { busy, run };
}
