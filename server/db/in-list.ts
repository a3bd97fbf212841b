/**
 * `column IN (a list)` as one prepared statement. Drizzle's `inArray` writes one `?` per value, so a statement built
 * with it can only be compiled for one list length; here the list travels as a single JSON array parameter, read by
 * SQLite's json_each, and the column's index is still used for each value (SEARCH ... USING INDEX).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** The condition, with the list to be given as `idList(values)` under `name` when the statement runs. */
export const inList = (column: SQLiteColumn, name: string): SQL =>
  sql`${column} in (select value from json_each(${sql.placeholder(name)}))`;

/** The value for an `inList` parameter. */
export const idList = (ids: readonly number[]): string => JSON.stringify(ids);
