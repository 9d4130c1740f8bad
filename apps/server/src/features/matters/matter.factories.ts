import { randomUUID } from 'node:crypto';
import { MATTER_TYPES, type MatterTypeDef } from '@probity/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { individuals, matterTeam, matters } from '../../db/schema/index.js';

/*
 * Test factories for matters (used by the API tests of matters, activity and dashboard). Like
 * buildUser they need no clean-up: every matter gets a fresh reference.
 */

export const typeByKey = (key: MatterTypeDef['key']) => MATTER_TYPES.find((t) => t.key === key)!;
export const statusOf = (type: MatterTypeDef, key: string) => type.statuses.find((s) => s.key === key)!;

export async function buildMatter(
  database: Database,
  opts: {
    organisationID: string;
    reference?: string;
    type?: MatterTypeDef;
    statusKey?: string;
    owner?: string;
    team?: string[];
  },
) {
  const type = opts.type ?? typeByKey('estate');
  const [matter] = await database.db
    .insert(matters)
    .values({
      organisationID: opts.organisationID,
      reference: opts.reference ?? `REF-${randomUUID().slice(0, 8)}`,
      matterTypeID: type.matterTypeID,
      statusID: statusOf(type, opts.statusKey ?? 'pre-engagement').statusID,
      matterOwner: opts.owner ?? opts.team?.[0] ?? null,
    })
    .returning();
  const team = opts.team ?? (opts.owner ? [opts.owner] : []);
  for (const userID of team) {
    await database.db
      .insert(matterTeam)
      .values({ matterID: matter!.matterID, userID, addedAt: sql`clock_timestamp()` });
  }
  return matter!;
}

/** An individual on a matter, optionally the registered user who signs in as them. */
export async function buildIndividual(
  database: Database,
  matter: { matterID: string; organisationID: string },
  opts: { userID?: string; typeKey?: string; firstName?: string; surname?: string } = {},
) {
  const [row] = await database.db
    .insert(individuals)
    .values({
      matterID: matter.matterID,
      organisationID: matter.organisationID,
      userID: opts.userID ?? null,
      individualTypeID: opts.typeKey ?? 'executor',
      firstName: opts.firstName ?? 'Iris',
      surname: opts.surname ?? 'Bennett',
    })
    .returning();
  return row!;
}
