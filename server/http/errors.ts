import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { inputRefusal } from '../db/errors';
import type { Logger } from '../logger';

export interface IssueDetail {
  path: string;
  message: string;
}

/** An error whose message is safe to show to the user (pt-BR). */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: IssueDetail[],
    /** A stable machine-readable name for the error (the message is for people). */
    readonly code?: string,
    /** Seconds before trying again is worth it (a 429's or 503's Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const GENERIC_MESSAGES: Partial<Record<number, string>> = {
  400: 'Requisição inválida.',
  401: 'Não autenticado',
  403: 'Acesso negado.',
  404: 'Rota não encontrada.',
  413: 'O corpo da requisição é grande demais.',
  415: 'Envie o corpo como JSON (Content-Type: application/json).',
  429: 'Muitas tentativas. Aguarde um momento e tente novamente.',
};

export function errorBody(message: string, issues?: IssueDetail[], code?: string) {
  return { success: false, error: message, ...(code ? { code } : {}), ...(issues ? { issues } : {}) };
}

/**
 * The one place errors become replies: AppError as it is; input the database refused (server/db/errors.ts) a
 * 400/409 in pt-BR, logged as a warning since the schemas should have caught it; anything else a 500 without
 * internals.
 */
export function createErrorHandler(log: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(Math.ceil(err.retryAfterSeconds)));
      return c.json(errorBody(err.message, err.issues, err.code), err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      return c.json(errorBody(GENERIC_MESSAGES[status] ?? 'Requisição inválida.'), status);
    }
    const refused = inputRefusal(err);
    if (refused) {
      log.warn('entrada recusada pelo banco', { method: c.req.method, path: c.req.path, sqlState: refused.sqlState });
      return c.json(errorBody(refused.message, undefined, refused.code), refused.status);
    }
    log.error('erro não tratado', { method: c.req.method, path: c.req.path, err });
    return c.json(errorBody('Erro interno do servidor. Tente novamente em instantes.'), 500);
  };
}

export function apiNotFound(c: Context) {
  return c.json(errorBody(GENERIC_MESSAGES[404] ?? 'Rota não encontrada.'), 404);
}
