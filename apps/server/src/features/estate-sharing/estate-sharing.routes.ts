import {
  ZEstateLeadInput,
  ZEstateLeadState,
  ZEstateNoteInput,
  ZEstateProgress,
  ZEstateSharing,
  ZEstateSharingInput,
  agreedLead,
  zUuid,
} from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import { requireActor } from '../../access/plugin.js';
import { recordRead } from '../../audit/reads.js';
import type { DbOrTx } from '../../db/client.js';
import { organisations } from '../../db/schema/index.js';
import { ESTATE_FIRM_ONLY, loadEstateMatter } from '../estate/estate.access.js';
import { approveAccountsForGroup } from './estate-lead-approval.service.js';
import { buildEstateProgress, findLead } from './estate-progress.js';
import {
  findLeadChoices,
  findMatterLegacies,
  findResiduaryCharityIDs,
  findSharing,
} from './estate-sharing.queries.js';
import {
  chooseEstateLead,
  loadEstateLegacy,
  putEstateSharing,
  saveEstateNote,
} from './estate-sharing.service.js';

const tags = ['Estate: progress shared with the charities'];
const CHARITY_ACCESS =
  "The legacy's charity (its users who may read the legacy) and the staff of the firm whose Estate matter holds it; anyone else, a legacy with no firm matter and a matter of another type answer 404.";

async function answerSharing(db: DbOrTx, actor: Actor, matterID: string) {
  const { matter } = await loadEstateMatter(db, actor, matterID);
  const [sharing, legacies, lead] = await Promise.all([
    findSharing(db, matter.matterID),
    findMatterLegacies(db, matter.matterID),
    findLead(db, matter.matterID),
  ]);
  return {
    shareFigures: sharing.shareFigures,
    shareAccounts: sharing.shareAccounts,
    updatedAt: sharing.updatedAt?.toISOString() ?? null,
    charitiesOnProbity: legacies.filter((l) => l.organisationID).length,
    lead,
  };
}

async function firmName(db: DbOrTx, organisationID: string): Promise<string> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.organisationID, organisationID));
  return row?.name ?? '';
}

async function answerLead(db: DbOrTx, actor: Actor, legacyID: string) {
  const { matter, matterCharity } = await loadEstateLegacy(db, actor, legacyID);
  const [residuaryIDs, choices, legacies] = await Promise.all([
    findResiduaryCharityIDs(db, matter.matterID),
    findLeadChoices(db, matter.matterID),
    findMatterLegacies(db, matter.matterID),
  ]);
  const names = new Map(legacies.map((l) => [l.matterCharityID, l.charityName]));
  const mine = choices.find((c) => c.matterCharityID === matterCharity.matterCharityID);
  return {
    residuary: residuaryIDs.map((id) => {
      const choice = choices.find((c) => c.matterCharityID === id);
      return {
        matterCharityID: id,
        charityName: names.get(id) ?? '',
        isYou: id === matterCharity.matterCharityID,
        hasChosen: !!choice,
        leadMayApprove: choice?.leadMayApprove ?? false,
      };
    }),
    yourChoice: mine
      ? { leadMatterCharityID: mine.leadMatterCharityID, leadMayApprove: mine.leadMayApprove }
      : null,
    lead: agreedLead(residuaryIDs, choices) ? await findLead(db, matter.matterID) : null,
  };
}

