import { ApiError, CONNECTION_ERROR } from './api';

/**
 * The one way an error becomes text on screen (SPEC §8): the server's pt-BR message when it sent one,
 * the connection message when there was no reply, else the screen's fallback. Callers never read
 * ApiError fields to make text; they may still branch on `isOffline` or the status for behaviour.
 */
export function toUserMessage(error: unknown, fallback = 'Erro desconhecido'): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return CONNECTION_ERROR;
    return error.message || fallback;
  }
  return fallback;
}

/** No reply reached the device (offline, or the server unreachable). */
export const isOffline = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/** The HTTP status of a failed call; 0 without a reply or for an error that is not an API error. */
export const errorStatus = (error: unknown): number => (error instanceof ApiError ? error.status : 0);

/** The server's machine-readable code of a failed call (e.g. 'invalid_credentials'), for screens that word it their own way. */
export const errorCode = (error: unknown): string | undefined => (error instanceof ApiError ? error.code : undefined);
