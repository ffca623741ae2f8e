import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureAdmin, loadJwtSecret } from './auth/bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDb } from './db/open-db';
import { migrate } from './db/migrate';
import { startAlertJob } from './jobs/alert-rounds';
import { startMaintenance } from './jobs/maintenance';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { startDeliveryWorker } from './notifications/delivery-worker';
import { startTelegramUpdates } from './telegram/poller';

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuração inválida:\n${err.problems.map((p) => `  ${p}`).join('\n')}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/** dist/server/index.js serves dist/client; from source (tsx) the API runs alone. */
function findClientDir(): string | null {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config.LOG_LEVEL);
  const db = await openDb({
    databaseUrl: config.DATABASE_URL,
    poolMode: config.databasePoolMode,
    directUrl: config.DATABASE_DIRECT_URL,
    dataDir: config.dataDir,
    prepare: async (db) => {
      const applied = await migrate(db);
      if (applied.length > 0) log.info('migrações aplicadas', { versions: applied.join(',') });
    },
  });
  const jwtSecret = await loadJwtSecret(db, config.JWT_SECRET);
  await ensureAdmin(db, config, log);
  const mailer = createMailer(config, db, log);
  if (!config.SMTP_URL) {
    log.warn('SMTP_URL não configurado: e-mails ficam em mail_outbox e não são entregues', {
      devMailbox: config.DEV_MAILBOX,
    });
  }

  const clientDir = findClientDir();
  if (!clientDir) log.warn('PWA não compilado (dist/client): servindo só a API. Rode `npm run build`.');
  // Sends what notifications owe (push, e-mail, Telegram), woken by each fire and polling for what a crash left owed.
  const delivery = startDeliveryWorker({ db, config, log, mailer, jwtSecret });
  const kickDelivery = delivery.kick;
  const { app, injectWebSocket, sockets } = createApp({ config, db, log, clientDir, jwtSecret, mailer, kickDelivery });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    log.info('Bússola das Passagens no ar', {
      url: `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${info.port}`,
      db: db.kind,
    });
  });
  injectWebSocket(server);
  const stopMaintenance = startMaintenance(db, log, { searchHistoryDays: config.SEARCH_HISTORY_DAYS });
  const stopAlertJob = startAlertJob({ db, config, log, kickDelivery });
  // The bot's updates (/start, /parar): a webhook, or long polling on one instance at a time.
  const telegram = startTelegramUpdates({ db, config, log });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('encerrando', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    const closed = new Promise((resolve) => server.close(resolve));
    sockets.closeAll();
    stopMaintenance();
    stopAlertJob();
    await Promise.all([delivery.stop(), telegram.stop()]);
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    await closed;
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Falha ao iniciar: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
