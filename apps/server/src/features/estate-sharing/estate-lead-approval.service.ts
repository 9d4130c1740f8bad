import { randomUUID } from 'node:crypto';
import {
  ESTATE_ACCOUNTS_PAGE_TEXTS as A,
  ESTATE_LEAD_TEXTS,
  type EstateAccounts,
  agreedLead,
  todayInUk,
} from '@probity/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { Tx } from '../../db/client.js';
import { estateAccountsApprovals, legacies, matterCharities } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { RequestMeta } from '../activity/activity.service.js';
import { recordLegacyActivity } from '../activity/legacy-activity.service.js';
import { findApproval, findLatestFinalisation } from '../estate-accounts/estate-accounts.queries.js';
import { isChangedSince } from '../estate-accounts/estate-accounts.service.js';
import { loadEstateFigures } from '../estate-figures/estate-figures.js';
import { findLeadChoices, findResiduaryCharityIDs } from './estate-sharing.queries.js';
import { loadEstateLegacy } from './estate-sharing.service.js';

/**
 * POST /api/Legacies/{legacyId}/EstateAccounts/GroupApproval: the lead of the charities sharing the
 * residue approves the final accounts for itself and for each residuary charity that let it
 * (estate_lead_choices.lead_may_approve), on the estate accounts' own approval records
 * (estate_accounts_approvals, method 'portal': given on Probity, recorded by the lead's user).
 * A charity that did not let the lead approve, or has approved already, is left alone.
 */
export async function approveAccountsForGroup(
  tx: Tx,
  actor: Actor,
  legacyID: string,
  meta: RequestMeta,
): Promise<{ approved: string[] }> {
  const { loaded, matter, matterCharity } = await loadEstateLegacy(tx, actor, legacyID, { lock: true });
  if (loaded.viewer !== 'charity') throw notFound();
  const [residuary, choices] = await Promise.all([
    findResiduaryCharityIDs(tx, matter.matterID),
    findLeadChoices(tx, matter.matterID),
  ]);
  if (agreedLead(residuary, choices) !== matterCharity.matterCharityID)
    throw conflict(ESTATE_LEAD_TEXTS.notLead);
  const final = await findLatestFinalisation(tx, matter.matterID);
  if (!final) throw conflict(A.notFinal);
  if (isChangedSince(final, (await loadEstateFigures(tx, matter.matterID)).accounts))
    throw conflict(A.changedSince);
  const shares = (final.accounts as EstateAccounts).distribution.residuary;
  const group = residuary.filter(
    (id) =>
      id === matterCharity.matterCharityID ||
      choices.some((c) => c.matterCharityID === id && c.leadMayApprove),
  );
  const approvedOn = todayInUk();
  const approved: string[] = [];
  for (const id of group) {
    const share = shares.find((r) => r.beneficiaryId === id);
    if (!share || (await findApproval(tx, final.finalisationID, id))) continue;
    await tx.insert(estateAccountsApprovals).values({
      approvalID: randomUUID(),
      finalisationID: final.finalisationID,
      matterID: matter.matterID,
      beneficiaryID: id,
      beneficiaryName: share.beneficiaryName,
      method: 'portal',
      approvedOn,
      recordedBy: actor.userID,
    });
    approved.push(id);
  }
  if (approved.length === 0) throw conflict(ESTATE_LEAD_TEXTS.nothingToApprove);
  await recordAudit(tx, {
    action: 'estateAccounts.groupApproved',
    actorUserID: actor.userID,
    organisationID: actor.organisationID,
    objectType: 'legacy',
    objectID: loaded.legacy.legacyID,
    ip: meta.ip,
    details: { finalisationID: final.finalisationID, matterCharityIDs: approved },
  });
  // Each charity approved for sees it on its own legacy.
  const rows = await tx
    .select({
      legacyID: legacies.legacyID,
      organisationID: legacies.organisationID,
      matterID: legacies.matterID,
      reference: legacies.reference,
      charityReference: legacies.charityReference,
    })
    .from(matterCharities)
    .innerJoin(legacies, eq(legacies.legacyID, matterCharities.legacyID))
    .where(
      and(eq(matterCharities.matterID, matter.matterID), inArray(matterCharities.matterCharityID, approved)),
    );
  for (const legacy of rows)
    await recordLegacyActivity(
      tx,
      actor,
      legacy,
      { activityType: 'legacy', action: 'estate_accounts_approved', object: matterCharity.charityName },
      meta,
      { charityOnly: true },
    );
  return { approved };
}
