import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { generatedMigrationTags, migrate } from './migrate.js';

/** Issue 18: instances started together on one PostgreSQL migrate it once between them. */
describe.skipIf(!process.env.DATABASE_URL)('migrations started by two instances at once', () => {
  it('are each applied once: one instance applies, the other waits and skips', async () => {
    const schema = `migrate_race_${randomUUID().slice(0, 8)}`;
    const open = () => openDatabase({ databaseUrl: process.env.DATABASE_URL!, schema });
    const [a, b] = [await open(), await open()];
    try {
      const [byA, byB] = await Promise.all([migrate(a), migrate(b)]);
      const tags = generatedMigrationTags();
      // Every migration was applied by exactly one of them.
      expect([...byA, ...byB].filter((t) => tags.includes(t)).sort()).toEqual([...tags].sort());
      expect(byA.filter((t) => byB.includes(t))).toEqual([]);
      const recorded = await a.query<{ tag: string; n: number }>(
        'SELECT tag, count(*)::int AS n FROM schema_migrations GROUP BY tag HAVING count(*) > 1',
      );
      expect(recorded).toEqual([]);
      // And a third start finds nothing to do.
      expect(await migrate(b)).toEqual([]);
    } finally {
      await a.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000);
});
