import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { passwordHashQueue } from './hash-queue';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1.
const DEFAULT_COST = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

export interface HashCost {
  logN: number;
  r: number;
  p: number;
}

/** Returns `scrypt$logN$r$p$salt$hash` (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost: HashCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Every hash, new or checked, waits its turn in the bounded queue (a full queue is a 503 at once). */
function derive(password: string, salt: Buffer, { logN, r, p }: HashCost): Promise<Buffer> {
  const N = 2 ** logN;
  return passwordHashQueue.run(() =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }),
  );
}

/** A readable random password for generated accounts (about 96 bits). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
