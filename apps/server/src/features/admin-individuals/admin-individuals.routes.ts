import { ZAdminAddToMatterInput, ZAdminIndividual, ZAdminIndividualListItem, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { noteOrganisationRead } from '../../audit/reads.js';
import { notFound } from '../../lib/errors.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { presentAdminIndividualListItem } from './admin-individuals.presenter.js';
import { listAdminIndividuals } from './admin-individuals.queries.js';
import {
  addToMatter,
  getAdminIndividual,
  requireIndividualsAdmin,
  unlinkFromMatter,
} from './admin-individuals.service.js';

const tags = ['Individuals (Administrators)'];
const ZPersonMatter = z.object({ individualID: zUuid, matterID: zUuid });

/** spec 01 §2 Individuals list and detail (Administrators). */
export const adminIndividualsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '/Individuals',
    {
      schema: {
        tags,
        summary: 'Individuals across every company (Administrators)',
        description:
          "One row per person: the records linked to one user, or (without a user) sharing an e-mail address. individualID is the person's first record, for the detail page. companies: the organisations of their records. status: the linked user's status, else 'unregistered'. SearchTerm on name and e-mail; OrderBy name, emailAddress or status; FilterType status (active, locked, paused, unregistered) and company (an organisation id). x-pagination header.",
        querystring: ZListQuery,
        response: { 200: z.array(ZAdminIndividualListItem) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      requireIndividualsAdmin(actor, 'individual.read');
      const { rows, totalCount } = await listAdminIndividuals(database.db, request.query);
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return rows.map(presentAdminIndividualListItem);
    },
  );

  app.get(
    '/Individuals/Admin/:individualID',
    {
      schema: {
        tags,
        summary: 'One person with each company and their matters there (Administrators)',
        description:
          "Any record id of the person finds them; the answer's individualID is their first record. Each company lists the matters with the person's record on it (individualID), status, type and role.",
        params: z.object({ individualID: zUuid }),
        response: { 200: ZAdminIndividual },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      requireIndividualsAdmin(actor, 'individual.read');
      const detail = await getAdminIndividual(database.db, request.params.individualID);
      if (!detail) throw notFound();
      for (const company of detail.companies) {
        noteOrganisationRead(actor, {
          organisationID: company.organisationID,
          objectType: 'individual',
          objectID: company.matters[0]?.individualID ?? detail.individualID,
        });
      }
      return detail;
    },
  );

  app.delete(
    '/Individuals/Admin/:individualID/Matter/:matterID',
    {
      schema: {
        tags,
        summary: 'Unlink a person from a matter (Administrators)',
        description:
          "Removes the person's record on that matter (activity: individual deleted). Answers the person as they remain (200; their individualID may change when the first record was removed), or 204 when no record is left.",
        params: ZPersonMatter,
        response: { 200: ZAdminIndividual, 204: z.null().describe('No record of the person is left') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const remaining = await database.db.transaction((tx) =>
        unlinkFromMatter(tx, actor, request.params, { ip: request.ip }),
      );
      const detail = remaining ? await getAdminIndividual(database.db, remaining) : undefined;
      if (!detail) return reply.status(204).send(null);
      return detail;
    },
  );

  app.post(
    '/Individuals/Admin/:individualID/Matter/:matterID',
    {
      schema: {
        tags,
        summary: "Add a person to another matter ('Add to a new matter', Administrators)",
        description:
          "Copies the person's record onto the matter (of any company), linked to the same user (activity: individual added). Body (optional): individualTypeID, the role on that matter; by default the role of their first record. 400 when already on the matter, or for a person with neither a user nor an e-mail address.",
        params: ZPersonMatter,
        body: ZAdminAddToMatterInput,
        response: { 201: ZAdminIndividual },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const individualID = await database.db.transaction((tx) =>
        addToMatter(
          tx,
          actor,
          config,
          { ...request.params, individualTypeID: request.body?.individualTypeID },
          { ip: request.ip },
        ),
      );
      const detail = await getAdminIndividual(database.db, individualID);
      if (!detail) throw notFound();
      return reply.status(201).send(detail);
    },
  );
};
