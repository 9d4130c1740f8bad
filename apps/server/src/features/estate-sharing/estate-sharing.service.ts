import {
  ESTATE_LEAD_TEXTS,
  type EstateLeadInput,
  type EstateSharingInput,
  LEGACY_NOTE_MAX,
  isEstateMatterType,
} from '@probity/domain';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/audit.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { estateLeadChoices, estateSharing, legacyEstateNotes } from '../../db/schema/index.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { type RequestMeta, recordChange } from '../activity/activity.service.js';
import { recordLegacyActivity } from '../activity/legacy-activity.service.js';
import { estateTrace } from '../estate-will/estate-will.service.js';
import { loadEstateMatter } from '../estate/estate.access.js';
import { type LoadedLegacy, loadLegacy } from '../legacies/legacy.access.js';
import { syncEstateProgress } from './estate-progress-notices.js';
import {
  findCharityContact,
  findMatterCharityOfLegacy,
  findResiduaryCharityIDs,
  findSharing,
} from './estate-sharing.queries.js';

/** PUT /api/Matters/{id}/Estate/Sharing: the firm's choice; the charities are told in the same transaction. */
export async function putEstateSharing(
  tx: Tx,
  actor: Actor,
  matterID: string,
  input: EstateSharingInput,
  meta: RequestMeta,
): Promise<void> {
  const loaded = await loadEstateMatter(tx, actor, matterID, { write: true, lock: true });
  const before = await findSharing(tx, loaded.matter.matterID);
  const columns = { ...input, updatedBy: actor.userID, updatedAt: new Date() };
  await tx
    .insert(estateSharing)
    .values({ matterID: loaded.matter.matterID, organisationID: loaded.matter.organisationID, ...columns })
    .onConflictDoUpdate({ target: estateSharing.matterID, set: columns });
  await recordChange(
    tx,
    actor,
    estateTrace(
      loaded,
      loaded.matter.matterID,
      'what the charities see',
      'changed',
      {
        action: 'estateSharing.updated',
        objectType: 'matter',
        details: {
          ...input,
          from: { shareFigures: before.shareFigures, shareAccounts: before.shareAccounts },
        },
      },
      meta,
    ),
  );
  await syncEstateProgress(tx, actor, loaded.matter.matterID, meta);
}

/** A charity's legacy on an Estate matter: its matter charity (others answer 404). */
export async function loadEstateLegacy(
  db: DbOrTx,
  actor: Actor,
  legacyID: string,
  opts: { action?: 'legacy.update'; lock?: boolean } = {},
) {
  const loaded = await loadLegacy(db, actor, legacyID, { ...opts, firmAction: 'matter.read' });
  const matter = loaded.matter?.matter;
  if (!matter || !loaded.legacy.matterID) throw notFound();
  if (!isEstateMatterType(matter.matterTypeID)) throw notFound();
  const matterCharity = await findMatterCharityOfLegacy(db, loaded.legacy.legacyID);
  if (!matterCharity) throw notFound();
  return { loaded, matter, matterCharity };
}

/** PUT /api/Legacies/{legacyId}/EstateProgress/Note: the charity's own note beside the figures. */
export async function saveEstateNote(
  tx: Tx,
  actor: Actor,
  legacyID: string,
  note: string,
  meta: RequestMeta,
): Promise<void> {
  const { loaded } = await loadEstateLegacy(tx, actor, legacyID, { action: 'legacy.update', lock: true });
  if (loaded.viewer !== 'charity') throw notFound();
  const text = note.trim().slice(0, LEGACY_NOTE_MAX);
  await tx
    .insert(legacyEstateNotes)
    .values({ legacyID: loaded.legacy.legacyID, note: text, updatedBy: actor.userID })
    .onConflictDoUpdate({
      target: legacyEstateNotes.legacyID,
      set: { note: text, updatedBy: actor.userID, updatedAt: sql`now()` },
    });
  await recordAudit(tx, {
    action: 'legacy.estateNoteUpdated',
    actorUserID: actor.userID,
    organisationID: actor.organisationID,
    objectType: 'legacy',
    objectID: loaded.legacy.legacyID,
    ip: meta.ip,
    details: { length: text.length },
  });
  await recordLegacyActivity(
    tx,
    actor,
    loaded.legacy,
    { activityType: 'legacy', action: 'estate_note_changed', object: null },
    meta,
  );
}

/**
 * PUT /api/Legacies/{legacyId}/EstateLead: a residuary charity chooses the lead among the charities
 * sharing the residue, and whether the lead may approve the accounts on its behalf. The lead is the
 * one all of them have chosen (agreedLead).
 */
export async function chooseEstateLead(
  tx: Tx,
  actor: Actor,
  legacyID: string,
  input: EstateLeadInput,
  meta: RequestMeta,
): Promise<LoadedLegacy> {
  const { loaded, matter, matterCharity } = await loadEstateLegacy(tx, actor, legacyID, {
    action: 'legacy.update',
    lock: true,
  });
  if (loaded.viewer !== 'charity') throw notFound();
  const residuary = await findResiduaryCharityIDs(tx, matter.matterID);
  if (!residuary.includes(matterCharity.matterCharityID)) throw conflict(ESTATE_LEAD_TEXTS.notResiduary);
  if (residuary.length < 2) throw conflict(ESTATE_LEAD_TEXTS.aloneOnResidue);
  const lead = input.leadMatterCharityID.toLowerCase();
  if (!residuary.includes(lead))
    throw invalid(
      { leadMatterCharityID: [ESTATE_LEAD_TEXTS.leadNotResiduary] },
      ESTATE_LEAD_TEXTS.leadNotResiduary,
    );
  const columns = {
    leadMatterCharityID: lead,
    leadMayApprove: input.leadMayApprove,
    chosenBy: actor.userID,
    chosenAt: new Date(),
  };
  await tx
    .insert(estateLeadChoices)
    .values({ matterID: matter.matterID, matterCharityID: matterCharity.matterCharityID, ...columns })
    .onConflictDoUpdate({
      target: [estateLeadChoices.matterID, estateLeadChoices.matterCharityID],
      set: columns,
    });
  await recordAudit(tx, {
    action: 'legacy.estateLeadChosen',
    actorUserID: actor.userID,
    organisationID: actor.organisationID,
    objectType: 'legacy',
    objectID: loaded.legacy.legacyID,
    ip: meta.ip,
    details: { matterCharityID: matterCharity.matterCharityID, ...columns, chosenAt: undefined },
  });
  const leadName = (await findCharityContact(tx, lead))?.charityName ?? '';
  await recordLegacyActivity(
    tx,
    actor,
    loaded.legacy,
    { activityType: 'legacy', action: 'estate_lead_chosen', object: leadName },
    meta,
  );
  return loaded;
}
