import {
  CHARITY_TEXTS,
  INITIAL_LEGACY_STATUS_ID,
  type MatterCharityCreateInput,
  ZMatterCharityCreateInput,
  legacyDisplayReference,
  todayInUk,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { legacies, matterCharities, matters } from '../../db/schema/index.js';
import type { CharityRegister } from '../../integrations/charity-register/index.js';
import { invalid, notFound } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { recordLegacyActivity } from '../activity/legacy-activity.service.js';
import { loadMatter } from '../matters/matter.access.js';
import {
  type MatterCharityRow,
  findLegacyStorageKeys,
  findLinkedOrganisation,
  findMatterCharity,
  findMatterCharityByOrgNo,
} from './matter-charities.queries.js';

/** Postgres unique_violation: two adds of the same charity raced past the duplicate check. */
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

async function touchMatter(tx: Tx, matterID: string) {
  await tx.update(matters).set({ lastUpdatedDate: new Date() }).where(eq(matters.matterID, matterID));
}

/**
 * POST /api/Matters/{id}/Charity (spec 02 §7). The charity is looked up in the register by
 * charityRegNo and charitySuffix (its charityOrgNo must agree); its name and the verified link
 * (linkedOrganisation) come from the register and Probity, never from the body. In the same
 * transaction its legacy is created (shared contract: the charity organisation if linked, the
 * matter, the matter's reference, the initial legacy status), then the matter charity.
 */
export async function createMatterCharity(
  tx: Tx,
  actor: Actor,
  /** The register, bound to the transaction (the local register reads the same database). */
  registerFor: (db: DbOrTx) => CharityRegister,
  input: { matterID: string; body: MatterCharityCreateInput },
  meta: RequestMeta = {},
): Promise<MatterCharityRow> {
  const { matter } = await loadMatter(tx, actor, input.matterID, {
    action: 'matterCharity.create',
    lock: true,
  });
  const body = ZMatterCharityCreateInput.parse(input.body);
  const record = await registerFor(tx).details(body.charityRegNo, body.charitySuffix);
  if (!record) throw invalid({ charityRegNo: [CHARITY_TEXTS.notInRegister] }, CHARITY_TEXTS.notInRegister);
  if (record.organisation_number !== body.charityOrgNo) {
    throw invalid({ charityOrgNo: [CHARITY_TEXTS.orgNoMismatch] }, CHARITY_TEXTS.orgNoMismatch);
  }
  const duplicate = () =>
    invalid({ charityOrgNo: [CHARITY_TEXTS.alreadyOnMatter] }, CHARITY_TEXTS.alreadyOnMatter);
  if (await findMatterCharityByOrgNo(tx, matter.matterID, record.organisation_number)) throw duplicate();

  const linked = await findLinkedOrganisation(tx, record.reg_charity_number);
  const [legacy] = await tx
    .insert(legacies)
    .values({
      organisationID: linked?.organisationID ?? null,
      matterID: matter.matterID,
      reference: matter.reference,
      statusID: INITIAL_LEGACY_STATUS_ID,
      // Issue 11 notification intake: the firm told the charity, today.
      notifiedDate: todayInUk(),
      notifiedBy: 'firm',
    })
    .returning({ legacyID: legacies.legacyID });
  let row: MatterCharityRow | undefined;
  try {
    [row] = await tx
      .insert(matterCharities)
      .values({
        matterID: matter.matterID,
        charityRegNo: record.reg_charity_number,
        charityOrgNo: record.organisation_number,
        charitySuffix: record.group_subsid_suffix,
        charityName: record.charity_name,
        linkedOrganisation: linked?.organisationID ?? null,
        legacyID: legacy!.legacyID,
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  await touchMatter(tx, matter.matterID);
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: matter.reference,
    ip: meta.ip,
    activity: { activityType: 'legacy', action: 'added', object: record.charity_name },
    audit: {
      action: 'matter.charity_added',
      objectType: 'matter',
      objectID: matter.matterID,
      details: {
        matterCharityID: row!.matterCharityID,
        legacyID: legacy!.legacyID,
        charityRegNo: record.reg_charity_number,
        charitySuffix: record.group_subsid_suffix,
        linkedOrganisation: linked?.organisationID ?? null,
      },
    },
  });
  // issue 11: a charity on Probity sees the legacy the firm made for it (the firm's entry is above).
  await recordLegacyActivity(
    tx,
    actor,
    {
      legacyID: legacy!.legacyID,
      organisationID: linked?.organisationID ?? null,
      matterID: matter.matterID,
      reference: matter.reference,
      charityReference: null,
    },
    { activityType: 'legacy', action: 'added', object: matter.reference },
    meta,
    { charityOnly: true },
  );
  return row!;
}

/**
 * DELETE /api/Matters/{id}/Charity/{charityId} (spec 02 §4: "removal drops it and loses its legacy
 * details and documents"). Deleting the legacy cascades to its details, team, documents rows and
 * chats; the stored files are returned so the caller removes them once the transaction commits.
 */
export async function deleteMatterCharity(
  tx: Tx,
  actor: Actor,
  input: { matterID: string; matterCharityID: string },
  meta: RequestMeta = {},
): Promise<{ charity: MatterCharityRow; storageKeys: string[] }> {
  const { matter } = await loadMatter(tx, actor, input.matterID, {
    action: 'matterCharity.delete',
    lock: true,
  });
  const charity = await findMatterCharity(tx, matter.matterID, input.matterCharityID.toLowerCase());
  if (!charity) throw notFound();
  const storageKeys = await findLegacyStorageKeys(tx, charity.legacyID);
  const [legacy] = await tx.select().from(legacies).where(eq(legacies.legacyID, charity.legacyID));
  await tx.delete(matterCharities).where(eq(matterCharities.matterCharityID, charity.matterCharityID));
  await tx.delete(legacies).where(eq(legacies.legacyID, charity.legacyID));
  await touchMatter(tx, matter.matterID);
  await recordChange(tx, actor, {
    organisationID: matter.organisationID,
    matterID: matter.matterID,
    reference: matter.reference,
    ip: meta.ip,
    activity: { activityType: 'legacy', action: 'deleted', object: charity.charityName },
    audit: {
      action: 'matter.charity_removed',
      objectType: 'matter',
      objectID: matter.matterID,
      details: {
        matterCharityID: charity.matterCharityID,
        legacyID: charity.legacyID,
        charityRegNo: charity.charityRegNo,
        charitySuffix: charity.charitySuffix,
        documentsRemoved: storageKeys.length,
      },
    },
  });
  // issue 11: the charity sees that the firm removed its legacy (no more of its activity shows on it).
  if (legacy)
    await recordLegacyActivity(
      tx,
      actor,
      legacy,
      { activityType: 'legacy', action: 'deleted', object: legacyDisplayReference(legacy) },
      meta,
      { charityOnly: true },
    );
  return { charity, storageKeys };
}
