// PUT a test row on a synced table, read it back, DELETE it: the integration page's database check.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import {
  type CheckResult,
  RESOURCE_LABELS,
  RESOURCE_OPERATIONS,
  readReply,
  type SyncResource,
  testRow,
  timed,
} from '../diagnostics-api';

/** Pages of the pull to walk at most when looking for the test row (500 rows each). */
const MAX_PULL_PAGES = 20;

/** GET <table>?updated_since=…: the rows changed since the cursor, walked until the id shows up. */
async function readBack(resource: SyncResource, id: string) {
  const { pull } = RESOURCE_OPERATIONS[resource];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PULL_PAGES; page++) {
    const query: Record<string, string> = cursor ? { updated_since: cursor } : {};
    const reply = await readReply(pull, `GET ${pull.path}`, { query });
    const hit = reply.items.find((item) => item.id === id);
    if (hit) return hit;
    if (!reply.hasMore || !reply.cursor || reply.cursor === cursor) return null;
    cursor = reply.cursor;
  }
  return null;
}

/**
 * PUT a test row under a fresh id, read it back, DELETE it; one result per step, each with its elapsed time.
 * The delete runs whenever the write went through, even when the read failed, so no test row stays behind.
 */
export async function roundTrip(resource: SyncResource, id: string = crypto.randomUUID()): Promise<CheckResult[]> {
  const label = RESOURCE_LABELS[resource];
  const ops = RESOURCE_OPERATIONS[resource];
  const table = ops.pull.path;
  const path = `${table}/${id}`;
  const row = testRow(resource, id);

  const write = await timed(`${label}: gravar (PUT ${table}/:id)`, async () => {
    const reply = await readReply(ops.put, `PUT ${path}`, { params: { id }, body: row });
    if (!reply.applied) throw new Error('O servidor não aplicou a gravação');
    return `Registro de teste ${id.slice(0, 8)}… gravado`;
  });
  const read: CheckResult =
    write.status === 'ok'
      ? await timed(`${label}: ler de volta (GET ${table})`, async () => {
          const item = await readBack(resource, id);
          if (!item) throw new Error('Registro de teste não encontrado na leitura');
          if (item.deleted_at) throw new Error('Registro de teste lido, mas marcado como removido');
          if (item.origin !== row.origin || item.destination !== row.destination)
            throw new Error('Registro lido com dados diferentes dos gravados');
          return 'Registro lido com os mesmos dados';
        })
      : {
          name: `${label}: ler de volta (GET ${table})`,
          status: 'skipped',
          ms: null,
          detail: 'Não executado: a gravação falhou',
        };
  const remove: CheckResult =
    write.status === 'ok'
      ? await timed(`${label}: apagar (DELETE ${table}/:id)`, async () => {
          const reply = await readReply(ops.remove, `DELETE ${path}`, { params: { id } });
          if (!reply.item.deleted_at) throw new Error('O registro não foi marcado como removido');
          return 'Registro de teste apagado';
        })
      : {
          name: `${label}: apagar (DELETE ${table}/:id)`,
          status: 'skipped',
          ms: null,
          detail: 'Não executado: a gravação falhou',
        };
  return [write, read, remove];
}

export const roundTripMutationOptions = (resource: SyncResource) =>
  mutationOptions({ mutationKey: ['diagnostics', 'round-trip', resource], mutationFn: () => roundTrip(resource) });

export function useRoundTrip(resource: SyncResource) {
  return useMutation(roundTripMutationOptions(resource), queryClient);
}
