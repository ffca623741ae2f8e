import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { kiwifyApproved } from './kiwify';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';

/**
 * A valid request for each route that takes input, keyed 'METHOD /path/:param' as Hono registers it: the
 * starting point the boundary cases and the fuzzer change one field at a time, so their values reach the
 * deepest layer a real client reaches (a random body mostly stops at the first schema check).
 */

export interface Seed {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

export interface SeedContext {
  /** The id in the path (':id'), when the route has one. */
  id: string;
}

const inAMonth = () => addDaysIso(todayIsoDate(), 30);
const now = () => new Date().toISOString();
const email = () => `fuzz-${randomUUID().slice(0, 8)}@exemplo.com.br`;

export function savedFlightBody(id: string): Record<string, unknown> {
  return {
    id,
    origin: 'GRU',
    destination: 'MIA',
    program: 'Smiles',
    companhia: 'LATAM',
    cabine: 'ECONOMY',
    milhas: 35000,
    reais_estimado: 612.5,
    data_voo: inAMonth(),
    saved_at: now(),
    updated_at: now(),
    flight: { id: 'demo-1', price: 1200, legs: [{ from: 'GRU', to: 'MIA' }] },
  };
}

export function priceAlertBody(id: string): Record<string, unknown> {
  return {
    id,
    origin: 'GRU',
    destination: 'LIS',
    max_price: 3500,
    alert_type: 'reais',
    active: true,
    created_at: now(),
    updated_at: now(),
    date_from: inAMonth(),
    date_to: addDaysIso(inAMonth(), 7),
    cabin: 'BUSINESS',
  };
}

export function walletRowBody(id: string): Record<string, unknown> {
  return {
    id,
    program: 'SMILES',
    balance: 52000,
    milheiro: 17.5,
    tier: 'Clube Smiles 1.000',
    created_at: now(),
    updated_at: now(),
  };
}

export function householdMemberBody(id: string): Record<string, unknown> {
  return { id, name: 'Maria Souza', relation: 'conjuge', created_at: now(), updated_at: now() };
}

/** An issue from the holder's account for someone outside the household, today (Brasília). */
export function issuanceBody(id: string): Record<string, unknown> {
  return {
    id,
    program: 'SMILES',
    account_member_id: null,
    beneficiary: 'Carla Souza',
    issued_on: todayIsoDate('America/Sao_Paulo'),
    tickets: 2,
    created_at: now(),
    updated_at: now(),
  };
}

/** A Livelo lot of the holder's expiring in 40 days (Brasília). */
export function walletLotBody(id: string): Record<string, unknown> {
  return {
    id,
    program: 'LIVELO',
    member_id: null,
    amount: 12000,
    expires_on: addDaysIso(todayIsoDate('America/Sao_Paulo'), 40),
    kind: 'base',
    created_at: now(),
    updated_at: now(),
  };
}

export function bonusAlertBody(id: string): Record<string, unknown> {
  return { id, from: 'LIVELO', to: 'SMILES', min_bonus_percent: 80, created_at: now(), updated_at: now() };
}

export function bonusCampaignBody(): Record<string, unknown> {
  return {
    from: 'LIVELO',
    to: 'SMILES',
    bonusPercent: 80,
    tiers: [{ tier: 'Clube Smiles', bonusPercent: 100 }],
    validFrom: todayIsoDate('America/Sao_Paulo'),
    validUntil: inAMonth(),
    capPerCpf: 500000,
    link: 'https://www.livelo.com.br/promocao',
    notes: 'Cadastro prévio obrigatório.',
  };
}

/** A browser's PushSubscription JSON: https endpoint, a real P-256 public key and a 16-byte auth secret. */
export function pushSubscriptionBody(): Record<string, unknown> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.exemplo.com.br/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A private chat's message as Telegram posts it (Update with message). */
export function telegramUpdateBody(): Record<string, unknown> {
  const chat = { id: 424242, type: 'private', first_name: 'Viajante' };
  return {
    update_id: 31337,
    message: { message_id: 7, date: 1_767_225_600, chat, from: { id: 424242, is_bot: false }, text: '/start' },
  };
}

export function kiwifyBody(): Record<string, unknown> {
  const approved = kiwifyApproved();
  const customer = approved.Customer as Record<string, unknown>;
  return { ...approved, order_id: randomUUID(), Customer: { ...customer, email: email() } };
}

const searchBody = () => ({
  origin: 'GRU',
  destination: 'MIA',
  departureDate: inAMonth(),
  milesProgram: 'ANY',
  passengers: 1,
});
const flightQuery = () => ({ origin: 'GRU', destination: 'MIA', departureDate: inAMonth() });

const SEEDS: Record<string, (ctx: SeedContext) => Seed> = {
  'POST /api/login': () => ({ body: { email: email(), password: 'senha-errada' } }),
  'POST /api/user/change-password': () => ({ body: { currentPassword: 'nao-e-a-senha', newPassword: 'nova-senha-1' } }),
  'POST /api/auth/register': () => ({
    body: { fullName: 'Ana Viajante', email: email(), password: 'segredo-123', confirmPassword: 'segredo-123' },
  }),
  'POST /api/auth/forgot-password': () => ({ body: { email: email() } }),
  'POST /api/auth/magic-link': () => ({ body: { email: email() } }),
  'POST /api/auth/reset-password': () => ({ body: { token: 'token-que-nao-existe', password: 'segredo-123' } }),
  'POST /api/magic-link/verify': () => ({ body: { token: 'token-que-nao-existe', type: 'email' } }),
  'POST /api/auth/session': () => ({ body: { access_token: 'x'.repeat(20), refresh_token: 'y'.repeat(20) } }),
  'POST /api/auth/supabase/session': () => ({ body: { access_token: 'x'.repeat(20) } }),
  'GET /api/auth/confirm-email': () => ({ query: { token: 'token-que-nao-existe' } }),
  'GET /api/auth/reset-password/check': () => ({ query: { token: 'token-que-nao-existe' } }),
  'PUT /api/profile': () => ({ body: { full_name: 'Maria Viajante', user_type: 'iniciado' } }),
  // A wrong password: the fuzz's callers must outlive it.
  'DELETE /api/me': () => ({ body: { password: 'nao-e-a-senha' } }),
  'POST /api/admin/users': () => ({
    body: {
      email: email(),
      password: 'segredo-123',
      fullName: 'Novo Assinante',
      expiresAt: addDaysIso(todayIsoDate(), 60),
      isAdmin: false,
    },
  }),
  'PUT /api/admin/users/:id': () => ({
    body: {
      user_metadata: {
        subscription_expires: `${addDaysIso(todayIsoDate(), 60)}T00:00:00Z`,
        full_name: 'Nome Novo',
        subscription_plan: 'anual',
        user_type: 'iniciado',
      },
    },
  }),
  'POST /api/webhooks/kiwify': () => ({ body: kiwifyBody() }),
  'GET /api/dev/mailbox': () => ({ query: { to: email() } }),
  'POST /api/search/async': () => ({ body: searchBody() }),
  'POST /api/search/buscador': () => ({ body: searchBody() }),
  'GET /api/saved-flights': () => ({ query: { updated_since: now() } }),
  'PUT /api/saved-flights/:id': ({ id }) => ({ body: savedFlightBody(id) }),
  'GET /api/price-alerts': () => ({ query: { updated_since: now() } }),
  'PUT /api/price-alerts/:id': ({ id }) => ({ body: priceAlertBody(id) }),
  'POST /api/price-alerts/stop': () => ({ body: { token: `pa1.${randomUUID()}.${'A'.repeat(43)}` } }),
  'GET /api/notifications': () => ({ query: { updated_since: 'v1:0' } }),
  'GET /api/wallet': () => ({ query: { updated_since: 'v1:0' } }),
  'PUT /api/wallet/:id': ({ id }) => ({ body: walletRowBody(id) }),
  'GET /api/household-members': () => ({ query: { updated_since: 'v1:0' } }),
  'PUT /api/household-members/:id': ({ id }) => ({ body: householdMemberBody(id) }),
  'GET /api/issuances': () => ({ query: { updated_since: 'v1:0' } }),
  'PUT /api/issuances/:id': ({ id }) => ({ body: issuanceBody(id) }),
  'GET /api/wallet-lots': () => ({ query: { updated_since: 'v1:0' } }),
  'PUT /api/wallet-lots/:id': ({ id }) => ({ body: walletLotBody(id) }),
  'GET /api/bonus-alerts': () => ({ query: { updated_since: 'v1:0' } }),
  'PUT /api/bonus-alerts/:id': ({ id }) => ({ body: bonusAlertBody(id) }),
  'POST /api/admin/transfer-bonuses': () => ({ body: bonusCampaignBody() }),
  'PUT /api/admin/transfer-bonuses/:id': () => ({ body: bonusCampaignBody() }),
  'POST /api/push/subscriptions': () => ({ body: pushSubscriptionBody() }),
  'POST /api/telegram/webhook': () => ({ body: telegramUpdateBody() }),
  'DELETE /api/push/subscriptions': () => ({ body: { endpoint: `https://push.exemplo.com.br/${randomUUID()}` } }),
  'POST /api/search-logs': () => ({
    body: {
      items: [
        {
          id: randomUUID(),
          origin: 'GRU',
          destination: 'MIA',
          search_type: 'award',
          departure_date: inAMonth(),
          created_at: now(),
        },
      ],
    },
  }),
  'GET /api/airports/complete': () => ({ query: { q: 'sao' } }),
  'POST /api/latam-proxy': () => ({ body: { ...flightQuery(), adults: 1, useTestData: true } }),
  'POST /api/voegol-proxy': () => ({ body: { ...flightQuery(), adults: 1 } }),
  'GET /api/test/azul': () => ({ query: flightQuery() }),
  'GET /api/test/latam': () => ({ query: flightQuery() }),
  'GET /api/test/gol': () => ({ query: flightQuery() }),
  'GET /api/test/smiles': () => ({ query: flightQuery() }),
  'GET /api/test/azulmilhas': () => ({ query: flightQuery() }),
  'GET /api/test/all': () => ({ query: flightQuery() }),
  'GET /api/miles/search': () => ({ query: { origin: 'GRU', destination: 'MIA', source: 'smiles' } }),
  'GET /api/test/trip-details': () => ({ query: { id: 'ABC123-J', ...flightQuery(), adults: '1' } }),
  'POST /api/seatsaereo2-data': () => ({ body: { ...flightQuery(), cabin: 'economy' } }),
  'GET /api/seats-aero-proxy': () => ({ query: flightQuery() }),
  'GET /api/explore': () => ({
    query: { origin: 'SAO', month: inAMonth().slice(0, 7), duration: 'week', passengers: '2', cabin: 'ECONOMY' },
  }),
  'POST /api/trip-plans': () => ({
    body: {
      origin: 'GRU',
      destination: 'LIS',
      outbound: { from: inAMonth(), to: addDaysIso(inAMonth(), 3) },
      inbound: { from: addDaysIso(inAMonth(), 10), to: addDaysIso(inAMonth(), 13) },
      passengers: 2,
      cabin: 'ECONOMY',
    },
  }),
};

/** The valid request for a route, or an empty one for a route without a seed (a new route is still fuzzed). */
export function seedFor(route: string, ctx: SeedContext): Seed {
  return SEEDS[route]?.(ctx) ?? {};
}
