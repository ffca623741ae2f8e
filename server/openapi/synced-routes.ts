import { createRoute } from '@hono/zod-openapi';
import { deleteReplySchema, pullQuerySchema, pullReplySchema, putReplySchema } from '@core/schemas/sync';
import { SYNCED_ROWS } from '@core/sync/rows';
import { SYNCED_TABLES, type WritableTableName } from '@core/sync/tables';
import {
  bodyReplies,
  errorReply,
  guardReplies,
  jsonBody,
  jsonReply,
  pathParam,
  queryParams,
  SIGNED_IN,
} from './contract';

type Reply = ReturnType<typeof errorReply>;

/**
 * The three routes of a table the device writes (pull since a cursor, idempotent put, tombstone delete), declared
 * once for every such table: path, body and row come from its entry in core/sync; `putReplies` adds what only that
 * resource's writes can answer.
 */
export function syncedRoutes(options: {
  table: WritableTableName;
  /** pt-BR, masculine plural: 'voos salvos', 'alertas de preço'. */
  plural: string;
  idDescription: string;
  putReplies?: Record<number, Reply>;
}) {
  const { plural } = options;
  const { path } = SYNCED_TABLES[options.table];
  const { body, row } = SYNCED_ROWS[options.table];
  const tags = ['Sincronização'];
  const id = pathParam('id', options.idDescription, 'uuid');
  const notFound = errorReply('Item não encontrado.');
  const pull = createRoute({
    method: 'get',
    path,
    tags,
    summary: `Mudanças nos ${plural} desde um cursor`,
    security: SIGNED_IN,
    parameters: queryParams(pullQuerySchema),
    responses: {
      200: jsonReply('As mudanças e o próximo cursor.', pullReplySchema(row)),
      400: bodyReplies[400],
      ...guardReplies,
    },
  });
  const put = createRoute({
    method: 'put',
    path: `${path}/{id}`,
    tags,
    summary: `Grava um dos ${plural} (idempotente)`,
    security: SIGNED_IN,
    parameters: [id],
    request: { body: jsonBody(body) },
    responses: {
      200: jsonReply('Gravado (ou já mais novo no servidor).', putReplySchema(row)),
      ...bodyReplies,
      ...guardReplies,
      404: notFound,
      ...options.putReplies,
    },
  });
  const remove = createRoute({
    method: 'delete',
    path: `${path}/{id}`,
    tags,
    summary: `Apaga um dos ${plural} (marca de exclusão sincronizada)`,
    security: SIGNED_IN,
    parameters: [id],
    responses: {
      200: jsonReply('Apagado.', deleteReplySchema(row)),
      400: bodyReplies[400],
      ...guardReplies,
      404: notFound,
    },
  });
  return { pull, put, remove };
}
