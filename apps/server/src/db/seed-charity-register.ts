import { INITIAL_LEGACY_STATUS_ID, todayInUk } from '@probity/domain';
import { and, eq, sql } from 'drizzle-orm';
import { importRegisterExtract } from '../integrations/charity-register/import.js';
import type { DbOrTx } from './client.js';
import { activityEntries, charityRegister, legacies, matterCharities, matters } from './schema/index.js';
import { serverFile } from '../lib/server-files.js';

/** The sample register extract shipped with the product (integrations/charity-register/sample). */
export const CHARITY_REGISTER_SAMPLE_DIR = serverFile('integrations', 'charity-register', 'sample');

/**
 * The demo's local charity register: the sample extract, loaded only while the table is empty (a
 * real extract loaded with charity-register:import is never overwritten). The demo charities
 * Brightwater Trust and Cedar Hospice are in it under their organisations' Reg. Charity No.
 */
export async function seedCharityRegister(tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(charityRegister);
  if ((row?.n ?? 0) > 0) return 0;
  const result = await importRegisterExtract(tx, CHARITY_REGISTER_SAMPLE_DIR);
  return result.charities;
}

/**
 * The demo matter's charities (spec 02 §2.12): the estate HF/EST/2026/014 leaves gifts to the demo
 * charities Brightwater Trust and Cedar Hospice (both on Probity, so verified) and to a charity
 * that is not on Probity. Each has its legacy (shared contract: a matter charity always has one).
 */
export async function seedMatterCharities(
  tx: DbOrTx,
  ids: { orgId: (key: string) => string; userId: (email: string) => string },
): Promise<void> {
  const [matter] = await tx.select().from(matters).where(eq(matters.reference, 'HF/EST/2026/014')).limit(1);
  if (!matter) return;
  const charities = [
    { registeredNumber: 1098765, org: 'brightwater' as string | null, daysAgo: 40 },
    { registeredNumber: 1045321, org: 'cedar' as string | null, daysAgo: 38 },
    { registeredNumber: 1100100, org: null, daysAgo: 35 },
  ];
  for (const c of charities) {
    const [record] = await tx
      .select()
      .from(charityRegister)
      .where(
        and(
          eq(charityRegister.registeredCharityNumber, c.registeredNumber),
          eq(charityRegister.linkedCharityNumber, 0),
        ),
      )
      .limit(1);
    if (!record) continue;
    const at = new Date(Date.now() - c.daysAgo * 24 * 3600 * 1000);
    const organisationID = c.org ? ids.orgId(c.org) : null;
    const [legacy] = await tx
      .insert(legacies)
      .values({
        organisationID,
        matterID: matter.matterID,
        reference: matter.reference,
        statusID: INITIAL_LEGACY_STATUS_ID,
        // Issue 11 notification intake: the firm told the charity when it added it to the matter.
        notifiedDate: todayInUk(at),
        notifiedBy: 'firm',
        createdDate: at,
        lastUpdatedDate: at,
      })
      .returning({ legacyID: legacies.legacyID });
    await tx.insert(matterCharities).values({
      matterID: matter.matterID,
      charityRegNo: record.registeredCharityNumber,
      charityOrgNo: record.organisationNumber,
      charitySuffix: record.linkedCharityNumber,
      charityName: record.charityName,
      linkedOrganisation: organisationID,
      legacyID: legacy!.legacyID,
      createdAt: at,
    });
    await tx.insert(activityEntries).values({
      organisationID: matter.organisationID,
      matterID: matter.matterID,
      reference: matter.reference,
      userID: ids.userId('matter.admin@harbourfinch.test'),
      activityType: 'legacy',
      object: record.charityName,
      action: 'added',
      dateTime: at,
    });
  }
}
