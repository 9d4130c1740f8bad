import { EMPTY_GUID, LEGACY_TEXTS } from '@probity/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { legacyTeam, users } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { audit, touch } from './legacy.audit.js';
import { legacyTeamUserIDs, loadLegacy } from './legacy.access.js';
import { charityTeamOf } from './legacies.presenter.js';

/** spec 03 §2.10, §7: adds users of the legacy's charity to its team; answers the new charityTeam. */
export async function addTeamMembers(
  tx: DbOrTx,
  actor: Actor,
  legacyID: string,
  userIDs: string[],
  meta: RequestMeta,
) {
  const { legacy } = await loadLegacy(tx, actor, legacyID, { action: 'legacyTeam.create', lock: true });
  const wanted = [...new Set(userIDs.map((u) => u.toLowerCase()))];
  const found = await tx
    .select({ userID: users.userID, firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(and(inArray(users.userID, wanted), eq(users.organisationID, legacy.organisationID ?? EMPTY_GUID)));
  const ok = new Set(found.map((f) => f.userID));
  const bad = wanted.filter((u) => !ok.has(u));
  if (bad.length) throw invalid({ userIDs: [LEGACY_TEXTS.notAUserOfTheCharity] });
  const members = await legacyTeamUserIDs(tx, legacy.legacyID);
  await tx
    .insert(legacyTeam)
    .values(wanted.map((userID) => ({ legacyID: legacy.legacyID, userID, addedAt: sql`clock_timestamp()` })))
    .onConflictDoNothing();
  await touch(tx, legacy.legacyID);
  // The feed names those who joined (adding a member again changes nothing).
  const joined = found.filter((u) => !members.includes(u.userID));
  const names = joined.map((u) => `${u.firstName} ${u.surname}`.trim()).sort((a, b) => a.localeCompare(b));
  await audit(
    tx,
    actor,
    legacy,
    'legacy.teamAdded',
    meta,
    { users: wanted },
    { object: names.join(', '), auditOnly: names.length === 0 },
  );
  return charityTeamOf(tx, legacy.legacyID);
}
