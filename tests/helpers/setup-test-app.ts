import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../server/db/client';
import { writeBuiltClient } from './built-client';
import { type LiveServer, listen } from './live-server';
import { createTestApp } from './test-app';
import { createTestDb, resetDb } from './test-db';

type BuiltApp = ReturnType<typeof createTestApp>;

export interface SetupTestAppOptions {
  /** Config variables on top of the test defaults (createTestApp). */
  env?: Record<string, string>;
  /** Empty every table before each test of the file. */
  resetEachTest?: boolean;
  /** Also serve the app on a loopback port with /ws attached (the socket tests). */
  listen?: boolean;
  /** Serve a stand-in built PWA (tests/helpers/built-client.ts) beside the API. */
  builtClient?: boolean;
}

/** What the file's tests and hooks read; each field throws if read before the file's beforeAll ran. */
export interface TestServer {
  readonly db: Db;
  readonly app: BuiltApp['app'];
  readonly built: BuiltApp;
  /** Only with `listen: true`. */
  readonly live: LiveServer;
}

/**
 * The setup most server test files share: a fresh database and the real app on it for the whole file, closed
 * after its last test. Call it at the top of the file; hooks the file registers after it run after it.
 */
export function setupTestApp(options: SetupTestAppOptions = {}): TestServer {
  let db: Db | undefined;
  let built: BuiltApp | undefined;
  let live: LiveServer | undefined;
  let clientDir: string | undefined;

  beforeAll(async () => {
    db = await createTestDb();
    if (options.builtClient) clientDir = await writeBuiltClient();
    built = createTestApp(db, { ...(options.env ? { env: options.env } : {}), ...(clientDir ? { clientDir } : {}) });
    if (options.listen) live = await listen(built);
  });
  if (options.resetEachTest) beforeEach(() => resetDb(ready(db, 'db')));
  afterAll(async () => {
    await live?.close();
    await db?.close();
    if (clientDir) await rm(clientDir, { recursive: true, force: true });
  });

  return {
    get db() {
      return ready(db, 'db');
    },
    get app() {
      return ready(built, 'app').app;
    },
    get built() {
      return ready(built, 'built');
    },
    get live() {
      return ready(live, 'live (listen: true)');
    },
  };
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`setupTestApp: ${name} só existe dentro dos testes e hooks do arquivo`);
  return value;
}
