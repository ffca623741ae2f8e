// Every /api route and the status each kind of caller gets (read by authorization-matrix.test.ts).

export type Role = 'anonymous' | 'expired' | 'active' | 'admin';
export interface Row {
  method: string;
  /** ':id' stands for a fresh user (admin routes) or a fixed UUID nobody owns (synced rows). */
  path: string;
  body?: unknown;
  expect: Record<Role, number>;
}

const everyone = (status: number): Record<Role, number> => ({
  anonymous: status,
  expired: status,
  active: status,
  admin: status,
});

/**
 * Every /api route × who calls it. A route added without a row here fails the last test:
 * each new route must say who may use it.
 */
export const MATRIX: Row[] = [
  { method: 'GET', path: '/api/health', expect: everyone(200) },
  // The API's own document and its reference page are public.
  { method: 'GET', path: '/api/openapi.json', expect: everyone(200) },
  { method: 'GET', path: '/api/asyncapi.json', expect: everyone(200) },
  { method: 'GET', path: '/api/docs', expect: everyone(200) },
  { method: 'GET', path: '/api/docs/scalar.js', expect: everyone(200) },
  { method: 'POST', path: '/api/login', body: {}, expect: everyone(400) },
  {
    method: 'POST',
    path: '/api/user/change-password',
    body: { newPassword: 'nova-senha-1' },
    expect: { anonymous: 401, expired: 400, active: 400, admin: 400 },
  },
  { method: 'POST', path: '/api/auth/refresh', expect: everyone(401) },
  { method: 'POST', path: '/api/auth/logout', expect: everyone(200) },
  { method: 'POST', path: '/api/auth/session', body: {}, expect: everyone(400) },
  { method: 'GET', path: '/api/auth/me', expect: { anonymous: 401, expired: 200, active: 200, admin: 200 } },
  { method: 'POST', path: '/api/auth/register', body: {}, expect: everyone(400) },
  { method: 'GET', path: '/api/auth/providers', expect: everyone(200) },
  { method: 'POST', path: '/api/auth/supabase/session', body: {}, expect: everyone(400) },
  {
    method: 'GET',
    path: '/api/auth/supabase/status',
    expect: { anonymous: 401, expired: 403, active: 200, admin: 200 },
  },
  { method: 'GET', path: '/api/auth/confirm-email', expect: everyone(302) },
  { method: 'POST', path: '/api/auth/forgot-password', body: {}, expect: everyone(400) },
  { method: 'GET', path: '/api/auth/reset-password/check', expect: everyone(400) },
  { method: 'POST', path: '/api/auth/reset-password', body: {}, expect: everyone(400) },
  { method: 'POST', path: '/api/auth/magic-link', body: {}, expect: everyone(400) },
  { method: 'POST', path: '/api/magic-link/verify', body: {}, expect: everyone(400) },
  { method: 'GET', path: '/api/profile', expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
  { method: 'PUT', path: '/api/profile', body: {}, expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  // The holder's data: any signed-in account, a lapsed subscription too (its rights do not lapse with it).
  { method: 'GET', path: '/api/me/export', expect: { anonymous: 401, expired: 200, active: 200, admin: 200 } },
  { method: 'DELETE', path: '/api/me', body: {}, expect: { anonymous: 401, expired: 400, active: 400, admin: 400 } },
  { method: 'POST', path: '/api/me/deletion-link', expect: { anonymous: 401, expired: 200, active: 200, admin: 200 } },
  { method: 'GET', path: '/api/privacy', expect: everyone(200) },
  { method: 'GET', path: '/api/admin/me', expect: { anonymous: 401, expired: 200, active: 200, admin: 200 } },
  { method: 'GET', path: '/api/admin/users', expect: { anonymous: 401, expired: 403, active: 403, admin: 200 } },
  {
    method: 'POST',
    path: '/api/admin/users',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 403, admin: 400 },
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id',
    body: { user_metadata: {} },
    expect: { anonymous: 401, expired: 403, active: 403, admin: 200 },
  },
  { method: 'DELETE', path: '/api/admin/users/:id', expect: { anonymous: 401, expired: 403, active: 403, admin: 200 } },
  // Signed with a token this test app does not have: not configured.
  { method: 'POST', path: '/api/webhooks/kiwify', body: {}, expect: everyone(503) },
  { method: 'GET', path: '/api/dev/mailbox', expect: everyone(200) },
  {
    method: 'POST',
    path: '/api/search/async',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  {
    method: 'POST',
    path: '/api/search/buscador',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  // Synced rows: the guard answers first; past it, an empty body is a 400 and a UUID nobody owns a 404.
  { method: 'GET', path: '/api/saved-flights', expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
  {
    method: 'PUT',
    path: '/api/saved-flights/:id',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  {
    method: 'DELETE',
    path: '/api/saved-flights/:id',
    expect: { anonymous: 401, expired: 403, active: 404, admin: 404 },
  },
  { method: 'GET', path: '/api/price-alerts', expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
  {
    method: 'PUT',
    path: '/api/price-alerts/:id',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  {
    method: 'DELETE',
    path: '/api/price-alerts/:id',
    expect: { anonymous: 401, expired: 403, active: 404, admin: 404 },
  },
  // Minhas milhas: the wallet and the bonus alerts sync like saved flights.
  { method: 'GET', path: '/api/wallet', expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
  {
    method: 'PUT',
    path: '/api/wallet/:id',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  { method: 'DELETE', path: '/api/wallet/:id', expect: { anonymous: 401, expired: 403, active: 404, admin: 404 } },
  { method: 'GET', path: '/api/bonus-alerts', expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
  {
    method: 'PUT',
    path: '/api/bonus-alerts/:id',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  {
    method: 'DELETE',
    path: '/api/bonus-alerts/:id',
    expect: { anonymous: 401, expired: 403, active: 404, admin: 404 },
  },
  // The household (/familia) and the tickets issued with its accounts sync like the wallet.
  // The wallet's lots by expiry date sync the same way.
  ...['/api/household-members', '/api/issuances', '/api/wallet-lots'].flatMap((path): Row[] => [
    { method: 'GET', path, expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
    {
      method: 'PUT',
      path: `${path}/:id`,
      body: {},
      expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
    },
    { method: 'DELETE', path: `${path}/:id`, expect: { anonymous: 401, expired: 403, active: 404, admin: 404 } },
  ]),
  // Beneficiary limits: each subscriber their own; the rules behind them are the admins' (':program' is no programme).
  {
    method: 'GET',
    path: '/api/beneficiary-limits',
    expect: { anonymous: 401, expired: 403, active: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/admin/beneficiary-rules',
    expect: { anonymous: 401, expired: 403, active: 403, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/api/admin/beneficiary-rules/:program',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 403, admin: 400 },
  },
  // Clubs valued for each subscriber; the plans behind them are the admins'.
  { method: 'GET', path: '/api/clubs', expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
  { method: 'GET', path: '/api/admin/clubs', expect: { anonymous: 401, expired: 403, active: 403, admin: 200 } },
  {
    method: 'PUT',
    path: '/api/admin/clubs/:id',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 403, admin: 400 },
  },
  // Transfer partners and running campaigns for subscribers; the campaigns themselves are the admins'.
  { method: 'GET', path: '/api/transfer-partners', expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
  { method: 'GET', path: '/api/transfer-bonuses', expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
  {
    method: 'GET',
    path: '/api/admin/transfer-bonuses',
    expect: { anonymous: 401, expired: 403, active: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/admin/transfer-bonuses',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 403, admin: 400 },
  },
  {
    method: 'PUT',
    path: '/api/admin/transfer-bonuses/:id',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 403, admin: 400 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/transfer-bonuses/:id',
    expect: { anonymous: 401, expired: 403, active: 403, admin: 404 },
  },
  // Price alerts that fire: the stop link needs no session (a bad token is a 400); the rest are
  // the owner's (a UUID nobody owns is a 404); the job's status is the admin's.
  { method: 'POST', path: '/api/price-alerts/stop', body: {}, expect: everyone(400) },
  { method: 'GET', path: '/api/price-alerts/stop', expect: everyone(400) },
  {
    method: 'GET',
    path: '/api/price-alerts/status',
    expect: { anonymous: 401, expired: 403, active: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/price-alerts/:id/check',
    expect: { anonymous: 401, expired: 403, active: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/api/price-alerts/:id/history',
    expect: { anonymous: 401, expired: 403, active: 404, admin: 404 },
  },
  { method: 'GET', path: '/api/notifications', expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
  {
    method: 'PUT',
    path: '/api/notifications/:id/read',
    expect: { anonymous: 401, expired: 403, active: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  // Removing a browser works after the subscription lapsed (sign-out must always be able to).
  {
    method: 'DELETE',
    path: '/api/push/subscriptions',
    body: {},
    expect: { anonymous: 401, expired: 400, active: 400, admin: 400 },
  },
  // Telegram, not configured here: linking and the webhook say 503; unlinking works after the subscription lapsed.
  { method: 'GET', path: '/api/telegram', expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
  { method: 'POST', path: '/api/telegram/link', expect: { anonymous: 401, expired: 403, active: 503, admin: 503 } },
  { method: 'DELETE', path: '/api/telegram', expect: { anonymous: 401, expired: 200, active: 200, admin: 200 } },
  { method: 'POST', path: '/api/telegram/webhook', body: {}, expect: everyone(503) },
  { method: 'GET', path: '/api/admin/alert-jobs', expect: { anonymous: 401, expired: 403, active: 403, admin: 200 } },
  {
    method: 'POST',
    path: '/api/search-logs',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  { method: 'GET', path: '/api/airports/complete', expect: { anonymous: 401, expired: 403, active: 200, admin: 200 } },
  // "Bom preço?": the query is checked after the guard, so a missing one is a 400.
  { method: 'GET', path: '/api/price-insight', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  // Airline test pages: the form is checked first, so an empty body or query is a 400.
  {
    method: 'POST',
    path: '/api/latam-proxy',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  {
    method: 'POST',
    path: '/api/voegol-proxy',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  { method: 'GET', path: '/api/test/azul', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  { method: 'GET', path: '/api/test/latam', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  { method: 'GET', path: '/api/test/gol', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  { method: 'GET', path: '/api/test/smiles', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  { method: 'GET', path: '/api/test/azulmilhas', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  { method: 'GET', path: '/api/test/all', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  // Seats.aero routes: input is checked before the key (this app has none), so an empty query is a 400.
  { method: 'GET', path: '/api/miles/search', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  // When a day's award seats open: the query is checked before Seats.aero is asked, so an empty one is a 400.
  {
    method: 'GET',
    path: '/api/miles/booking-window',
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  { method: 'GET', path: '/api/test/trip-details', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  {
    method: 'POST',
    path: '/api/seatsaereo2-data',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  // The price calendar: input is checked before a provider is asked, so an empty query is a 400.
  { method: 'GET', path: '/api/calendar', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  { method: 'GET', path: '/api/calendar/day', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  // Para onde dá pra ir: the query is checked before a provider is asked, so an empty one is a 400.
  { method: 'GET', path: '/api/explore', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
  // "Ainda está lá?": subscribers; an empty body is refused before any provider is asked.
  {
    method: 'POST',
    path: '/api/awards/recheck',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  // The round-trip planner: the body is checked before a provider is asked, so an empty one is a 400.
  {
    method: 'POST',
    path: '/api/trip-plans',
    body: {},
    expect: { anonymous: 401, expired: 403, active: 400, admin: 400 },
  },
  { method: 'GET', path: '/api/seats-aero-proxy', expect: { anonymous: 401, expired: 403, active: 400, admin: 400 } },
];
