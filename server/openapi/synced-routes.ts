import type { Operation } from '@core/contract/operation';
import { bodyReplies, declareRoute, errorReply, guardReplies, okReply, SIGNED_IN } from './contract';

type Reply = ReturnType<typeof errorReply>;
const tags = ['Sincronização'];

/** GET <path>?updated_since: a synced table's pull (core/contract/sync.ts), documented once for every table. */
export function pullRoute<O extends Operation>(
  op: O,
  plural: string,
  more: { summary?: string; description?: string; tags?: string[] } = {},
) {
  return declareRoute(op, {
    tags: more.tags ?? tags,
    summary: more.summary ?? `Mudanças nos ${plural} desde um cursor`,
    ...(more.description ? { description: more.description } : {}),
    security: SIGNED_IN,
    responses: {
      ...okReply(op, 'As mudanças e o próximo cursor.'),
      400: bodyReplies[400],
      ...guardReplies,
    },
  });
}

/**
 * The three routes of a table the device writes (pull since a cursor, idempotent put, tombstone delete), declared
 * once for every such table from its operations; `putReplies` adds what only that resource's writes can answer.
 */
export function syncedRoutes<P extends Operation, W extends Operation, D extends Operation>(options: {
  ops: { pull: P; put: W; remove: D };
  /** pt-BR, masculine plural: 'voos salvos', 'alertas de preço'. */
  plural: string;
  putReplies?: Record<number, Reply>;
  /** What only that resource's deletes can answer (a row others still name). */
  removeReplies?: Record<number, Reply>;
}) {
  const { plural, ops } = options;
  const notFound = errorReply('Item não encontrado.');
  const put = declareRoute(ops.put, {
    tags,
    summary: `Grava um dos ${plural} (idempotente)`,
    security: SIGNED_IN,
    responses: {
      ...okReply(ops.put, 'Gravado (ou já mais novo no servidor).'),
      ...bodyReplies,
      ...guardReplies,
      404: notFound,
      ...options.putReplies,
    },
  });
  const remove = declareRoute(ops.remove, {
    tags,
    summary: `Apaga um dos ${plural} (marca de exclusão sincronizada)`,
    security: SIGNED_IN,
    responses: {
      ...okReply(ops.remove, 'Apagado.'),
      400: bodyReplies[400],
      ...guardReplies,
      404: notFound,
      ...options.removeReplies,
    },
  });
  return { pull: pullRoute(ops.pull, plural), put, remove };
}
