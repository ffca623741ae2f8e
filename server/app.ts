import { createNodeWebSocket } from '@hono/node-ws';
import { compress } from 'hono/compress';
import type { AppDeps } from './app-env';
import { createSupabaseAuth } from './auth/supabase-auth';
import { refuseLargeBodies } from './http/body';
import { apiNotFound, createErrorHandler } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { serveClient } from './http/static';
import { createRouter } from './openapi/contract';
import { buildDocument, declareComponents } from './openapi/document';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { airlineTestRoutes } from './routes/airline-tests';
import { airportsRoutes } from './routes/airports';
import { awardRecheckRoutes } from './routes/award-recheck';
import { beneficiaryRoutes } from './routes/beneficiaries';
import { clubRoutes } from './routes/clubs';
import { apiDocsRoutes } from './routes/api-docs';
import { DOCS_PATH } from './routes/api-docs/routes';
import { authRecoveryRoutes } from './routes/auth-recovery';
import { authSessionRoutes } from './routes/auth-session';
import { authSupabaseRoutes } from './routes/auth-supabase';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { healthRoutes } from './routes/health';
import { kiwifyWebhookRoutes } from './routes/kiwify-webhook';
import { calendarRoutes } from './routes/calendar';
import { exploreRoutes } from './routes/explore';
import { milesRoutes } from './routes/miles';
import { notificationRoutes } from './routes/notifications';
import { priceAlertRoutes } from './routes/price-alerts';
import { priceInsightRoutes } from './routes/price-insight';
import { profileRoutes } from './routes/profile';
import { pushRoutes } from './routes/push';
import { searchRoutes } from './routes/search';
import { searchLogRoutes } from './routes/search-logs';
import { savedFlightRoutes } from './routes/saved-flights';
import { telegramRoutes } from './routes/telegram';
import { transferBonusRoutes } from './routes/transfer-bonuses';
import { tripPlanRoutes } from './routes/trip-plans';
import { walletRoutes } from './routes/wallet';
import { bonusAlertRoutes } from './routes/bonus-alerts';
import { householdMemberRoutes } from './routes/household-members';
import { issuanceRoutes } from './routes/issuances';
import { walletLotRoutes } from './routes/wallet-lots';
import { SearchHandoff } from './search/handoff';
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
  const app = createRouter();
  const { injectWebSocket, upgradeWebSocket, wss } = createNodeWebSocket({ app });
  limitFrameSize(wss);
  const sockets = new SocketRegistry();
  const socketsPerIp = new SocketsPerIp();
  const handoff = new SearchHandoff();

  app.onError(createErrorHandler(deps.log));
  // Every request's line is a debug one: below that level no request waits on, times or describes itself.
  const logRequests = deps.config.LOG_LEVEL === 'debug';
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    if (!logRequests) return next();
    const started = performance.now();
    await next();
    deps.log.debug('http', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  app.get('/ws', socketUpgradeGate(socketsPerIp), createSocketHandler(upgradeWebSocket, sockets, handoff));

  app.use('*', securityHeaders(deps.config, [DOCS_PATH]));
  // The search calls are tiny and hot (bench:search): gzip-streaming them costs more than it saves.
  const gzip = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/search/') ? next() : gzip(c, next)));

  app.use('/api/*', refuseLargeBodies);
  // Each resource registers its routes, with their full paths, on the app itself (server/routes/<resource>).
  healthRoutes(app);
  authSessionRoutes(app);
  authRecoveryRoutes(app);
  authSupabaseRoutes(app);
  profileRoutes(app);
  accountRoutes(app);
  adminRoutes(app);
  kiwifyWebhookRoutes(app);
  searchRoutes(app, handoff);
  milesRoutes(app);
  awardRecheckRoutes(app);
  calendarRoutes(app);
  tripPlanRoutes(app);
  exploreRoutes(app);
  airportsRoutes(app);
  savedFlightRoutes(app);
  priceAlertRoutes(app);
  walletRoutes(app);
  bonusAlertRoutes(app);
  householdMemberRoutes(app);
  issuanceRoutes(app);
  walletLotRoutes(app);
  transferBonusRoutes(app);
  beneficiaryRoutes(app);
  clubRoutes(app);
  priceInsightRoutes(app);
  pushRoutes(app);
  notificationRoutes(app);
  telegramRoutes(app);
  searchLogRoutes(app);
  devMailboxRoutes(app);
  airlineTestRoutes(app);
  apiDocsRoutes(app, () => buildDocument(app));

  // Any other /api path is a JSON 404 in pt-BR (the SPA's fallback below is for pages).
  app.all('/api/*', apiNotFound);
  declareComponents(app);

  // The static first paints show the sign-in of a server without Supabase Auth (no 'Entrar com Google').
  if (deps.clientDir) app.use('*', serveClient(deps.clientDir, { firstPaints: deps.config.supabase === null }));
  app.notFound((c) => c.text('Não encontrado', 404));

  return { app, injectWebSocket, sockets, socketsPerIp };
}
