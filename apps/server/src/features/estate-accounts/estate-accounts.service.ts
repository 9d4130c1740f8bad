import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  ACCOUNTS_PROBLEM_TEXTS,
  ESTATE_ACCOUNTS_PAGE_TEXTS as T,
  type EstateAccounts,
  type ZAccountsApprovalInput,
  isEstateMatterType,
  todayInUk,
} from '@probity/domain';
import type { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { estateAccountsApprovals, estateAccountsFinals, matters } from '../../db/schema/index.js';
import { conflict, forbidden, invalid } from '../../lib/errors.js';
import { type ChangeTrace, type RequestMeta, recordChange } from '../activity/activity.service.js';
import { type EstateFigures, loadEstateFigures } from '../estate-figures/estate-figures.js';
import { loadEstateMatter } from '../estate/estate.access.js';
import { loadLegacy } from '../legacies/legacy.access.js';
import type { LoadedMatter } from '../matters/matter.access.js';
import type { EstateAccountsView } from './estate-accounts.schema.js';
import {
  type FinalisationRow,
  findApproval,
  findApprovals,
  findLatestFinalisation,
  findMatterCharities,
  findMatterCharityOfLegacy,
  userNames,
} from './estate-accounts.queries.js';
import { eq } from 'drizzle-orm';

/*
 * Issue 17 "Approval of the final accounts". The firm marks the accounts final: the engine's
 * accounts as they stand are stored with when and by whom. Any later change to the figures (the
 * register, the receipts and payments, the will) makes them "changed since finalised": nobody can
 * approve them until the firm marks them final again, which starts a new round of approvals (the
 * earlier approvals stay with the figures they approved). Each residuary beneficiary then approves
 * once per finalisation: the firm records a person's approval (or that of a charity not on Probity),
 * and a charity on Probity approves from its own legacy.
 */

/** The accounts as JSON holds them (what jsonb gives back), to compare with the stored ones. */
const asStored = (accounts: EstateAccounts): unknown => JSON.parse(JSON.stringify(accounts));

export const isChangedSince = (final: FinalisationRow, accounts: EstateAccounts) =>
  !isDeepStrictEqual(final.accounts, asStored(accounts));

/** The accounts page: the figures, their problems, the finalisation in force and each approval. */
export async function estateAccountsView(
  db: DbOrTx,
  loaded: LoadedMatter,
): Promise<{ view: EstateAccountsView; figures: EstateFigures }> {
  const { matter } = loaded;
  const figures = await loadEstateFigures(db, matter.matterID);
  const final = await findLatestFinalisation(db, matter.matterID);
  const approvals = final ? await findApprovals(db, final.finalisationID) : [];
  const names = await userNames(db, [final?.finalisedBy ?? null, ...approvals.map((a) => a.recordedBy)]);
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? 'a former user') : 'a former user');
  const charities = await findMatterCharities(db, matter.matterID);
  const shown = final ? (final.accounts as EstateAccounts) : figures.accounts;
  const view: EstateAccountsView = {
    matterID: matter.matterID,
    reference: matter.reference,
    estateName: matter.title ?? matter.defaultTitle ?? matter.reference,
    dateOfDeath: matter.dateOfDeath,
    accounts: figures.accounts,
    problemTexts: figures.accounts.problems.map((p) => ACCOUNTS_PROBLEM_TEXTS[p]),
    finalisation: final
      ? {
          finalisationID: final.finalisationID,
          finalisedAt: final.finalisedAt.toISOString(),
          finalisedBy: nameOf(final.finalisedBy),
          changedSinceFinalised: isChangedSince(final, figures.accounts),
        }
      : null,
    approvals: shown.distribution.residuary.map((r) => {
      const charity = charities.find((c) => c.matterCharityID === r.beneficiaryId);
      const approval = approvals.find((a) => a.beneficiaryID === r.beneficiaryId);
      return {
        beneficiaryId: r.beneficiaryId,
        beneficiaryName: r.beneficiaryName,
        type: charity ? 'charity' : 'person',
        approvesOnProbity: Boolean(charity?.charityOrganisationID),
        approval: approval
          ? {
              method: approval.method as 'letter' | 'email' | 'meeting' | 'portal',
              approvedOn: approval.approvedOn,
              recordedBy: nameOf(approval.recordedBy),
              recordedAt: approval.recordedAt.toISOString(),
            }
          : null,
      };
    }),
  };
  return { view, figures };
}

