import { sessionUserSchema } from '@core/schemas/auth-replies';
import { todayIsoDate } from '@core/schemas/search';
import { z } from '@core/schemas/zod-locale';
import { ApiError, api, rawReply } from '@/lib/api';

/**
 * The checks of the integration page (SPEC §2 "Integration test page"), against our own API: GET /api/health,
 * GET /api/auth/me, and a write–read–delete round trip on the synced tables (server/routes/saved-flights/ and
 * price-alerts/).
 */

export type CheckStatus = 'ok' | 'error' | 'skipped';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  /** Elapsed milliseconds; null when the check did not run. */
  ms: number | null;
  detail: string;
}

export const LOGIN_REQUIRED = 'Usuário deve estar logado para testar o banco de dados.';

const elapsed = (start: number) => Math.round(performance.now() - start);

export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.status > 0 ? `${err.message} (HTTP ${err.status})` : err.message;
  if (err instanceof Error) return err.message;
  return 'Erro desconhecido';
}

async function timed(name: string, run: () => Promise<string>): Promise<CheckResult> {
  const start = performance.now();
  try {
    const detail = await run();
    return { name, status: 'ok', ms: elapsed(start), detail };
  } catch (err) {
    return { name, status: 'error', ms: elapsed(start), detail: errorText(err) };
  }
}

const healthReply = z.object({ ok: z.literal(true) });

/** GET /api/health: {ok:true} when the server and its database answer (503 otherwise). */
export function checkConnection(): Promise<CheckResult> {
  return timed('Conexão com a API (GET /api/health)', async () => {
    const reply = healthReply.safeParse(await api('/api/health', rawReply, { auth: false }));
    if (!reply.success) throw new Error('Resposta inesperada de /api/health');
    return 'Servidor e banco de dados respondendo';
  });
}

const meReply = z.object({ success: z.literal(true), user: sessionUserSchema });

/** GET /api/auth/me: the server accepts this device's session and says who it belongs to. */
export function checkSession(): Promise<CheckResult> {
  return timed('Sessão no servidor (GET /api/auth/me)', async () => {
    const reply = meReply.safeParse(await api('/api/auth/me', rawReply));
    if (!reply.success) throw new Error('Resposta inesperada de /api/auth/me');
    return `Sessão válida para ${reply.data.user.email}`;
  });
}

// ---- database round trip -------------------------------------------------------------------------------

export type SyncResource = 'saved-flights' | 'price-alerts';

export const RESOURCE_LABELS: Readonly<Record<SyncResource, string>> = {
  'saved-flights': 'Voos salvos',
  'price-alerts': 'Alertas de preço',
};

/**
 * The test row: a fresh UUID, recognisable as a test, and harmless while it lives (the alert is inactive,
 * so the alert job never acts on it); it is deleted at once.
 */
export function testRow(resource: SyncResource, id: string, now: Date = new Date()): Record<string, unknown> {
  const at = now.toISOString();
  if (resource === 'saved-flights') {
    return {
      id,
      updated_at: at,
      deleted_at: null,
      origin: 'GRU',
      destination: 'MIA',
      program: 'Diagnóstico',
      companhia: 'Teste de diagnóstico',
      cabine: 'ECONOMY',
      milhas: 1000,
      reais_estimado: 24.5,
      data_voo: todayIsoDate(),
      saved_at: at,
      flight: null,
    };
  }
  return {
    id,
    updated_at: at,
    deleted_at: null,
    origin: 'GRU',
    destination: 'MIA',
    max_price: 1,
    alert_type: 'reais',
    active: false,
    created_at: at,
  };
}

const rowSchema = z.looseObject({ id: z.string(), deleted_at: z.string().nullable().optional() });
const putReply = z.object({ success: z.literal(true), applied: z.boolean(), item: rowSchema });
const deleteReply = z.object({ success: z.literal(true), item: rowSchema });
const pullReply = z.object({ items: z.array(rowSchema), cursor: z.string().nullable(), hasMore: z.boolean() });

/** Pages of the pull to walk at most when looking for the test row (500 rows each). */
const MAX_PULL_PAGES = 20;

/** GET /api/{resource}?updated_since=…: the rows changed since the cursor, walked until the id shows up. */
async function readBack(resource: SyncResource, id: string): Promise<z.infer<typeof rowSchema> | null> {
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PULL_PAGES; page++) {
    const query: string = cursor ? `?updated_since=${encodeURIComponent(cursor)}` : '';
    const reply = pullReply.safeParse(await api(`/api/${resource}${query}`, rawReply));
    if (!reply.success) throw new Error(`Resposta inesperada de GET /api/${resource}`);
    const hit = reply.data.items.find((item) => item.id === id);
    if (hit) return hit;
    if (!reply.data.hasMore || !reply.data.cursor || reply.data.cursor === cursor) return null;
    cursor = reply.data.cursor;
  }
  return null;
}

/**
 * PUT a test row under a fresh id, read it back, DELETE it; one result per step, each with its elapsed time.
 * The delete runs whenever the write went through, even when the read failed, so no test row stays behind.
 */
export async function roundTrip(resource: SyncResource, id: string = crypto.randomUUID()): Promise<CheckResult[]> {
  const label = RESOURCE_LABELS[resource];
  const path = `/api/${resource}/${id}`;
  const row = testRow(resource, id);

  const write = await timed(`${label}: gravar (PUT /api/${resource}/:id)`, async () => {
    const reply = putReply.safeParse(await api(path, rawReply, { method: 'PUT', body: row }));
    if (!reply.success) throw new Error(`Resposta inesperada de PUT ${path}`);
    if (!reply.data.applied) throw new Error('O servidor não aplicou a gravação');
    return `Registro de teste ${id.slice(0, 8)}… gravado`;
  });
  const read: CheckResult =
    write.status === 'ok'
      ? await timed(`${label}: ler de volta (GET /api/${resource})`, async () => {
          const item = await readBack(resource, id);
          if (!item) throw new Error('Registro de teste não encontrado na leitura');
          if (item.deleted_at) throw new Error('Registro de teste lido, mas marcado como removido');
          if (item.origin !== row.origin || item.destination !== row.destination)
            throw new Error('Registro lido com dados diferentes dos gravados');
          return 'Registro lido com os mesmos dados';
        })
      : {
          name: `${label}: ler de volta (GET /api/${resource})`,
          status: 'skipped',
          ms: null,
          detail: 'Não executado: a gravação falhou',
        };
  const remove: CheckResult =
    write.status === 'ok'
      ? await timed(`${label}: apagar (DELETE /api/${resource}/:id)`, async () => {
          const reply = deleteReply.safeParse(await api(path, rawReply, { method: 'DELETE' }));
          if (!reply.success) throw new Error(`Resposta inesperada de DELETE ${path}`);
          if (!reply.data.item.deleted_at) throw new Error('O registro não foi marcado como removido');
          return 'Registro de teste apagado';
        })
      : {
          name: `${label}: apagar (DELETE /api/${resource}/:id)`,
          status: 'skipped',
          ms: null,
          detail: 'Não executado: a gravação falhou',
        };
  return [write, read, remove];
}
