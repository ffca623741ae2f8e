/**
 * A provider request's signal: the caller's cancel or the request's own timeout, whichever comes first, and
 * which one it was (`timedOut`), so a timeout gets the provider's own message and a cancel stays a cancel.
 */
export function requestDeadline(
  timeoutMs: number,
  caller?: AbortSignal,
): { signal: AbortSignal; timedOut: () => boolean } {
  const timeout = AbortSignal.timeout(timeoutMs);
  return { signal: caller ? AbortSignal.any([caller, timeout]) : timeout, timedOut: () => timeout.aborted };
}