function accountsTrace(
  loaded: LoadedMatter,
  action: 'exported' | 'finalised' | 'approval_recorded' | 'approved',
  audit: { action: string; objectID: string; details?: Record<string, unknown> },
  meta: RequestMeta,
  object: string | null = null,
): ChangeTrace<'estate'> {
  return {
    organisationID: loaded.matter.organisationID,
    matterID: loaded.matter.matterID,
    reference: loaded.matter.reference,
    activity: { activityType: 'estate', action, object },
    audit: { objectType: 'estateAccounts', ...audit },
    ip: meta.ip,
  };
}

/** GET …/Estate/Accounts/Export: the audit event and firm-only entry of an export (no figures). */
export async function recordAccountsExport(
  tx: Tx,
  actor: Actor,
  loaded: LoadedMatter,
  format: 'xlsx' | 'pdf',
  meta: RequestMeta,
): Promise<void> {
  await recordChange(
    tx,
    actor,
    accountsTrace(
      loaded,
      'exported',
      { action: 'estateAccounts.exported', objectID: loaded.matter.matterID, details: { format } },
      meta,
      format === 'xlsx' ? 'Excel' : 'PDF',
    ),
  );
}

/** POST …/Estate/Accounts/Final: the accounts as they stand become the final accounts to approve. */
export async function finaliseEstateAccounts(
  tx: Tx,
  actor: Actor,
  matterID: string,
  meta: RequestMeta,
): Promise<void> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const { accounts, accountsInput } = await loadEstateFigures(tx, loaded.matter.matterID);
  if (accountsInput.items.length === 0 && accountsInput.residuaryShares.length === 0)
    throw conflict(T.nothingToFinalise);
  const [problem] = accounts.problems;
  if (problem) throw conflict(T.problemsBeforeFinal(ACCOUNTS_PROBLEM_TEXTS[problem]));
  const latest = await findLatestFinalisation(tx, loaded.matter.matterID);
  if (latest && !isChangedSince(latest, accounts)) throw conflict(T.alreadyFinal);
  const finalisationID = randomUUID();
  await tx.insert(estateAccountsFinals).values({
    finalisationID,
    matterID: loaded.matter.matterID,
    organisationID: loaded.matter.organisationID,
    accounts: asStored(accounts),
    finalisedBy: actor.userID,
  });
  await recordChange(
    tx,
    actor,
    accountsTrace(
      loaded,
      'finalised',
      {
        action: 'estateAccounts.finalised',
        objectID: finalisationID,
        details: { residue: accounts.distribution.residue },
      },
      meta,
    ),
  );
}

/** The finalisation an approval is given to: there is one, and the figures have not changed since. */
async function finalToApprove(db: DbOrTx, matterID: string): Promise<FinalisationRow> {
  const final = await findLatestFinalisation(db, matterID);
  if (!final) throw conflict(T.notFinal);
  const { accounts } = await loadEstateFigures(db, matterID);
  if (isChangedSince(final, accounts)) throw conflict(T.changedSince);
  return final;
}

const residuaryOf = (final: FinalisationRow, beneficiaryID: string) =>
  (final.accounts as EstateAccounts).distribution.residuary.find((r) => r.beneficiaryId === beneficiaryID);

/**
 * POST …/Estate/Accounts/Approvals: the firm records a residuary beneficiary's approval given by
 * letter, e-mail or at a meeting (a person, or a charity that is not on Probity).
 */
