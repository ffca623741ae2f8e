import { ACCOUNT_DELETED_CODE } from '@core/data/personal-data';
import { reportServerReached, reportServerUnreachable } from './network-status';
import { renewSession } from './session-refresh';
import { clearStoredUser, readStoredUser, storedAccessToken, storedUserReply, writeStoredUser } from './stored-user';

/** An API failure with the server's pt-BR message (or the spec's generic one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export const CONNECTION_ERROR = 'Erro de conexão. Tente novamente.';

type ValidationResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<unknown> };

/** What api() needs of a reply schema: the Standard Schema interface (standardschema.dev) zod and zod/mini implement. */
export interface ReplySchema<Output> {
  readonly '~standard': {
    readonly validate: (value: unknown) => ValidationResult<Output> | Promise<ValidationResult<Output>>;
  };
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  /** Send the stored access token; on 401, refresh once and retry. Default true. */
  auth?: boolean;
  signal?: AbortSignal;
}

/**
 * Fired on window, with `detail.userId`, when the server says the signed-in account was deleted (on another device,
 * or by an administrator): the app then signs this device out and clears the account's data
 * (src/features/auth/deleted-account.ts).
 */
export const ACCOUNT_DELETED_EVENT = 'bussola:account-deleted';

function announceAccountDeleted(): void {
  const user = readStoredUser();
  if (user) window.dispatchEvent(new CustomEvent(ACCOUNT_DELETED_EVENT, { detail: { userId: user.id } }));
}

let refreshing: Promise<boolean> | null = null;

/** Rotates the refresh cookie for a new access token and keeps it with the stored user; concurrent 401s share one refresh. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const renewal = await renewSession();
      if (!renewal.ok) {
        if (renewal.accountDeleted) announceAccountDeleted();
        return false;
      }
      const parsed = storedUserReply.safeParse(renewal.reply);
      const current = readStoredUser();
      if (current && parsed.success) writeStoredUser({ ...current, ...parsed.data.user });
      return true;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = options.auth === false ? null : storedAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/**
 * The reply schema of screens that show the server's reply as it came (integration test and diagnostics
 * pages) and read it with their own tolerant parser, so a malformed reply is displayed, not hidden.
 */
export const rawReply: ReplySchema<unknown> = { '~standard': { validate: (value) => ({ value }) } };

export const INVALID_REPLY = 'Erro ao processar dados do servidor. Por favor, tente novamente.';
/** The code of the ApiError for a reply its schema refused (the body is kept on the error). */
export const INVALID_REPLY_CODE = 'invalid_reply';

/**
 * The one way the PWA calls the API (DESIGN §3 rule 4): JSON in and out, cookies sent, the
 * stored access token as Bearer, one refresh on 401, and errors as ApiError with pt-BR text.
 * Every reply is parsed with its schema from core/schemas (zod or zod/mini): a reply the client
 * does not understand is an ApiError, never a cast.
 */
export const api: <Output>(path: string, reply: ReplySchema<Output>, options?: RequestOptions) => Promise<Output> =
  async (path, reply, options = {}) => {
    let res: Response;
    try {
      res = await send(path, options);
      if (res.status === 401 && options.auth !== false && readStoredUser() && (await refreshSession())) {
        res = await send(path, options);
      }
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      reportServerUnreachable();
      throw new ApiError(0, CONNECTION_ERROR);
    }
    reportServerReached();
    const text = await res.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        // SPEC §8: a non-JSON error reads "status: body"; a non-JSON success is a server misconfiguration.
        if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`);
        throw new ApiError(res.status, INVALID_REPLY);
      }
    }
    if (!res.ok) {
      const payload = (body ?? {}) as { error?: unknown; code?: unknown; message?: unknown };
      const message =
        typeof payload.error === 'string'
          ? payload.error
          : typeof payload.message === 'string'
            ? payload.message
            : `${res.status}: ${res.statusText}`;
      if (res.status === 401 && payload.code === ACCOUNT_DELETED_CODE) announceAccountDeleted();
      if (res.status === 401 && options.auth !== false && readStoredUser()) clearStoredUser();
      throw new ApiError(res.status, message, typeof payload.code === 'string' ? payload.code : undefined, body);
    }
    // Through the Standard Schema interface every zod (and zod/mini) schema has: no validator code in this chunk.
    const parsed = await reply['~standard'].validate(body);
    if (parsed.issues) throw new ApiError(res.status, INVALID_REPLY, INVALID_REPLY_CODE, body);
    return parsed.value;
  };
