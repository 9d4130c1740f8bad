import { type ActivityType, activityText, legacyDisplayReference } from '@probity/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx } from '../../db/client.js';
import { legacies, matters, organisations } from '../../db/schema/index.js';
import { type ActivityAction, type RequestMeta, recordActivityEntry } from './activity.service.js';
import { notifyLegacyTeam } from './legacy-notifications.service.js';

/** What the activity of a legacy needs to know of it. */
export interface LegacyOfActivity {
  legacyID: string;
  /** The charity that follows the legacy (null: a matter charity not on Probity). */
  organisationID: string | null;
  matterID: string | null;
  reference: string;
  charityReference: string | null;
}

export interface LegacyActivityWords<T extends ActivityType = ActivityType> {
  activityType: T;
  action: ActivityAction<T>;
  object?: string | null;
  text?: string | null;
}

/** Whether the actor acts for the legacy's charity (else for the firm of its matter). */
export function actsForCharity(actor: Pick<Actor, 'organisationIDs'>, legacy: LegacyOfActivity): boolean {
  return !!legacy.organisationID && actor.organisationIDs.includes(legacy.organisationID);
}

interface Firm {
  organisationID: string;
  reference: string;
  firmName: string;
}

async function firmOf(tx: DbOrTx, matterID: string): Promise<Firm | undefined> {
  const [row] = await tx
    .select({
      organisationID: matters.organisationID,
      reference: matters.reference,
      firmName: organisations.name,
    })
    .from(matters)
    .innerJoin(organisations, eq(organisations.organisationID, matters.organisationID))
    .where(eq(matters.matterID, matterID));
  return row;
}

/**
 * The charity's entry of a legacy change: its organisation, the legacy, the legacy's display
 * reference and no matterID, so neither the firm nor the matter's individuals (the feed's 'linked'
 * rule matches on matterID) ever see it. A change the firm made (`firm`) is also mailed to the
 * legacy's team by their notification setting.
 */
async function recordCharityEntry(
  tx: DbOrTx,
  actor: Actor,
  legacy: LegacyOfActivity & { organisationID: string },
  words: LegacyActivityWords,
  firm: Firm | null,
  meta: RequestMeta,
): Promise<void> {
  const reference = legacyDisplayReference(legacy);
  const activity = {
    activityType: words.activityType,
    action: words.action,
    object: words.object,
    text: words.text,
  };
  await recordActivityEntry(tx, actor, {
    organisationID: legacy.organisationID,
    legacyID: legacy.legacyID,
    reference,
    activity,
  });
  if (!firm) return;
  await notifyLegacyTeam(tx, {
    legacy: { legacyID: legacy.legacyID, organisationID: legacy.organisationID, reference },
    firmName: firm.firmName,
    change: activityText({
      ...activity,
      object: activity.object ?? null,
      text: activity.text ?? null,
      reference,
      user: { name: `${actor.user.firstName} ${actor.user.surname}`.trim(), organisationName: firm.firmName },
    }),
    publicUrl: meta.publicUrl,
  });
}

/**
 * A change to a legacy as activity (issue 11), in the transaction of the change; the audit event is
 * the caller's (one per change). An entry's organisation is whose staff see it: the charity gets its
 * entry (recordCharityEntry); a change the firm made is also the firm's entry on its matter (its
 * organisation, the matter and its reference) and is mailed to the legacy team.
 * `charityOnly`: the firm's entry is written otherwise (a charity added to a matter).
 */
export async function recordLegacyActivity(
  tx: DbOrTx,
  actor: Actor,
  legacy: LegacyOfActivity,
  words: LegacyActivityWords,
  meta: RequestMeta,
  opts: { charityOnly?: boolean } = {},
): Promise<void> {
  const firm = !actsForCharity(actor, legacy) && legacy.matterID ? await firmOf(tx, legacy.matterID) : null;
  if (legacy.organisationID)
    await recordCharityEntry(
      tx,
      actor,
      { ...legacy, organisationID: legacy.organisationID },
      words,
      firm ?? null,
      meta,
    );
  if (!firm || opts.charityOnly) return;
  await recordActivityEntry(tx, actor, {
    organisationID: firm.organisationID,
    matterID: legacy.matterID,
    legacyID: legacy.legacyID,
    reference: firm.reference,
    activity: {
      activityType: words.activityType,
      action: words.action,
      object: words.object,
      text: words.text,
    },
  });
}

/**
 * A change the firm made to a matter that concerns the legacies on it (its status: the legacies'
 * status): the entry of each charity with a legacy on that matter, mailed to its legacy team. The
 * firm's own entry is the matter's (the caller's recordChange).
 */
export async function recordMatterChangeForLegacies(
  tx: DbOrTx,
  actor: Actor,
  matterID: string,
  words: LegacyActivityWords<'legacy'>,
  meta: RequestMeta,
): Promise<void> {
  const rows = await tx
    .select({
      legacyID: legacies.legacyID,
      organisationID: legacies.organisationID,
      matterID: legacies.matterID,
      reference: legacies.reference,
      charityReference: legacies.charityReference,
    })
    .from(legacies)
    .where(and(eq(legacies.matterID, matterID), isNotNull(legacies.organisationID)));
  if (rows.length === 0) return;
  const firm = await firmOf(tx, matterID);
  if (!firm) return;
  for (const legacy of rows)
    await recordCharityEntry(
      tx,
      actor,
      { ...legacy, organisationID: legacy.organisationID! },
      words,
      firm,
      meta,
    );
}
