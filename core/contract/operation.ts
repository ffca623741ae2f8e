import type * as z from 'zod/v4/core';

/**
 * One HTTP operation as both sides know it: method, path, what goes in (body or query) and what comes back.
 * The server's route declarations (server/routes/<resource>/routes.ts) take these fields from here and the
 * PWA calls the API through them (src/lib/api.ts `call`), so a reply the client reads is the reply the server
 * is declared to send, checked by the type checker. Each operation is its own export: a screen's chunk
 * carries only the schemas of the operations it calls.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  readonly method: Method;
  /** OpenAPI style: '/api/test/{page}'. */
  readonly path: string;
  /** The '{param}' parts of the path as an object schema, where they have a form (a UUID). */
  readonly params?: z.$ZodType;
  readonly body?: z.$ZodType;
  readonly query?: z.$ZodType;
  readonly reply: z.$ZodType;
  /** The status of `reply` (default 200): 201 where the operation creates something. */
  readonly status?: 200 | 201;
  /** Other replies the server sends itself, by status (not the errors: those are `{success: false, error}`). */
  readonly otherReplies?: Readonly<Record<number, z.$ZodType>>;
}

/** Keeps the literal types of a descriptor (method, path, schemas) for inference on both sides. */
export const operation = <const O extends Operation>(op: O): O => op;

/** The names of a path's '{param}' parts. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

/** What the caller sends as the body (the schema's input: defaults may be left out). */
export type BodyOf<O extends Operation> = O['body'] extends z.$ZodType ? z.input<O['body']> : never;
/** What the caller sends as query parameters. */
export type QueryOf<O extends Operation> = O['query'] extends z.$ZodType ? z.input<O['query']> : never;
/** The reply as the client reads it once parsed. */
export type ReplyOf<O extends Operation> = z.output<O['reply']>;
/** The reply the server must send: what the schema accepts. */
export type ReplyInputOf<O extends Operation> = z.input<O['reply']>;

/** A path with its '{param}' parts filled in (each value URI-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
