import { type HashCost, hashPassword } from './password';

const cache = new Map<string, Promise<string>>();

/**
 * A hash to verify against when the e-mail is unknown, so that an unknown e-mail costs the
 * same scrypt time as a wrong password and the reply time does not reveal who has an account.
 */
export function dummyPasswordHash(cost?: HashCost): Promise<string> {
  const key = cost ? `${cost.logN}:${cost.r}:${cost.p}` : 'default';
  let hash = cache.get(key);
  if (!hash) {
    hash = hashPassword('conta-inexistente', cost);
    cache.set(key, hash);
    // A busy server (503) must not leave a failed hash cached for good.
    hash.catch(() => cache.delete(key));
  }
  return hash;
}
