import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import * as z from 'zod';
import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Operation, ReplyInputOf } from '@core/contract/operation';
import { apiErrorReplySchema } from '@core/schemas/api-error';
import type { AppEnv } from '../app-env';
import { parseWith, readJson, readQuery, toAppError } from '../http/validate';
import { operationIdOf } from './operation-ids';

/**
 * The pieces every route declaration (server/routes/<resource>/routes.ts) is built from. Schemas come from
 * core/schemas (zod classic or zod/mini) and enter the document as JSON Schema, so that @hono/zod-openapi only
 * documents them: bodies are still read by readJson (Node's request, no web Request per call) and checked by
 * parseWith, whose pt-BR 400 is the one clients know.
 */

type Json = Record<string, unknown>;

/** A zod schema (classic or mini) as JSON Schema 2020-12, which OpenAPI 3.1 takes as is. */
export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output' = 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(documentedSide(schema, io), { io, unrepresentable: 'any' }) as Json;
  return rest;
}

/**
 * A body read first as any JSON value (bounded, storable) and then as its event (the Kiwify webhook) takes no shape
 * on its input side: the document shows the pipe's end, which is what is refused.
 */
function documentedSide(schema: z.core.$ZodType, io: 'input' | 'output'): z.core.$ZodType {
  const def = schema._zod.def;
  if (io === 'input' && def.type === 'pipe') {
    const { in: first, out } = def as z.core.$ZodPipeDef;
    if (first._zod.def.type === 'unknown') return out;
  }
  return schema;
}

/** A JSON request body. */
export function jsonBody(schema: z.core.$ZodType, description?: string) {
  return {
    required: true,
    ...(description ? { description } : {}),
    content: { 'application/json': { schema: jsonSchema(schema, 'input') } },
  };
}

/** A JSON reply. */
export function jsonReply(description: string, schema: z.core.$ZodType | Json) {
  const asJson = '_zod' in schema ? jsonSchema(schema as z.core.$ZodType) : schema;
  return { description, content: { 'application/json': { schema: asJson } } };
}

/** The pt-BR error reply (components.schemas.Erro). */
export const ERROR_SCHEMA_NAME = 'Erro';
export const errorReplyJsonSchema = () => jsonSchema(apiErrorReplySchema);
export function errorReply(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } } },
  };
}

/** Query parameters from a zod object's fields. */
export function queryParams(schema: z.core.$ZodType) {
  return parametersOf(schema, 'query');
}

function parametersOf<In extends 'query' | 'path'>(schema: z.core.$ZodType, where: In) {
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required?.includes(name) ?? false),
    ...(typeof description === 'string' ? { description } : {}),
    schema: property,
  }));
}

/** A path parameter. */
export const pathParam = (name: string, description: string, format?: string) => ({
  name,
  in: 'path' as const,
  required: true,
  description,
  schema: { type: 'string' as const, ...(format ? { format } : {}) },
});

const ROUTE_METHOD = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/**
 * A route declaration's method, path, operationId and request from the operation both sides share (core/contract),
 * so the document, the router and the PWA's calls cannot drift apart. Spread first; a route that documents more
 * parameters (a header) lists `fromOperation(op).parameters` with them.
 */
