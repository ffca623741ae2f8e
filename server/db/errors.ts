/** PostgreSQL's unique_violation (23505), as PGlite and postgres.js both report it in `code`. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === '23505';
}
