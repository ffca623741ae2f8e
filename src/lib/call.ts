import type * as z from 'zod/v4/core';
import {
  type BodyOf,
  fillPath,
  type Operation,
  type PathParams,
  type QueryOf,
  type ReplyOf,
} from '@core/contract/operation';
import { api, type ReplySchema } from './api';

type ParamsPart<O extends Operation> = [PathParams<O['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<O['path']>, string> };
type BodyPart<O extends Operation> = O['body'] extends z.$ZodType ? { body: BodyOf<O> } : { body?: undefined };
type QueryPart<O extends Operation> = O['query'] extends z.$ZodType ? { query: QueryOf<O> } : { query?: undefined };

export type CallOptions<O extends Operation> = ParamsPart<O> &
  BodyPart<O> &
  QueryPart<O> & {
    signal?: AbortSignal;
    /** Send the stored access token (default true). */
    auth?: boolean;
  };

type CallArgs<O extends Operation> =
  object extends CallOptions<O> ? [options?: CallOptions<O>] : [options: CallOptions<O>];

/** Query parameters as the URL carries them: absent values left out, the rest as text, in the caller's order. */
function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The address of an operation with its path parameters and query: for a screen that shows what it asks (the API
 * tester) or reads the reply its own way; call() builds its requests with it too.
 */
export function operationUrl(
  op: Operation,
  parts: { params?: Readonly<Record<string, string>>; query?: unknown } = {},
): string {
  return fillPath(op.path, parts.params) + queryString(parts.query);
}

/**
 * Calls one operation of the shared contract (core/contract): the path, method and reply schema come from
 * the same descriptor the server's route is declared with, so what goes in and what comes back is typed by
 * the contract. Transport, session and errors are api()'s.
 */
export function call<O extends Operation>(op: O, ...[options]: CallArgs<O>): Promise<ReplyOf<O>> {
  const opts = (options ?? {}) as CallOptions<Operation> & { params?: Record<string, string>; query?: unknown };
  return api(operationUrl(op, opts), op.reply as unknown as ReplySchema<ReplyOf<O>>, {
    method: op.method,
    ...(opts.body === undefined ? {} : { body: opts.body }),
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.auth === undefined ? {} : { auth: opts.auth }),
  });
}
