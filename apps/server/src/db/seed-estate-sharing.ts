import { asc, eq } from 'drizzle-orm';
import { buildActor } from '../access/actor.js';
import { chooseEstateLead, putEstateSharing } from '../features/estate-sharing/estate-sharing.service.js';
import type { Tx } from './client.js';
import { matterCharities, matters, organisations, users } from './schema/index.js';

/**
 * Issue 17: the demo estate HF/EST/2026/014 shares its figures with the charities named in it, and
 * its two residuary charities (Brightwater, Cedar) have both chosen Brightwater to lead, letting it
 * approve the accounts for the group, through the features' own services. Called after the will
 * and the register, so the charities are told of the estate's progress so far.
 */
export async function seedEstateSharing(
  tx: Tx,
  ids: { userId: (email: string) => string; publicUrl: string },
): Promise<void> {
  const meta = { publicUrl: ids.publicUrl };
  const [matter] = await tx.select().from(matters).where(eq(matters.reference, 'HF/EST/2026/014')).limit(1);
  if (!matter) return;
  const actorOf = async (email: string) => {
    const [row] = await tx
      .select({ user: users, organisation: organisations })
      .from(users)
      .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
      .where(eq(users.userID, ids.userId(email)));
    return row ? buildActor(row.user, row.organisation, false) : null;
  };
  const admin = await actorOf('matter.admin@harbourfinch.test');
  const brightwaterUser = await actorOf('charity@brightwater.test');
  const cedarUser = await actorOf('charity@cedarhospice.test');
  if (!admin || !brightwaterUser || !cedarUser) return;
  await putEstateSharing(tx, admin, matter.matterID, { shareFigures: true, shareAccounts: false }, meta);
  const charities = await tx
    .select()
    .from(matterCharities)
    .where(eq(matterCharities.matterID, matter.matterID))
    .orderBy(asc(matterCharities.createdAt));
  const [brightwater, cedar] = charities;
  if (!brightwater || !cedar) return;
  const lead = { leadMatterCharityID: brightwater.matterCharityID, leadMayApprove: true };
  await chooseEstateLead(tx, brightwaterUser, brightwater.legacyID, lead, meta);
  await chooseEstateLead(tx, cedarUser, cedar.legacyID, lead, meta);
}
