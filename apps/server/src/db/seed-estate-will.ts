import { ZProbateStageInput, ZSection27NoticesInput, ZWillLegacyInput, todayInUk } from '@probity/domain';
import { asc, eq } from 'drizzle-orm';
import { buildActor } from '../access/actor.js';
import { addProbateStage, putSection27Notices } from '../features/estate-dates/estate-dates.service.js';
import { createEstateLegacy } from '../features/estate-will/estate-will.service.js';
import type { Tx } from './client.js';
import { matterCharities, matters, organisations, users } from './schema/index.js';

const DAY = 24 * 3600 * 1000;

/**
 * Issue 17: the will of the demo estate HF/EST/2026/014, recorded by the firm's Matter Admin through
 * the features' own services (as the screens would): a £5,000 pecuniary legacy to the charity not
 * on Probity, a gold watch to a named person, the residue shared 50/50 by Brightwater and Cedar, and
 * a probate application submitted twelve days ago, and the s.27 notices placed 48 (Gazette) and 45
 * days ago (local paper), so the creditors' claim period ends about a fortnight ahead: a deadline on
 * the dashboard's Deadlines tile, its reminder e-mail due a week before. The matter is given a date
 * of death 75 days ago when it has none (the deadlines are worked out from it). Called after the
 * matter charities.
 */
export async function seedEstateWill(
  tx: Tx,
  ids: { userId: (email: string) => string },
  now = Date.now(),
): Promise<void> {
  const [matter] = await tx.select().from(matters).where(eq(matters.reference, 'HF/EST/2026/014')).limit(1);
  if (!matter) return;
  if (!matter.dateOfDeath)
    await tx
      .update(matters)
      .set({ dateOfDeath: todayInUk(new Date(now - 75 * DAY)) })
      .where(eq(matters.matterID, matter.matterID));
  const charities = await tx
    .select()
    .from(matterCharities)
    .where(eq(matterCharities.matterID, matter.matterID))
    .orderBy(asc(matterCharities.createdAt));
  const [brightwater, cedar, third] = charities;
  if (!brightwater || !cedar || !third) return;
  const [admin] = await tx
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.organisationID, users.organisationID))
    .where(eq(users.userID, ids.userId('matter.admin@harbourfinch.test')));
  if (!admin) return;
  const actor = buildActor(admin.user, admin.organisation, false);
  const gifts = [
    {
      kind: 'pecuniary',
      beneficiary: { type: 'charity', matterCharityID: third.matterCharityID },
      amount: 500_000,
    },
    {
      kind: 'specific',
      beneficiary: { type: 'person', name: 'Thomas Bennett' },
      description: 'Gold pocket watch (Waltham, 1912)',
    },
    {
      kind: 'residuary',
      beneficiary: { type: 'charity', matterCharityID: brightwater.matterCharityID },
      share: { kind: 'percent', percent: 50 },
    },
    {
      kind: 'residuary',
      beneficiary: { type: 'charity', matterCharityID: cedar.matterCharityID },
      share: { kind: 'percent', percent: 50 },
    },
  ];
  for (const gift of gifts)
    await createEstateLegacy(tx, actor, matter.matterID, ZWillLegacyInput.parse(gift));
  await addProbateStage(
    tx,
    actor,
    matter.matterID,
    ZProbateStageInput.parse({ stage: 'submitted', on: todayInUk(new Date(now - 12 * DAY)) }),
  );
  await putSection27Notices(
    tx,
    actor,
    matter.matterID,
    ZSection27NoticesInput.parse({
      gazetteNoticeOn: todayInUk(new Date(now - 48 * DAY)),
      localPaperNoticeOn: todayInUk(new Date(now - 45 * DAY)),
    }),
  );
}