/** Issue 17 "Progress shared with the charities". */
export const estateSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const matterParams = z.object({ id: zUuid });
  const legacyParams = z.object({ legacyId: z.string() });
  const metaOf = (request: { ip: string }) => ({ ip: request.ip, publicUrl: config.publicUrl });

  app.get(
    '/Matters/:id/Estate/Sharing',
    {
      schema: {
        tags,
        summary: 'What the charities named on the estate see of its progress',
        description: `${ESTATE_FIRM_ONLY} Milestones are always shared; shareFigures and shareAccounts are the firm's switches (off until switched on). lead: the residuary charities' agreed lead, the firm's single contact.`,
        params: matterParams,
        response: { 200: ZEstateSharing },
      },
    },
    async (request) => answerSharing(database.db, requireActor(request), request.params.id),
  );

  app.put(
    '/Matters/:id/Estate/Sharing',
    {
      schema: {
        tags,
        summary: 'Choose what the charities see',
        description: `${ESTATE_FIRM_ONLY} Body: shareFigures, shareAccounts (booleans). Each charity on Probity is told of a change in its legacy's activity and by e-mail (its team's notification setting).`,
        params: matterParams,
        body: ZEstateSharingInput,
        response: { 200: ZEstateSharing },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        putEstateSharing(tx, actor, request.params.id, request.body, metaOf(request)),
      );
      return answerSharing(database.db, actor, request.params.id);
    },
  );

  app.get(
    '/Legacies/:legacyId/EstateProgress',
    {
      schema: {
        tags,
        summary: "The estate's progress as the legacy's charity sees it",
        description: `${CHARITY_ACCESS} Milestones (probate stage without a stop's reason, grant date, payments to this charity) always; figures (assets collected, tax paid, this charity's own entitlement) and the accounts' totals only when the firm shares them (else null). Never another beneficiary's name or figures. A read with figures or accounts is audited (estateProgress.figures_viewed).`,
        params: legacyParams,
        response: { 200: ZEstateProgress },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const db = database.db;
      const { loaded, matter, matterCharity } = await loadEstateLegacy(db, actor, request.params.legacyId);
      const progress = await buildEstateProgress(db, {
        matter,
        matterCharityID: matterCharity.matterCharityID,
        legacyID: loaded.legacy.legacyID,
        firmName: await firmName(db, matter.organisationID),
      });
      if (progress.figures || progress.accounts)
        await recordRead(
          db,
          actor,
          {
            action: 'estateProgress.figures_viewed',
            organisationID:
              loaded.viewer === 'charity' ? loaded.legacy.organisationID : matter.organisationID,
            objectType: 'legacy',
            objectID: loaded.legacy.legacyID,
            details: {
              matterID: matter.matterID,
              figures: !!progress.figures,
              accounts: !!progress.accounts,
            },
          },
          { ip: request.ip },
        );
      // The note is the charity's own: the firm never sees it.
      return loaded.viewer === 'charity' ? progress : { ...progress, note: '' };
    },
  );

  app.put(
    '/Legacies/:legacyId/EstateProgress/Note',
    {
      schema: {
        tags,
        summary: "The charity's own note beside the estate's figures",
        description: `${CHARITY_ACCESS} The charity's users who may change the legacy (else 403); the firm gets 404. Body: note (at most 2000 characters; empty clears it).`,
        params: legacyParams,
        body: ZEstateNoteInput,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        saveEstateNote(tx, actor, request.params.legacyId, request.body.note, metaOf(request)),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/Legacies/:legacyId/EstateLead',
    {
      schema: {
        tags,
        summary: 'The charities sharing the residue and their choice of a lead',
        description: `${CHARITY_ACCESS} Names only (spec 03 §2.11: co-beneficiaries see each other's names), whether each has chosen, and the agreed lead with its contact.`,
        params: legacyParams,
        response: { 200: ZEstateLeadState },
      },
    },
    async (request) => answerLead(database.db, requireActor(request), request.params.legacyId),
  );

  app.put(
    '/Legacies/:legacyId/EstateLead',
    {
      schema: {
        tags,
        summary: 'Choose the lead of the charities sharing the residue',
        description: `${CHARITY_ACCESS} A residuary charity's users who may change the legacy (else 403; the firm 404). Body: leadMatterCharityID (a charity sharing the residue, else 400), leadMayApprove. 409 when this charity has no share of the residue, or shares it alone. The lead is set when every residuary charity has chosen the same one.`,
        params: legacyParams,
        body: ZEstateLeadInput,
        response: { 200: ZEstateLeadState },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        chooseEstateLead(tx, actor, request.params.legacyId, request.body, metaOf(request)),
      );
      return answerLead(database.db, actor, request.params.legacyId);
    },
  );

  app.post(
    '/Legacies/:legacyId/EstateAccounts/GroupApproval',
    {
      schema: {
        tags,
        summary: 'The lead charity approves the final accounts for the charities sharing the residue',
        description: `${CHARITY_ACCESS} The agreed lead's users only (another residuary charity 409, the firm 404). Records, on the accounts' own approval records (method portal, recorded by the lead's user, dated today), the approval of the lead and of each residuary charity that let the lead approve for it and has not approved yet. 409 when the accounts are not final, have changed since, or there is nobody left to approve for. Each charity approved for sees it on its legacy's activity.`,
        params: legacyParams,
        response: { 201: z.object({ approved: z.array(z.string()) }) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const result = await database.db.transaction((tx) =>
        approveAccountsForGroup(tx, actor, request.params.legacyId, metaOf(request)),
      );
      return reply.status(201).send(result);
    },
  );
};
