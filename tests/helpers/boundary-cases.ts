import { randomUUID } from 'node:crypto';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { DEEP_ARRAY, DEEP_OBJECT, nested } from './nasty-values';
import {
  bonusAlertBody,
  bonusCampaignBody,
  kiwifyBody,
  telegramUpdateBody,
  priceAlertBody,
  savedFlightBody,
  seedFor,
  walletRowBody,
} from './request-seeds';

/**
 * The known boundary values of the input hardening as explicit requests: each used to reach the database and answer 500;
 * each must now be a 400 with a pt-BR message. `accepted` are the values just inside the bounds, which must
 * keep working.
 */

export type Caller = 'anonymous' | 'active' | 'admin';

export interface BoundaryCase {
  name: string;
  caller: Caller;
  method: string;
  /** ':victim' is replaced by a fresh user's id. */
  path: string;
  body?: unknown;
  query?: Record<string, string>;
  /** Sign the body as Kiwify does. */
  kiwify?: boolean;
  /** Send the Telegram webhook's secret header. */
  telegram?: boolean;
}

function savedFlight(changes: Record<string, unknown>): BoundaryCase {
  const id = randomUUID();
  return {
    name: '',
    caller: 'active',
    method: 'PUT',
    path: `/api/saved-flights/${id}`,
    body: { ...savedFlightBody(id), ...changes },
  };
}

function kiwify(change: (body: Record<string, unknown>) => void): BoundaryCase {
  const body = kiwifyBody();
  change(body);
  return { name: '', caller: 'anonymous', method: 'POST', path: '/api/webhooks/kiwify', body, kiwify: true };
}

/** A Telegram update with `change` applied to its message, as Telegram would post it to the webhook. */
function telegram(change: (message: Record<string, unknown>) => void, top: Record<string, unknown> = {}): BoundaryCase {
  const body = { ...telegramUpdateBody(), ...top };
  change(body.message as Record<string, unknown>);
  return { name: '', caller: 'anonymous', method: 'POST', path: '/api/telegram/webhook', body, telegram: true };
}

const customer = (b: Record<string, unknown>) => b.Customer as Record<string, unknown>;
const access = (until: string) => (b: Record<string, unknown>) => {
  b.Subscription = { id: 'sub-1', status: 'active', customer_access: { has_access: true, access_until: until } };
};
const named = (name: string, c: BoundaryCase): BoundaryCase => ({ ...c, name });

