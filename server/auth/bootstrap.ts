import { randomBytes } from 'node:crypto';
import { z } from '@core/schemas/zod-locale';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { generatePassword, hashPassword } from './password';

const DEFAULT_ADMIN_EMAIL = 'admin@bussola.local';
const idRows = z.array(z.object({ id: z.string() }));
const settingRows = z.array(z.object({ value: z.string() }));

/**
 * At first start with no admin, creates one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated
 * password printed once to the console (never to the log) that must be changed at first sign-in.
 */
export async function ensureAdmin(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  log: Logger,
  announce: (text: string) => void = (text) => process.stdout.write(text),
): Promise<void> {
  const admins = await db.query("SELECT 1 FROM users WHERE role = 'admin' LIMIT 1");
  if (admins.length > 0) return;
  const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generated = config.ADMIN_PASSWORD === undefined;
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  const rows = idRows.parse(
    await db.query(
      `INSERT INTO users (email, password_hash, full_name, role, user_type, subscription_plan, requires_password_change, email_confirmed_at)
       VALUES ($1, $2, 'Administrador', 'admin', 'admin', 'anual', $3, now())
       ON CONFLICT (email) DO UPDATE SET role = 'admin', user_type = 'admin'
       RETURNING id`,
      [email, await hashPassword(password), generated],
    ),
  );
  log.info('conta de administrador criada', { email, id: rows[0]?.id });
  if (generated) {
    announce(
      `\n  Conta de administrador criada: ${email}\n  Senha provisória (mostrada só agora): ${password}\n  Ela deverá ser trocada no primeiro acesso.\n\n`,
    );
  }
}

/** The JWT signing secret: JWT_SECRET, else one generated once and kept in the database (shared by every instance). */
export async function loadJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query("INSERT INTO app_settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(48).toString('base64url'),
  ]);
  const rows = settingRows.parse(await db.query("SELECT value FROM app_settings WHERE key = 'jwt_secret'"));
  const secret = rows[0]?.value;
  if (!secret) throw new Error('jwt_secret ausente após inserção');
  return secret;
}
