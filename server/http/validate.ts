import type { Context } from 'hono';
import * as z from 'zod/mini';
import { readBodyText } from './body';
import { AppError, type IssueDetail } from './errors';
import { requestHeader } from './request-header';

function toIssues(error: z.core.$ZodError): IssueDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Parses any value with a schema; failures become a 400 with the zod issues in pt-BR. */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw toAppError(result.error);
  return result.data;
}

/** A zod failure as the API's 400. */
export function toAppError(error: z.core.$ZodError): AppError {
  const issues = toIssues(error);
  const first = issues[0];
  // The first issue's own pt-BR message is what a form shows; `issues` keeps every field's.
  return new AppError(400, first?.message ?? 'Dados inválidos.', issues, 'invalid_input');
}

/** Reads a JSON body: wrong content type → 415, over 1 MB → 413, malformed JSON → 400, schema mismatch → 400. */
export async function readJson<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = requestHeader(c, 'content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new AppError(415, 'Envie o corpo como JSON (Content-Type: application/json).');
  }
  const text = await readBodyText(c);
  let value: unknown;
  try {
    value = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new AppError(400, 'JSON malformado no corpo da requisição.');
  }
  return parseWith(schema, value);
}

export function readQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
