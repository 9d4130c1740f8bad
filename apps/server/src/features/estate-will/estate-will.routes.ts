import { ZEstateFactsInput, ZWillLegacyInput, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { ESTATE_FIRM_ONLY, loadEstateMatter } from '../estate/estate.access.js';
import {
  ZEstateFacts,
  ZEstateLegacies,
  ZEstateLegacy,
  presentEstateFacts,
  presentEstateLegacy,
  residuaryWarning,
} from './estate-will.presenter.js';
import { findEstateFacts, findEstateLegacies, findLifetimeGifts } from './estate-will.queries.js';
import {
  createEstateLegacy,
  deleteEstateLegacy,
  putEstateFacts,
  updateEstateLegacy,
} from './estate-will.service.js';

const tags = ['Estate: will and gifts'];
const LEGACY_RULES =
  'Body: kind (pecuniary | specific | residuary | spouse), component (general | survivorship | settled; default general), beneficiary ({type: charity, matterCharityID} of a charity linked to this matter, or {type: person, name}; a spouse gift is to a person), and the fields of its kind only: amount (pence) for pecuniary and spouse, description (and optional estateItemID) for specific, share ({kind: percent, percent ≤ 4 places} or {kind: fraction, numerator, denominator}) for residuary. Every invalid field is named (400) and nothing is written. Audited, with a firm-only activity entry naming the kind of gift, never a figure.';

async function answerLegacy(db: DbOrTx, matterID: string, estateLegacyID: string) {
  const record = (await findEstateLegacies(db, matterID)).find(
    (r) => r.legacy.estateLegacyID === estateLegacyID,
  );
  if (!record) throw notFound();
  return presentEstateLegacy(record);
}

/** Issue 17 "the will's gifts": the legacies of an Estate matter and its inheritance tax facts. */
export const estateWillRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  const params = z.object({ id: zUuid });
  const legacyParams = z.object({ id: zUuid, legacyId: zUuid });

  app.get(
    '/Matters/:id/Estate/Legacies',
    {
      schema: {
        tags,
        summary: "The will's gifts, in the order recorded, with the residuary shares' check",
        description: `${ESTATE_FIRM_ONLY} residuaryWarning is the estate accounts' own check: shares that do not add up to the whole residue are saved and answered with the warning.`,
        params,
        response: { 200: ZEstateLegacies },
      },
    },
    async (request) => {
      const { matter } = await loadEstateMatter(database.db, requireActor(request), request.params.id);
      const records = await findEstateLegacies(database.db, matter.matterID);
      return { legacies: records.map(presentEstateLegacy), residuaryWarning: residuaryWarning(records) };
    },
  );

  app.post(
    '/Matters/:id/Estate/Legacies',
    {
      schema: {
        tags,
        summary: 'Add a gift of the will',
        description: `${ESTATE_FIRM_ONLY} ${LEGACY_RULES}`,
        params,
        body: ZWillLegacyInput,
        response: { 201: ZEstateLegacy },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = await database.db.transaction((tx) =>
        createEstateLegacy(tx, actor, request.params.id, request.body, { ip: request.ip }),
      );
      return reply.status(201).send(await answerLegacy(database.db, request.params.id.toLowerCase(), id));
    },
  );

  app.put(
    '/Matters/:id/Estate/Legacies/:legacyId',
    {
      schema: {
        tags,
        summary: 'Change a gift of the will',
        description: `${ESTATE_FIRM_ONLY} ${LEGACY_RULES}`,
        params: legacyParams,
        body: ZWillLegacyInput,
        response: { 200: ZEstateLegacy },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { id, legacyId } = request.params;
      const saved = await database.db.transaction((tx) =>
        updateEstateLegacy(tx, actor, id, legacyId, request.body, { ip: request.ip }),
      );
      return answerLegacy(database.db, id.toLowerCase(), saved);
    },
  );

  app.delete(
    '/Matters/:id/Estate/Legacies/:legacyId',
    {
      schema: {
        tags,
        summary: 'Delete a gift of the will',
        description: `${ESTATE_FIRM_ONLY} Audited, with a firm-only activity entry.`,
        params: legacyParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id, legacyId } = request.params;
      await database.db.transaction((tx) => deleteEstateLegacy(tx, actor, id, legacyId, { ip: request.ip }));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/Matters/:id/Estate/Facts',
    {
      schema: {
        tags,
        summary: "The estate's inheritance tax facts and lifetime gifts",
        description: `${ESTATE_FIRM_ONLY} Before any is saved: 0 %, no home to descendants, no gifts.`,
        params,
        response: { 200: ZEstateFacts },
      },
    },
    async (request) => {
      const { matter } = await loadEstateMatter(database.db, requireActor(request), request.params.id);
      const [row, gifts] = await Promise.all([
        findEstateFacts(database.db, matter.matterID),
        findLifetimeGifts(database.db, matter.matterID),
      ]);
      return presentEstateFacts(matter.matterID, row, gifts);
    },
  );

  app.put(
    '/Matters/:id/Estate/Facts',
    {
      schema: {
        tags,
        summary: "Save the estate's inheritance tax facts and lifetime gifts",
        description: `${ESTATE_FIRM_ONLY} Body: transferredNilRateBandPercent and transferredResidenceBandPercent (0–100, 4 places), homeToDescendants with homeToDescendantsValue (pence; only and always with a home), lifetimeGifts [{date (before the death), amount (pence), recipient}] (the whole list). 400 naming each field; audited with a firm-only activity entry without figures.`,
        params,
        body: ZEstateFactsInput,
        response: { 200: ZEstateFacts },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        putEstateFacts(tx, actor, request.params.id, request.body, { ip: request.ip }),
      );
      const matterID = request.params.id.toLowerCase();
      const [row, gifts] = await Promise.all([
        findEstateFacts(database.db, matterID),
        findLifetimeGifts(database.db, matterID),
      ]);
      return presentEstateFacts(matterID, row, gifts);
    },
  );
};
