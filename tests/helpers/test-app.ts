import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { createLogger } from '../../server/logger';

/** The real app on a test database, driven through app.request() (no socket needed). */
export function createTestApp(db: Db, options: { clientDir?: string | null; env?: Record<string, string> } = {}) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent', ...options.env });
  const log = createLogger('silent');
  return createApp({ config, db, log, clientDir: options.clientDir ?? null });
}
