import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';

const tableRows = z.array(z.object({ name: z.string() }));

/**
 * Every table of the schema with a user_id column, read from the database's catalogue: the deletion sweeps each
 * and the export copies each, so a table added later is neither forgotten by the one nor left out of the other.
 */
export async function tablesWithUserId(db: Queryable): Promise<string[]> {
  const rows = tableRows.parse(
    await db.query(
      `SELECT c.table_name AS name
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
       ORDER BY c.table_name`,
    ),
  );
  return rows.map((row) => row.name);
}

/** A catalogue name as an SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