export function refusedCases(): BoundaryCase[] {
  const alertId = randomUUID();
  const alert = (changes: Record<string, unknown>): BoundaryCase => ({
    name: '',
    caller: 'active',
    method: 'PUT',
    path: `/api/price-alerts/${alertId}`,
    body: { ...priceAlertBody(alertId), ...changes },
  });
  const log = (changes: Record<string, unknown>): BoundaryCase => {
    const [item] = (seedFor('POST /api/search-logs', { id: '' }).body?.items as Record<string, unknown>[]) ?? [];
    return {
      name: '',
      caller: 'active',
      method: 'POST',
      path: '/api/search-logs',
      body: { items: [{ ...item, ...changes }] },
    };
  };
  const admin = (method: string, path: string, body: unknown): BoundaryCase => ({
    name: '',
    caller: 'admin',
    method,
    path,
    body,
  });
  const wallet = (changes: Record<string, unknown>): BoundaryCase => {
    const id = randomUUID();
    return {
      name: '',
      caller: 'active',
      method: 'PUT',
      path: `/api/wallet/${id}`,
      body: { ...walletRowBody(id), ...changes },
    };
  };
  const bonusAlert = (changes: Record<string, unknown>): BoundaryCase => {
    const id = randomUUID();
    const body = { ...bonusAlertBody(id), ...changes };
    return { name: '', caller: 'active', method: 'PUT', path: `/api/bonus-alerts/${id}`, body };
  };
  const campaign = (changes: Record<string, unknown>) =>
    admin('POST', '/api/admin/transfer-bonuses', { ...bonusCampaignBody(), ...changes });
  const adminCreate = seedFor('POST /api/admin/users', { id: '' }).body;
  const register = seedFor('POST /api/auth/register', { id: '' }).body;
  const search = seedFor('POST /api/search/async', { id: '' }).body;
  return [
    named('milhas 2147483648', savedFlight({ milhas: 2147483648 })),
    named('milhas 1e15', savedFlight({ milhas: 1e15 })),
    named('milhas negativas', savedFlight({ milhas: -1 })),
    named('reais_estimado 1e10', savedFlight({ reais_estimado: 1e10 })),
    named('reais_estimado 1e15', savedFlight({ reais_estimado: 1e15 })),
    named('reais_estimado 9999999999.995 (arredonda para 1e10)', savedFlight({ reais_estimado: 9999999999.995 })),
    named('NUL em program', savedFlight({ program: '\u0000' })),
    named('NUL no meio de companhia', savedFlight({ companhia: 'LA\u0000TAM' })),
    named('caractere de controle em cabine', savedFlight({ cabine: 'ECO\u0007' })),
    named('surrogate solto em companhia', savedFlight({ companhia: 'LATAM\ud800' })),
    named('NUL num texto de flight', savedFlight({ flight: { note: 'a\u0000b' } })),
    named('NUL numa chave de flight', savedFlight({ flight: { 'chave\u0000': 1 } })),
    named('surrogate solto em flight', savedFlight({ flight: { note: '\udc00' } })),
    named('flight com arrays 10.000 níveis', savedFlight({ flight: { deep: DEEP_ARRAY } })),
    named('flight com objetos 10.000 níveis', savedFlight({ flight: { deep: DEEP_OBJECT } })),
    named('flight com 40 níveis', savedFlight({ flight: nested(40) as Record<string, unknown> })),
    named('flight acima de 64 KB', savedFlight({ flight: { big: 'x'.repeat(70 * 1024) } })),
    named('data_voo no ano 0000', savedFlight({ data_voo: '0000-01-01' })),
    named('data_voo em 9999', savedFlight({ data_voo: '9999-12-31' })),
    named('saved_at no ano 0000', savedFlight({ saved_at: '0000-01-01T00:00:00Z' })),
    named('updated_at +275760', savedFlight({ updated_at: '+275760-09-13T00:00:00.000Z' })),
    named('updated_at -271821', savedFlight({ updated_at: '-271821-04-20T00:00:00.000Z' })),
    named('deleted_at em 1899', savedFlight({ deleted_at: '1899-12-31T23:59:59Z' })),
    named('max_price 1e15', alert({ max_price: 1e15 })),
    named('created_at de alerta em 0000', alert({ created_at: '0000-01-01T00:00:00Z' })),
    named('date_from de alerta em 2101', alert({ date_from: '2101-01-01', date_to: null })),
    named(
      'janela de alerta invertida',
      alert({ date_from: addDaysIso(todayIsoDate(), 74), date_to: addDaysIso(todayIsoDate(), 65) }),
    ),
    named('cabine de alerta desconhecida', alert({ cabin: 'CARGA' })),
    named('saldo 2147483648', wallet({ balance: 2147483648 })),
    named('milheiro 1e15', wallet({ milheiro: 1e15 })),
    named('NUL na categoria da carteira', wallet({ tier: 'Clube\u0000' })),
    named('bônus mínimo de alerta 1e15', bonusAlert({ min_bonus_percent: 1e15 })),
    named('campanha com bônus 1e15', campaign({ bonusPercent: 1e15 })),
    named('campanha até o ano 9999', campaign({ validUntil: '9999-12-31' })),
    named('campanha com NUL nas notas', campaign({ notes: 'a\u0000b' })),
    named('NUL em search_type', log({ search_type: '\u0000' })),
    named('departure_date de log em 0000', log({ departure_date: '0000-01-01' })),
    named('created_at de log em 2101', log({ created_at: '2101-01-01T00:00:00Z' })),
    {
      name: 'cadastro anônimo com NUL no nome',
      caller: 'anonymous',
      method: 'POST',
      path: '/api/auth/register',
      body: { ...register, fullName: 'Ana\u0000' },
    },
    {
      name: 'cadastro anônimo com controle no nome',
      caller: 'anonymous',
      method: 'POST',
      path: '/api/auth/register',
      body: { ...register, fullName: 'Ana\u001bMaria' },
    },
    {
      name: 'perfil com NUL no nome',
      caller: 'active',
      method: 'PUT',
      path: '/api/profile',
      body: { full_name: 'Maria\u0000', user_type: 'iniciado' },
    },
    named('admin cria com NUL no nome', admin('POST', '/api/admin/users', { ...adminCreate, fullName: '\u0000' })),
    named(
      'admin cria com expiração +275760',
      admin('POST', '/api/admin/users', { ...adminCreate, expiresAt: '+275760-09-13T00:00:00.000Z' }),
    ),
    named(
      'admin cria com expiração em 0000',
      admin('POST', '/api/admin/users', { ...adminCreate, expiresAt: '0000-01-01' }),
    ),
    named(
      'admin muda expiração para -271821',
      admin('PUT', '/api/admin/users/:victim', {
        user_metadata: { subscription_expires: '-271821-04-20T00:00:00.000Z' },
      }),
    ),
    named(
      'admin muda plano com NUL',
      admin('PUT', '/api/admin/users/:victim', { user_metadata: { subscription_plan: 'anual\u0000' } }),
    ),
    {
      name: 'busca com NUL em milesProgram',
      caller: 'active',
      method: 'POST',
      path: '/api/search/async',
      body: { ...search, milesProgram: '\u0000' },
    },
    {
      name: 'busca em 2101',
      caller: 'active',
      method: 'POST',
      path: '/api/search/async',
      body: { ...search, departureDate: '2101-01-01' },
    },
    {
      name: 'caixa de e-mails com NUL (recusado pelo banco)',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/dev/mailbox',
      query: { to: 'a\u0000b' },
    },
    named(
      'Kiwify: NUL no nome do cliente',
      kiwify((b) => Object.assign(customer(b), { full_name: 'João\u0000' })),
    ),
    named(
      'Kiwify: NUL em order_id',
      kiwify((b) => Object.assign(b, { order_id: '\u0000' })),
    ),
    named(
      'Kiwify: NUL num campo extra',
      kiwify((b) => Object.assign(b, { extra: 'x\u0000' })),
    ),
    named(
      'Kiwify: campo extra 10.000 níveis',
      kiwify((b) => Object.assign(b, { extra: DEEP_ARRAY })),
    ),
    named('Kiwify: access_until no ano 0000', kiwify(access('0000-01-01'))),
    named('Kiwify: access_until +275760', kiwify(access('+275760-09-13T00:00:00.000Z'))),
    named(
      'Kiwify: subscription_id 1e300',
      kiwify((b) => Object.assign(b, { subscription_id: 1e300 })),
    ),
    named(
      'Telegram: update_id negativo',
      telegram(() => {}, { update_id: -1 }),
    ),
    named(
      'Telegram: chat.id além de 2^53',
      telegram((m) => Object.assign(m, { chat: { id: 2 ** 60, type: 'private' } })),
    ),
    named(
      'Telegram: chat.id em texto',
      telegram((m) => Object.assign(m, { chat: { id: '42', type: 'private' } })),
    ),
    named(
      'Telegram: texto com 4097 caracteres',
      telegram((m) => Object.assign(m, { text: 'a'.repeat(4097) })),
    ),
  ];
}

