/**
 * At most `capacity` operations at once, the rest waiting first come, first served. postgres.js sends a query down a
 * connection whose previous query has not answered yet when every connection is busy (pipelining); a transaction
 * pooler (PgBouncer, Supabase's Supavisor on 6543) loses such queries and they never answer
 * (https://github.com/porsager/postgres/issues/970). Its own switch, `max_pipeline: 0`, makes every `sql.begin`
 * fail (UNSAFE_TRANSACTION), so the limit is kept here: with one operation per connection, each one finds a free
 * connection (postgres.js frees it before the query's promise settles).
 */
export function connectionGate(capacity: number): <T>(operation: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (operation) => {
    if (running < capacity) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await operation();
    } finally {
      release();
    }
  };
}
