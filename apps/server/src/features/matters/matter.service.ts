import {
  type MatterCreateInput,
  type MatterUpdateInput,
  UNKNOWN_MATTER_TYPE,
  VALIDATION,
  ZEstateDetailsForm,
  ZMatterDetailsForm,
  can,
  dateOfProbateProblem,
  isEstateMatterType,
  matterTypeById,
  userIdOf,
} from '@probity/domain';
import { eq, sql } from 'drizzle-orm';
import { type Actor, actsIn } from '../../access/actor.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { matterTeam, matters, organisations } from '../../db/schema/index.js';
import { groupIssues } from '../../lib/error-handler.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { loadMatter } from './matter.access.js';
import {
  assertReferenceFree,
  referenceForNewMatter,
  withUniqueReference,
} from './matter-reference.service.js';
import { type Matter, presentMatter } from './matter.presenter.js';
import {
  type MatterRow,
  type MemberRow,
  findDeceasedDateOfDeath,
  findMatterDetail,
  findUsers,
} from './matter.queries.js';

export const NOT_A_USER_OF_THE_FIRM = 'Not a user of the organisation of this matter';

/**
 * Who may be on a matter's team or own it: the users of the matter's firm. Decision: an
 * administrator in demo mode acts inside the demo firm (spec/README "Demo mode"), so they may
 * join its matters too.
 */
export function mayJoinTeam(
  actor: Actor,
  matterOrganisationID: string,
  user: Pick<MemberRow, 'userID' | 'organisationID'>,
): boolean {
  if (user.organisationID === matterOrganisationID) return true;
  return actor.demoMode && user.userID === actor.userID && actsIn(actor, matterOrganisationID);
}

export const memberName = (u: Pick<MemberRow, 'firstName' | 'surname'>) => `${u.firstName} ${u.surname}`;

/**
 * POST /api/Matters (spec 01 §6 create matter, 01 §7). The matter starts at the first status of
 * its type; its creator (when a user of the firm) and its owner make the first team.
 */
export async function createMatter(
  tx: Tx,
  actor: Actor,
  input: MatterCreateInput,
  meta: RequestMeta = {},
): Promise<string> {
  // Individual, Charity and Trustee may never create a matter: 403 before anything is looked up.
  if (!can(actor, 'matter.create')) throw forbidden();
  const organisationID = input.organisation?.organisationID.toLowerCase() ?? actor.organisationID;
  const [organisation] = await tx
    .select({ organisationType: organisations.organisationType })
    .from(organisations)
    .where(eq(organisations.organisationID, organisationID))
    .limit(1);
  // One message whether the firm does not exist or is not the actor's: nothing about other tenants leaks.
  if (organisation?.organisationType !== 'lawfirm' || !can(actor, 'matter.create', { organisationID })) {
    throw invalid({ 'organisation.organisationID': ['You cannot create matters for this organisation'] });
  }
  const type = matterTypeById(input.matterType.matterTypeID);
  if (!type) throw invalid({ 'matterType.matterTypeID': [UNKNOWN_MATTER_TYPE] });
  const firstStatus = type.statuses[0]!;

  const ownerID = userIdOf(input.matterOwner) ?? actor.userID;
  const candidates = await findUsers(tx, [...new Set([ownerID, actor.userID])]);
  const owner = candidates.find((u) => u.userID === ownerID);
  if (!owner || !mayJoinTeam(actor, organisationID, owner)) {
    // An administrator creating for a firm they are not in must name an owner of that firm.
    throw invalid({ matterOwner: [input.matterOwner ? NOT_A_USER_OF_THE_FIRM : VALIDATION.required] });
  }
  const team = candidates.filter((u) => mayJoinTeam(actor, organisationID, u));

  // Issue 14: unique within the firm; left empty, the next of the firm's pattern.
  const reference = await referenceForNewMatter(tx, organisationID, input.reference, type.key);
  const [matter] = await withUniqueReference(reference, () =>
    tx
      .insert(matters)
      .values({
        organisationID,
        reference,
        matterTypeID: type.matterTypeID,
        statusID: firstStatus.statusID,
        matterOwner: owner.userID,
      })
      .returning(),
  );
  if (!matter) throw new Error('The matter was not stored');
  // The creator first, so the team lists them first.
  const ordered = team.sort((a, b) => Number(b.userID === actor.userID) - Number(a.userID === actor.userID));
  for (const member of ordered) {
    await tx
      .insert(matterTeam)
      .values({ matterID: matter.matterID, userID: member.userID, addedAt: sql`clock_timestamp()` });
  }

  const base = { organisationID, matterID: matter.matterID, reference: matter.reference, ip: meta.ip };
  await recordChange(tx, actor, {
    ...base,
    activity: { activityType: 'matter', action: 'added', object: matter.reference },
    audit: {
      action: 'matter.created',
      objectType: 'matter',
      objectID: matter.matterID,
      details: { matterTypeID: type.matterTypeID, ownerUserID: owner.userID },
    },
  });
  if (owner.userID !== actor.userID) {
    await recordChange(tx, actor, {
      ...base,
      activity: { activityType: 'user', action: 'set_owner', object: memberName(owner) },
      audit: {
        action: 'matter.owner_changed',
        objectType: 'matter',
        objectID: matter.matterID,
        details: { ownerUserID: owner.userID },
      },
    });
  }
  return matter.matterID;
}