/** Values just inside the bounds: still accepted (200). */
export function acceptedCases(): BoundaryCase[] {
  return [
    named('milhas 2147483647', savedFlight({ milhas: 2147483647 })),
    named(
      'Telegram: /start com texto de 4096 caracteres',
      telegram((m) => Object.assign(m, { text: `/start ${'a'.repeat(4089)}` })),
    ),
    named('reais_estimado 9999999999.99', savedFlight({ reais_estimado: 9999999999.99 })),
    named('data_voo 1900-01-01', savedFlight({ data_voo: '1900-01-01' })),
    named('data_voo 2100-12-31', savedFlight({ data_voo: '2100-12-31' })),
    named('saved_at 2100-12-31T23:59:59Z', savedFlight({ saved_at: '2100-12-31T23:59:59Z' })),
    named('acentos e emoji em companhia', savedFlight({ companhia: 'Aérea São João 🛫' })),
    named('flight com 31 níveis', savedFlight({ flight: nested(31) as Record<string, unknown> })),
    named('Kiwify: access_until 2100-12-31', kiwify(access('2100-12-31T00:00:00Z'))),
    // The pull cursor is opaque: anything it does not recognise, a year-0000 timestamp included, is a full pull.
    {
      name: 'sincronização desde o ano 0000',
      caller: 'active',
      method: 'GET',
      path: '/api/saved-flights',
      query: { updated_since: '0000-01-01T00:00:00Z' },
    },
  ];
}
