/** Gives every feature `app.db` (Drizzle) and `app.sqlite` (the raw handle), and closes them with the app. */
import fp from 'fastify-plugin';
import type Database from 'better-sqlite3';
import { migrateDatabase, openDatabase, type Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    sqlite: Database.Database;
  }
}

export default fp(
  async (app, options: { file: string }) => {
    const { db, sqlite } = openDatabase(options.file);
    migrateDatabase({ db, sqlite });
    app.decorate('db', db);
    app.decorate('sqlite', sqlite);
    app.addHook('onClose', async () => {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      sqlite.close();
    });
  },
  { name: 'db' },
);