type DetailFields = Pick<
  typeof matters.$inferInsert,
  | 'reference'
  | 'title'
  | 'probateReference'
  | 'dateOfDeath'
  | 'dateOfProbate'
  | 'grantSubmitted'
  | 'accountsApproved'
>;

/** Issue 14: a title the body leaves out keeps its value; '' or null goes back to the default. */
const titleOf = (input: MatterUpdateInput, parsed: string | null, matter: MatterRow) =>
  input.title === undefined ? matter.title : parsed;

function plainDetails(input: MatterUpdateInput, matter: MatterRow): DetailFields {
  const parsed = ZMatterDetailsForm.safeParse(input);
  if (!parsed.success) throw invalid(groupIssues(parsed.error.issues));
  return { reference: parsed.data.reference, title: titleOf(input, parsed.data.title, matter) };
}

/**
 * Only an Estate has these fields (spec 02 §3); other types leave them empty. Issue 11: the grant
 * is not dated before the death, the matter's own date or its Deceased's.
 */
async function estateDetails(tx: Tx, input: MatterUpdateInput, matter: MatterRow): Promise<DetailFields> {
  const parsed = ZEstateDetailsForm.safeParse(input);
  if (!parsed.success) throw invalid(groupIssues(parsed.error.issues));
  const d = parsed.data;
  const deceasedDeath = await findDeceasedDateOfDeath(tx, matter.matterID);
  const problem = dateOfProbateProblem(deceasedDeath, d.dateOfProbate);
  if (problem) throw invalid({ dateOfProbate: [problem] });
  return {
    reference: d.reference,
    title: titleOf(input, d.title, matter),
    probateReference: d.probateReference,
    dateOfDeath: d.dateOfDeath,
    dateOfProbate: d.dateOfProbate,
    // A flag the body leaves out keeps its value.
    grantSubmitted: d.grantSubmitted ?? matter.grantSubmitted,
    accountsApproved: d.accountsApproved ?? matter.accountsApproved,
  };
}

/** PUT /api/Matters: edit details (spec 02 §5). Every invalid field is reported in one 400. */
export async function updateMatterDetails(
  tx: Tx,
  actor: Actor,
  input: MatterUpdateInput,
  meta: RequestMeta = {},
): Promise<void> {
  // spec 02 §2.1: Edit details needs the create right on matterDetails.
  const { matter } = await loadMatter(tx, actor, input.matterID, {
    action: 'matterDetails.create',
    lock: true,
  });
  const isEstate = isEstateMatterType(matter.matterTypeID);
  const next: DetailFields = isEstate ? await estateDetails(tx, input, matter) : plainDetails(input, matter);
  const changed = (Object.keys(next) as (keyof DetailFields)[]).filter((k) => next[k] !== matter[k]);
  if (changed.length === 0) return;
  // Issue 14: a new reference is unique within the firm (its own case may change).
  if (changed.includes('reference'))
    await assertReferenceFree(tx, matter.organisationID, next.reference!, matter.matterID);

  await withUniqueReference(next.reference!, () =>
    tx
      .update(matters)
      .set({ ...next, lastUpdatedDate: new Date() })
      .where(eq(matters.matterID, matter.matterID)),
  );
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: next.reference,
    ip: meta.ip,
    activity: { activityType: 'matter', action: 'changed_details', object: next.reference },
    audit: {
      action: 'matter.updated',
      objectType: 'matter',
      objectID: matter.matterID,
      details: { changed },
    },
  });
}

/** DELETE /api/Matters/{id}: the matter goes with its team and individuals; its activity stays. */
export async function deleteMatter(
  tx: Tx,
  actor: Actor,
  input: { matterID: string },
  meta: RequestMeta = {},
): Promise<void> {
  const { matter } = await loadMatter(tx, actor, input.matterID, { action: 'matter.delete', lock: true });
  await tx.delete(matters).where(eq(matters.matterID, matter.matterID));
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: matter.reference,
    ip: meta.ip,
    activity: { activityType: 'matter', action: 'deleted', object: matter.reference },
    audit: {
      action: 'matter.deleted',
      objectType: 'matter',
      objectID: matter.matterID,
      details: { reference: matter.reference, matterTypeID: matter.matterTypeID },
    },
  });
}

/** GET /api/Matters/{id}: the full matter (spec 02 §3), or 404 when the actor may not read it. */
export async function getMatter(db: DbOrTx, actor: Actor, matterID: string): Promise<Matter> {
  await loadMatter(db, actor, matterID);
  const detail = await findMatterDetail(db, matterID.toLowerCase(), actor.userID);
  if (!detail) throw notFound();
  return presentMatter(detail, actor);
}
