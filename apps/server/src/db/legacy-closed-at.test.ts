import { LEGACY_STATUSES } from '@probity/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOrganisation } from '../../test/helpers.js';
import { buildCharityOnlyLegacy } from '../features/conversations/conversations.factories.js';
import { type Database, openDatabase } from './client.js';
import { MIGRATION_PREREQUISITES, migrate, pendingMigrations, recordedMigration } from './migrate.js';
import { legacies } from './schema/index.js';

const BACKFILL = 'sql/0005_legacy_closed_at';
const statusID = (key: string) => LEGACY_STATUSES.find((s) => s.key === key)!.statusID;
let database: Database | undefined;
afterAll(async () => database?.close());

/** Issue 19: legacies a charity closed before closed_at existed come under its retention rules. */
describe('the closed_at backfill of legacies already closed', () => {
  it('dates each complete, archived or rejected legacy by its last change, and leaves open ones', async () => {
    database = await openDatabase({});
    await database.exec(MIGRATION_PREREQUISITES);
    // A database as it stood before the backfill: every migration but that one.
    for (const script of pendingMigrations(database.kind, new Set(), (tag) => tag !== BACKFILL))
      await database.exec(`BEGIN;\n${recordedMigration(script)}\nCOMMIT;`);
    const charity = await buildOrganisation(database, { organisationType: 'charity' });
    const made: Record<string, string> = {};
    for (const key of ['complete', 'archived', 'rejected', 'new']) {
      const legacy = await buildCharityOnlyLegacy(database, charity.organisationID);
      const status = key === 'new' ? legacy.statusID : statusID(key);
      await database.db
        .update(legacies)
        .set({ statusID: status, closedAt: null, lastUpdatedDate: new Date('2021-03-04T10:00:00Z') })
        .where(eq(legacies.legacyID, legacy.legacyID));
      made[key] = legacy.legacyID;
    }

    expect(await migrate(database)).toEqual([BACKFILL]);
    const closedAt = async (key: string) =>
      (await database!.db.select().from(legacies).where(eq(legacies.legacyID, made[key]!)))[0]?.closedAt;
    for (const key of ['complete', 'archived', 'rejected'])
      expect((await closedAt(key))?.toISOString()).toBe('2021-03-04T10:00:00.000Z');
    expect(await closedAt('new')).toBeNull();
  }, 120_000);
});
