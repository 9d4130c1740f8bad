import {
  type EstateProgress,
  PROBATE_STAGE_LABELS,
  type ProbateStage,
  type ProgressState,
  accountsSummaryLines,
  agreedLead,
  charityProgressFigures,
} from '@probity/domain';
import type { DbOrTx } from '../../db/client.js';
import { loadEstateFigures } from '../estate-figures/estate-figures.js';
import { findLatestProbateStage } from '../estate-dates/estate-dates.queries.js';
import { findAccountsStatus } from './estate-accounts-status.js';
import {
  findCharityContact,
  findLeadChoices,
  findNote,
  findResiduaryCharityIDs,
  findSharing,
} from './estate-sharing.queries.js';

/*
 * Issue 17: a charity's view of the estate, worked out from the firm's data at each read (no copy
 * of a figure). Only what is shared (ESTATE_SHARED_PARTS) and only the charity's own row of the
 * accounts: no other beneficiary's name or figures ever enter the answer.
 */

export interface ProgressMatter {
  matterID: string;
  dateOfDeath: string | null;
  dateOfProbate: string | null;
}

/** The residuary charities' agreed lead with its contact, or null. */
export async function findLead(db: DbOrTx, matterID: string): Promise<EstateProgress['lead']> {
  const [residuary, choices] = await Promise.all([
    findResiduaryCharityIDs(db, matterID),
    findLeadChoices(db, matterID),
  ]);
  const lead = agreedLead(residuary, choices);
  if (!lead) return null;
  const row = await findCharityContact(db, lead);
  if (!row) return null;
  return {
    matterCharityID: row.matterCharityID,
    charityName: row.charityName,
    contact: row.emailAddress
      ? { name: `${row.firstName ?? ''} ${row.surname ?? ''}`.trim(), emailAddress: row.emailAddress }
      : null,
  };
}

async function latestStage(db: DbOrTx, matterID: string): Promise<ProgressState['stage']> {
  const row = await findLatestProbateStage(db, matterID);
  return row ? { stage: row.stage as ProbateStage, on: row.on } : null;
}

/** The distributions paid to one charity (its matterCharityID is its beneficiary id). */
export function paymentsTo(figures: Awaited<ReturnType<typeof loadEstateFigures>>, matterCharityID: string) {
  return figures.accountsInput.payments
    .filter((p) => p.kind === 'distribution' && p.beneficiaryId === matterCharityID)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .map((p) => ({ id: p.id, on: p.date, amount: p.amount, distribution: p.distribution ?? 'interim' }));
}

/** What each charity of the matter can see now, for the notices (estate-progress-notices.ts). */
export async function progressStates(
  db: DbOrTx,
  matter: ProgressMatter,
  matterCharityIDs: readonly string[],
): Promise<Map<string, ProgressState>> {
  const [sharing, stage, figures] = await Promise.all([
    findSharing(db, matter.matterID),
    latestStage(db, matter.matterID),
    loadEstateFigures(db, matter.matterID),
  ]);
  const out = new Map<string, ProgressState>();
  for (const id of matterCharityIDs) {
    const status = await findAccountsStatus(db, matter.matterID, id, figures.accounts);
    out.set(id, {
      stage,
      grantDate: matter.dateOfProbate,
      payments: paymentsTo(figures, id).map(({ id: pid, on, distribution }) => ({
        id: pid,
        on,
        distribution,
      })),
      shareFigures: sharing.shareFigures,
      shareAccounts: sharing.shareAccounts,
      accountsFinal: status.finalisationID,
    });
  }
  return out;
}

/** GET /api/Legacies/{legacyId}/EstateProgress: the charity's panel. */
export async function buildEstateProgress(
  db: DbOrTx,
  input: { matter: ProgressMatter; matterCharityID: string; legacyID: string; firmName: string },
): Promise<EstateProgress> {
  const { matter, matterCharityID } = input;
  const [sharing, stage, figures, note, lead] = await Promise.all([
    findSharing(db, matter.matterID),
    latestStage(db, matter.matterID),
    loadEstateFigures(db, matter.matterID),
    findNote(db, input.legacyID),
    findLead(db, matter.matterID),
  ]);
  const status = await findAccountsStatus(db, matter.matterID, matterCharityID, figures.accounts);
  const payments = paymentsTo(figures, matterCharityID);
  return {
    shared: { figures: sharing.shareFigures, accounts: sharing.shareAccounts },
    firmName: input.firmName,
    dateOfDeath: matter.dateOfDeath,
    // The stage's label only: a stop's reason is the firm's correspondence with HMCTS.
    stage: stage ? { ...stage, label: PROBATE_STAGE_LABELS[stage.stage] } : null,
    grantDate: matter.dateOfProbate,
    payments: payments.map(({ id, on, amount, distribution }) => ({ id, on, amount, distribution })),
    paidTotal: payments.reduce((total, p) => total + p.amount, 0),
    figures: sharing.shareFigures ? charityProgressFigures(figures.accounts, matterCharityID) : null,
    accounts: sharing.shareAccounts
      ? {
          status: status.finalisedOn ? 'final' : 'draft',
          finalisedOn: status.finalisedOn,
          approvedOn: status.approvedOn,
          // Final accounts are shown as they stood when finalised.
          lines: accountsSummaryLines(status.accounts ?? figures.accounts),
        }
      : null,
    note,
    lead,
  };
}
