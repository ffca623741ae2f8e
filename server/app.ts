import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './app-env';
import { createSupabaseAuth } from './auth/supabase-auth';
import { refuseLargeBodies } from './http/body';
import { apiNotFound, createErrorHandler } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { serveClient } from './http/static';
import { adminRoutes } from './routes/admin';
import { airlineTestRoutes } from './routes/airline-tests';
import { airportsRoutes } from './routes/airports';
import { authRecoveryRoutes } from './routes/auth-recovery';
import { authSupabaseRoutes } from './routes/auth-supabase';
import { authSessionRoutes } from './routes/auth-session';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { healthRoutes } from './routes/health';
import { kiwifyWebhookRoutes } from './routes/kiwify-webhook';
import { milesRoutes } from './routes/miles';
import { alertJobAdminRoutes, notificationRoutes } from './routes/notifications';
import { priceAlertCheckRoutes } from './routes/price-alert-checks';
import { profileRoutes } from './routes/profile';
import { pushRoutes } from './routes/push';
import { searchRoutes } from './routes/search';
import { SearchHandoff } from './search/handoff';
import { priceAlertRoutes, savedFlightRoutes, searchLogRoutes } from './routes/sync';
import { createSocketHandler, SocketRegistry } from './ws/socket';
import { limitFrameSize, SocketsPerIp, socketUpgradeGate } from './ws/upgrade-gate';

/** Builds the whole HTTP + WebSocket app; importable by tests, listened on by server/index.ts. */
export function createApp(given: AppDeps) {
  const supabase =
    given.supabase !== undefined
      ? given.supabase
      : given.config.supabase
        ? createSupabaseAuth(given.config.supabase)
        : null;
  const deps: AppDeps = { ...given, supabase };
  const app = new Hono<AppEnv>();
  const { injectWebSocket, upgradeWebSocket, wss } = createNodeWebSocket({ app });
  limitFrameSize(wss);
  const sockets = new SocketRegistry();
  const socketsPerIp = new SocketsPerIp();
  const handoff = new SearchHandoff();

  app.onError(createErrorHandler(deps.log));
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    await next();
    deps.log.debug('http', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  app.get('/ws', socketUpgradeGate(socketsPerIp), createSocketHandler(upgradeWebSocket, sockets, handoff));

  app.use('*', securityHeaders(deps.config));
  // The search calls are tiny and hot (bench:search): gzip-streaming them costs more than it saves.
  const gzip = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/search/') ? next() : gzip(c, next)));

  const api = new Hono<AppEnv>();
  api.use('*', refuseLargeBodies);
  api.route('/health', healthRoutes());
  api.route('/', authSessionRoutes());
  api.route('/', authRecoveryRoutes());
  api.route('/', authSupabaseRoutes());
  api.route('/profile', profileRoutes());
  api.route('/admin', alertJobAdminRoutes());
  api.route('/admin', adminRoutes());
  api.route('/webhooks/kiwify', kiwifyWebhookRoutes());
  api.route('/search', searchRoutes(handoff));
  api.route('/airports', airportsRoutes());
  api.route('/saved-flights', savedFlightRoutes());
  // Before the synced resource: /price-alerts/stop answers without a session.
  api.route('/price-alerts', priceAlertCheckRoutes());
  api.route('/price-alerts', priceAlertRoutes());
  api.route('/notifications', notificationRoutes());
  api.route('/push', pushRoutes());
  api.route('/search-logs', searchLogRoutes());
  api.route('/dev/mailbox', devMailboxRoutes());
  api.route('/', milesRoutes());
  api.route('/', airlineTestRoutes());
  api.all('*', apiNotFound);
  app.route('/api', api);

  if (deps.clientDir) app.use('*', serveClient(deps.clientDir));
  app.notFound((c) => c.text('Não encontrado', 404));

  return { app, injectWebSocket, sockets, socketsPerIp };
}
