import {
  MATTER_CHARITIES_PAGE_SIZE,
  MAX_PAGE_SIZE,
  ZMatterCharity,
  ZMatterCharityCreateInput,
  ZMatterCharityPage,
  zUuid,
} from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { createCharityRegister } from '../../integrations/charity-register/index.js';
import { fileStorage } from '../../integrations/storage/index.js';
import { notFound } from '../../lib/errors.js';
import { loadMatter } from '../matters/matter.access.js';
import { presentMatterCharity } from './matter-charities.presenter.js';
import { countMatterCharities, findMatterCharity, listMatterCharities } from './matter-charities.queries.js';
import { createMatterCharity, deleteMatterCharity } from './matter-charities.service.js';

const tags = ['Matter charities'];
const ACCESS =
  "Firm staff of the matter's firm with the matter-charity rights (Matter Admin, Matter Executive, MLRO, Supervising Partner, Support, Admin Demo in the demo firm). Another firm's matter answers 404; an Individual or a charity user 404 (they cannot see the matter) or 403.";

const page = z.coerce.number().int().min(1);
const pageCount = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE);

/** spec 02 §7 `?Page=&PageCount=`; the lower-case forms of the list convention are taken too. */
const ZCharityListQuery = z.object({
  Page: page.optional(),
  page: page.optional(),
  PageCount: pageCount.optional(),
  pageCount: pageCount.optional(),
  SearchTerm: z.string().trim().max(200).optional(),
});

/** The charities of a matter (spec 02 §2.12, §3, §4, §7; 03 §2.16). */
export const matterCharitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const storage = fileStorage(config);
  const params = z.object({ id: zUuid });
  const charityParams = z.object({ id: zUuid, charityId: zUuid });

  app.get(
    '/Matters/:id/Charity',
    {
      schema: {
        tags,
        summary: "A page of the matter's charities",
        description: `${ACCESS} Page (from 1, default 1) and PageCount (default ${MATTER_CHARITIES_PAGE_SIZE}); SearchTerm matches the name or a number. Newest first. Answers { data, paginationResp }.`,
        params,
        querystring: ZCharityListQuery,
        response: { 200: ZMatterCharityPage },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { matter } = await loadMatter(database.db, actor, request.params.id, {
        action: 'matterCharity.read',
      });
      const q = request.query;
      const currentPage = q.Page ?? q.page ?? 1;
      const pageSize = q.PageCount ?? q.pageCount ?? MATTER_CHARITIES_PAGE_SIZE;
      const { rows, totalCount } = await listMatterCharities(database.db, matter.matterID, {
        page: currentPage,
        pageSize,
        search: q.SearchTerm,
      });
      return {
        data: rows.map(presentMatterCharity),
        paginationResp: {
          totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
          totalCount,
          pageSize,
          currentPage,
        },
      };
    },
  );

  app.get(
    '/Matters/:id/CharityCount',
    {
      schema: {
        tags,
        summary: 'How many charities the matter has',
        description: ACCESS,
        params,
        response: { 200: z.number().int() },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { matter } = await loadMatter(database.db, actor, request.params.id, {
        action: 'matterCharity.read',
      });
      return countMatterCharities(database.db, matter.matterID);
    },
  );

  app.get(
    '/Matters/:id/Charity/:charityId',
    {
      schema: {
        tags,
        summary: 'One charity of the matter',
        description: `${ACCESS} A charity of another matter answers 404.`,
        params: charityParams,
        response: { 200: ZMatterCharity },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { matter } = await loadMatter(database.db, actor, request.params.id, {
        action: 'matterCharity.read',
      });
      const row = await findMatterCharity(
        database.db,
        matter.matterID,
        request.params.charityId.toLowerCase(),
      );
      if (!row) throw notFound();
      return presentMatterCharity(row);
    },
  );

  app.post(
    '/Matters/:id/Charity',
    {
      schema: {
        tags,
        summary: 'Add a charity of the register to the matter',
        description: `${ACCESS} Body: charityRegNo, charityOrgNo, charitySuffix (0 = the main charity), charityName and linkedOrganisation. The server looks the charity up in the register (400 when it is not there or charityOrgNo does not match) and sets charityName and linkedOrganisation (the charity organisation on Probity whose Reg. Charity No. is charityRegNo) itself. A charity already on the matter answers 400. Its legacy is created with it. Answers the matter charity (201).`,
        params,
        body: ZMatterCharityCreateInput,
        response: { 201: ZMatterCharity },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const row = await database.db.transaction((tx) =>
        createMatterCharity(
          tx,
          actor,
          (db) => createCharityRegister(config, db),
          { matterID: request.params.id, body: request.body },
          { ip: request.ip },
        ),
      );
      return reply.status(201).send(presentMatterCharity(row));
    },
  );

  app.delete(
    '/Matters/:id/Charity/:charityId',
    {
      schema: {
        tags,
        summary: 'Remove a charity from the matter',
        description: `${ACCESS} Removes its legacy too, with the legacy details, documents (and their files) and chats.`,
        params: charityParams,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { storageKeys } = await database.db.transaction((tx) =>
        deleteMatterCharity(
          tx,
          actor,
          { matterID: request.params.id, matterCharityID: request.params.charityId },
          { ip: request.ip },
        ),
      );
      // The rows are gone; a file left by a failure here is removed by the files sweeper.
      await Promise.all(storageKeys.map((key) => storage.remove(key).catch(() => undefined)));
      return reply.status(204).send(null);
    },
  );
};
