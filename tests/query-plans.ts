/** How SQLite means to run a query, for tests that hold the server's queries to its indexes. */
import type Database from 'better-sqlite3';

/**
 * The steps of SQLite's plan for a Drizzle query as built (its SQL taken with `.toSQL()`), planned as the server plans
 * it: without ANALYZE statistics, so the plan does not depend on how many rows the test made.
 */
export function planOf(sqlite: Database.Database, query: { toSQL(): { sql: string; params: unknown[] } }): string[] {
  const { sql, params } = query.toSQL();
  return sqlite
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...params)
    .map((step) => step.detail);
}