export async function recordAccountsApproval(
  tx: Tx,
  actor: Actor,
  matterID: string,
  input: z.output<typeof ZAccountsApprovalInput>,
  meta: RequestMeta,
): Promise<void> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const final = await finalToApprove(tx, loaded.matter.matterID);
  const beneficiaryID = input.beneficiaryId;
  const errors: Record<string, string[]> = {};
  const residuary = residuaryOf(final, beneficiaryID);
  const charity = (await findMatterCharities(tx, loaded.matter.matterID)).find(
    (c) => c.matterCharityID === beneficiaryID,
  );
  if (!residuary) errors.beneficiaryId = [T.notResiduary];
  else if (charity?.charityOrganisationID) errors.beneficiaryId = [T.charityApprovesItself];
  if (input.approvedOn > todayInUk()) errors.approvedOn = [T.approvedInFuture];
  else if (input.approvedOn < todayInUk(final.finalisedAt)) errors.approvedOn = [T.approvedBeforeFinal];
  if (Object.keys(errors).length > 0 || !residuary) throw invalid(errors);
  if (await findApproval(tx, final.finalisationID, beneficiaryID)) throw conflict(T.alreadyApproved);
  const approvalID = randomUUID();
  await tx.insert(estateAccountsApprovals).values({
    approvalID,
    finalisationID: final.finalisationID,
    matterID: loaded.matter.matterID,
    beneficiaryID,
    beneficiaryName: residuary.beneficiaryName,
    method: input.method,
    approvedOn: input.approvedOn,
    recordedBy: actor.userID,
  });
  await recordChange(
    tx,
    actor,
    accountsTrace(
      loaded,
      'approval_recorded',
      {
        action: 'estateAccounts.approvalRecorded',
        objectID: approvalID,
        details: {
          finalisationID: final.finalisationID,
          beneficiaryID,
          method: input.method,
          approvedOn: input.approvedOn,
        },
      },
      meta,
    ),
  );
}

/**
 * POST /Legacies/{legacyId}/EstateAccounts/Approval: a user of the charity who may see the legacy
 * approves the final accounts of the estate that gives it, when the charity is a residuary
 * beneficiary of them. Another charity (or anyone who may not see the legacy) gets 404; the firm's
 * own staff 403 (they record approvals on the matter).
 */
export async function approveAccountsAsCharity(
  tx: Tx,
  actor: Actor,
  legacyID: string,
  meta: RequestMeta,
): Promise<{ final: FinalisationRow; approvedOn: string; recordedAt: Date }> {
  const loaded = await loadLegacy(tx, actor, legacyID, { lock: true });
  if (loaded.viewer !== 'charity') throw forbidden(T.firmRecordsOnMatter);
  const matterCharity = await findMatterCharityOfLegacy(tx, loaded.legacy.legacyID);
  const matter = loaded.matter;
  if (!matterCharity || !matter || !isEstateMatterType(matter.matter.matterTypeID))
    throw conflict(T.noCharityOfLegacy);
  // The matter row locked: one approval at a time per estate.
  await tx
    .select({ id: matters.matterID })
    .from(matters)
    .where(eq(matters.matterID, matter.matter.matterID))
    .for('update');
  const final = await finalToApprove(tx, matter.matter.matterID);
  const residuary = residuaryOf(final, matterCharity.matterCharityID);
  if (!residuary) throw conflict(T.notResiduary);
  if (await findApproval(tx, final.finalisationID, matterCharity.matterCharityID))
    throw conflict(T.alreadyApproved);
  const approvalID = randomUUID();
  const approvedOn = todayInUk();
  const recordedAt = new Date();
  await tx.insert(estateAccountsApprovals).values({
    approvalID,
    finalisationID: final.finalisationID,
    matterID: matter.matter.matterID,
    beneficiaryID: matterCharity.matterCharityID,
    beneficiaryName: residuary.beneficiaryName,
    method: 'portal',
    approvedOn,
    recordedBy: actor.userID,
    recordedAt,
  });
  // The firm's entry (firm-only, like every estate entry); the charity's legacy keeps its own feed.
  await recordChange(
    tx,
    actor,
    accountsTrace(
      matter,
      'approved',
      {
        action: 'estateAccounts.approved',
        objectID: approvalID,
        details: { finalisationID: final.finalisationID, legacyID: loaded.legacy.legacyID },
      },
      meta,
    ),
  );
  return { final, approvedOn, recordedAt };
}
