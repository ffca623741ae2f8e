import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { clockEnv } from '../helpers/clock-env';

describe('loadConfig', () => {
  it('runs on its embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    // A default start never exposes the development mailbox.
    expect(config.DEV_MAILBOX).toBe(false);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', ADMIN_EMAIL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
  });

  it('names every bad variable, one problem per line', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', ADMIN_EMAIL: 'nope' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'JWT_SECRET', 'ADMIN_EMAIL']),
    );
    expect(problems).toHaveLength(4);
  });

  it('price alerts: defaults, bounds, and VAPID keys in pairs', () => {
    const config = loadConfig({});
    expect(config.ALERT_CHECK_INTERVAL_MINUTES).toBe(360);
    expect(config.ALERT_MAX_CASH_DATES).toBe(3);
    expect(config.PUSH_ALLOW_HTTP_ENDPOINTS).toBe(false);
    expect(() => loadConfig({ ALERT_CHECK_INTERVAL_MINUTES: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://bussola.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'so-a-publica' })).toThrow(/defina as duas chaves/);
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@bussola.example' }).VAPID_SUBJECT).toBe(
      'mailto:ops@bussola.example',
    );
  });

  it('price alerts per account: 50 live, 10 manual checks an hour, a 60 s claim lease; each bounded', () => {
    const config = loadConfig({});
    expect(config.ALERT_MAX_ACTIVE_PER_ACCOUNT).toBe(50);
    expect(config.ALERT_MANUAL_CHECKS_PER_HOUR).toBe(10);
    expect(config.ALERT_CLAIM_LEASE_SECONDS).toBe(60);
    for (const bad of [
      { ALERT_MAX_ACTIVE_PER_ACCOUNT: '0' },
      { ALERT_MANUAL_CHECKS_PER_HOUR: '0' },
      { ALERT_CLAIM_LEASE_SECONDS: '1' },
      { ALERT_CLAIM_LEASE_SECONDS: '601' },
    ])
      expect(() => loadConfig(bad), JSON.stringify(bad)).toThrow(ConfigError);
  });

  it('database pool mode: session by default, transaction on the pooler port 6543 or when told', () => {
    expect(loadConfig({}).databasePoolMode).toBe('session');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.example.com:5432/postgres' }).databasePoolMode).toBe(
      'session',
    );
    const supavisor = 'postgresql://postgres.ref:senha@aws-0-sa-east-1.pooler.supabase.com:6543/postgres';
    expect(loadConfig({ DATABASE_URL: supavisor }).databasePoolMode).toBe('transaction');
    expect(loadConfig({ DATABASE_URL: supavisor, DATABASE_POOL_MODE: 'session' }).databasePoolMode).toBe('session');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:6432/db', DATABASE_POOL_MODE: 'transaction' })
        .databasePoolMode,
    ).toBe('transaction');
    expect(() => loadConfig({ DATABASE_POOL_MODE: 'statement' })).toThrow(/DATABASE_POOL_MODE/);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'http://db' })).toThrow(/DATABASE_DIRECT_URL/);
  });

  it('Supabase Auth: off by default; URL and anon key together; the HS256 secret only with them', () => {
    expect(loadConfig({}).supabase).toBeNull();
    const anonKey = 'eyJhbGciOiJIUzI1NiJ9.anon-key-publica';
    const config = loadConfig({ SUPABASE_URL: 'https://abcd.supabase.co/', SUPABASE_ANON_KEY: anonKey });
    expect(config.supabase).toEqual({
      url: 'https://abcd.supabase.co',
      anonKey,
      jwtSecret: null,
      jwksCacheSeconds: 600,
    });
    expect(() => loadConfig({ SUPABASE_URL: 'https://abcd.supabase.co' })).toThrow(/defina as duas, ou nenhuma/);
    expect(() => loadConfig({ SUPABASE_ANON_KEY: anonKey })).toThrow(/defina as duas, ou nenhuma/);
    expect(() => loadConfig({ SUPABASE_JWT_SECRET: 'x'.repeat(40) })).toThrow(/SUPABASE_JWT_SECRET: só vale/);
    expect(() =>
      loadConfig({
        SUPABASE_URL: 'https://abcd.supabase.co',
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_JWT_SECRET: 'curto',
      }),
    ).toThrow(/SUPABASE_JWT_SECRET/);
    expect(() => loadConfig({ SUPABASE_URL: 'ftp://abcd', SUPABASE_ANON_KEY: anonKey })).toThrow(/SUPABASE_URL/);
    expect(() => loadConfig({ SUPABASE_JWKS_CACHE_SECONDS: '5' })).toThrow(/SUPABASE_JWKS_CACHE_SECONDS/);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://bussola.example/' }).publicUrl).toBe('https://bussola.example');
  });

  // The child compiles the whole server with tsx before its first line runs: seconds on a quiet machine, many
  // more on a loaded one. The test waits for the child's exit, however long that takes, rather than killing it
  // at a deadline (a killed child has no exit code); only a child that never exits meets the test's own timeout.
  it('makes the server print the bad variables and exit 1', { timeout: 180_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...clockEnv(), PATH: process.env.PATH, PORT: '99999', SMTP_URL: 'http://mail' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const [status, signal] = await once(child, 'close');
    expect({ status, signal }).toEqual({ status: 1, signal: null });
    expect(stderr).toContain('Configuração inválida');
    expect(stderr).toMatch(/^\s+PORT: /m);
    expect(stderr).toMatch(/^\s+SMTP_URL: /m);
  });
});
