import { OpenAPIHono } from '@hono/zod-openapi';
import * as z from 'zod';
import type { Context } from 'hono';
import type { Operation, ReplyInputOf } from '@core/contract/operation';
import { apiErrorReplySchema } from '@core/schemas/api-error';
import type { AppEnv } from '../app-env';
import { toAppError } from '../http/validate';
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
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query' as const,
    required: json.required?.includes(name) ?? false,
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
 * A route declaration's method, path and request from the operation both sides share (core/contract), so the
 * document, the router and the PWA's calls cannot drift apart. Spread first: a route may still list its
 * parameters by hand where the document says more than the schema (formats, enums).
 */
export function fromOperation<O extends Operation>(op: O) {
  return {
    method: ROUTE_METHOD[op.method],
    path: op.path,
    operationId: operationIdOf(op),
    ...(op.body ? { request: { body: jsonBody(op.body) } } : {}),
    ...(op.query ? { parameters: queryParams(op.query) } : {}),
  };
}

/** The 200 reply of an operation, with its schema. */
export const okReply = (op: Operation, description: string) => ({ 200: jsonReply(description, op.reply) });

/** Sends an operation's 200 reply; the type checker holds the body to the operation's reply schema. */
export function sendReply<O extends Operation>(c: Context<AppEnv>, _op: O, body: ReplyInputOf<O>) {
  return c.json(body as Record<string, unknown>, 200);
}

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