export function fromOperation<O extends Operation>(op: O) {
  const parameters = [
    ...(op.params ? parametersOf(op.params, 'path') : []),
    ...(op.query ? parametersOf(op.query, 'query') : []),
  ];
  return {
    method: ROUTE_METHOD[op.method],
    path: op.path,
    operationId: operationIdOf(op),
    ...(op.body ? { request: { body: jsonBody(op.body) } } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
  };
}

/** The success reply of an operation (200, or its `status`), with its schema, and its other replies. */
export function okReply(op: Operation, description: string, others: Readonly<Record<number, string>> = {}) {
  const replies: Record<number, ReturnType<typeof jsonReply>> = {
    [op.status ?? 200]: jsonReply(description, op.reply),
  };
  for (const [status, schema] of Object.entries(op.otherReplies ?? {}))
    replies[Number(status)] = jsonReply(others[Number(status)] ?? '', schema);
  return replies;
}

declare const declaredFor: unique symbol;
/** A route declared from operation O: what core/contract says of it and what only the document says. */
export type DeclaredRoute<O extends Operation> = RouteConfig & { readonly [declaredFor]: O };

/**
 * Operation O's route: method, path, operationId and request from core/contract (fromOperation), then the document's
 * own words (tags, summary, security, the replies by status).
 */
export function declareRoute<O extends Operation>(op: O, doc: Omit<RouteConfig, 'method' | 'path'>): DeclaredRoute<O> {
  return createRoute({ ...fromOperation(op), ...doc }) as unknown as DeclaredRoute<O>;
}

declare const repliesTo: unique symbol;
/** A reply made for operation O: only sendReply, sendOtherReply and sendNotJson make one. */
export type OperationReply<O extends Operation> = Response & { readonly [repliesTo]: O };
/** The handler of operation O (server/routes/<resource>/handlers.ts): it can only answer with O's replies. */
export type OperationHandler<O extends Operation> = (
  c: Context<AppEnv>,
) => OperationReply<O> | Promise<OperationReply<O>>;

/** Sends an operation's reply (200, or its `status`); the type checker holds the body to its reply schema. */
export function sendReply<O extends Operation>(c: Context<AppEnv>, op: O, body: ReplyInputOf<O>): OperationReply<O> {
  return c.json(body as Record<string, unknown>, op.status ?? 200) as unknown as OperationReply<O>;
}

type OtherStatus<O extends Operation> = Extract<keyof NonNullable<O['otherReplies']>, number>;
type OtherBody<O extends Operation, S extends OtherStatus<O>> = NonNullable<
  O['otherReplies']
>[S] extends z.core.$ZodType
  ? z.input<NonNullable<O['otherReplies']>[S]>
  : never;

/** Sends one of the operation's other replies (health's 503), held to that status's schema. */
export function sendOtherReply<O extends Operation, S extends OtherStatus<O>>(
  c: Context<AppEnv>,
  _op: O,
  status: S,
  body: OtherBody<O, S>,
): OperationReply<O> {
  return c.json(body as Record<string, unknown>, status as ContentfulStatusCode) as unknown as OperationReply<O>;
}

/** A reply that is not the reply schema's JSON (a redirect, a page, a precompressed body, a 304), for operation O. */
export function sendNotJson<O extends Operation>(_op: O, response: Response): OperationReply<O> {
  return response as OperationReply<O>;
}

type WithBody = Operation & { readonly body: z.core.$ZodType };
type WithQuery = Operation & { readonly query: z.core.$ZodType };
type WithParams = Operation & { readonly params: z.core.$ZodType };

/** The operation's JSON body, parsed by its schema (415, 413, or the pt-BR 400 otherwise). */
export const readBody = <O extends WithBody>(c: Context<AppEnv>, op: O): Promise<z.output<O['body']>> =>
  readJson(c, op.body) as Promise<z.output<O['body']>>;
/** The operation's query string, parsed by its schema. */
export const readQueryOf = <O extends WithQuery>(c: Context<AppEnv>, op: O): z.output<O['query']> =>
  readQuery(c, op.query) as z.output<O['query']>;
/** The operation's path parameters, parsed by its schema. */
export const readParams = <O extends WithParams>(c: Context<AppEnv>, op: O): z.output<O['params']> =>
  parseWith(op.params, c.req.param()) as z.output<O['params']>;

/** Who may call: `security` for a route behind requireUser/requireActiveSubscription/requireAdmin. */
export const SIGNED_IN: Record<string, string[]>[] = [{ bearerAuth: [] }, { accessCookie: [] }];

/** The refusals a guarded route may answer with before its handler runs. */
export const guardReplies = {
  401: errorReply(
    'Não autenticado (sem sessão ou sessão expirada); `code` `account_deleted` quando a conta foi excluída: o aparelho sai dela e apaga os dados dela.',
  ),
  403: errorReply('Assinatura vencida, ou rota só para administradores.'),
} as const;

/** The replies of a route that reads a JSON body. */
export const bodyReplies = {
  400: errorReply('Dados inválidos: `error` traz a primeira mensagem, `issues` cada campo.'),
  413: errorReply('Corpo maior que 1 MB.'),
  415: errorReply('Corpo sem Content-Type: application/json.'),
} as const;

/**
 * A router whose routes carry their full paths. The defaultHook is there for a route that would give
 * @hono/zod-openapi a zod schema to validate with: its refusal is then the same pt-BR 400 as parseWith's.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw toAppError(result.error);
    },
  });
}
export type Router = ReturnType<typeof createRouter>;

/**
 * Registers operation O's route with O's handler (with the route's middleware, a guard). Hono's handler type reads
 * zod schemas off the route; ours document JSON Schema, so the handler is typed by the operation instead.
 */
export function serve<O extends Operation>(
  app: Router,
  route: DeclaredRoute<O>,
  handler: OperationHandler<O>,
  middleware: RouteConfig['middleware'] = undefined,
): Router {
  const config = middleware ? { ...route, middleware } : route;
  return app.openapi(config, handler as unknown as Handler<AppEnv>) as unknown as Router;
}
