import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgSchema: string;
  }
}

/**
 * Migrates once per run. On PGlite the migrated data directory is dumped and every test file
 * starts its own database from it; with DATABASE_URL a fresh schema is made for this run.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const schema = `test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema });
    await migrate(database);
    await database.close();
    project.provide('pgSchema', schema);
    project.provide('pgliteTemplate', '');
    return async () => {
      const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
      await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await db.exec(`DROP SCHEMA IF EXISTS "${schema}_pgboss" CASCADE`);
      await db.close();
    };
  }
  const database = await openDatabase({});
  await migrate(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `probity-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgSchema', '');
  return () => fs.rmSync(file, { force: true });
}
