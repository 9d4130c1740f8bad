import {
  ORGANISATION_TYPES,
  ZOrganisation,
  ZOrganisationCreateInput,
  ZOrganisationListItem,
  ZOrganisationType,
  ZOrganisationUpdateInput,
  zUuid,
} from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor, OrganisationRow } from '../../access/actor.js';
import { requireActor } from '../../access/plugin.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { holdsEverywhere, maySeeOrganisation } from './organisations.access.js';
import { presentOrganisation, presentOrganisationListItem } from './organisations.presenter.js';
import { COMPANY_TYPES, findOrganisation, listOrganisations, membersOf } from './organisations.queries.js';
import { createOrganisation, deleteOrganisation, updateOrganisation } from './organisations.service.js';

const tags = ['Organisations'];

/** The organisation as the actor may see it (credential names for administrators only). */
export async function answerOrganisation(db: DbOrTx, actor: Actor, row: OrganisationRow) {
  const members = await membersOf(db, [row.organisationID]);
  return presentOrganisation(row, members.get(row.organisationID) ?? [], {
    showCredentials: holdsEverywhere(actor, 'companySettings.update'),
  });
}

/** spec 01 §7 Organisations: the Companies list, one company, types, create, update, delete. */
export const organisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/Organisations',
    {
      schema: {
        tags,
        summary: 'The Companies list (Administrators)',
        description:
          'Law firms and charities (not the platform or the clients). SearchTerm on the name; OrderBy name, dateCreated, status or type; FilterType status = locked (the Locked flag is on), paused (not locked and in test mode, i.e. not live) or active (not locked and live); FilterType member = a user id who is a member; FilterType type = lawfirm or charity. Each row has all its members, managers first (isManager is shown as Manager). x-pagination header.',
        querystring: ZListQuery,
        response: { 200: z.array(ZOrganisationListItem) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!holdsEverywhere(actor, 'company.read')) throw forbidden();
      const { rows, totalCount } = await listOrganisations(database.db, request.query);
      const members = await membersOf(
        database.db,
        rows.map((r) => r.organisationID),
      );
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return rows.map((r) => presentOrganisationListItem(r, members.get(r.organisationID) ?? []));
    },
  );

  app.get(
    '/Organisations/Types',
    {
      schema: {
        tags,
        summary: 'The types a company can have (Law firm, Charity)',
        description:
          'The platform and the clients organisations exist once and are not offered for new companies.',
        response: { 200: z.array(ZOrganisationType) },
      },
    },
    async (request) => {
      requireActor(request);
      return COMPANY_TYPES.map((key) => ({ ...ORGANISATION_TYPES[key] }));
    },
  );

  app.get(
    '/Organisations/:id',
    {
      schema: {
        tags,
        summary: 'One organisation',
        description:
          "Administrators: any organisation. Other staff: their own (charity settings use it). Anything else answers 404. integrationDetails lists the provider credentials' names with value '********' and hasValue, for administrators only; values are never sent.",
        params: z.object({ id: zUuid }),
        response: { 200: ZOrganisation },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await findOrganisation(database.db, request.params.id);
      if (!row || !maySeeOrganisation(actor, row.organisationID)) throw notFound();
      return answerOrganisation(database.db, actor, row);
    },
  );

  app.post(
    '/Organisations',
    {
      schema: {
        tags,
        summary: 'Create a company (Administrators)',
        description:
          "The company form (spec 01 §5) with organisationType.organisationTypeID (Law firm or Charity). A new company has no users, so its contacts are left empty. The name is needed; the form's other required fields may be empty ('Update my data anyway'). A 400 lists every invalid field.",
        body: ZOrganisationCreateInput,
        response: { 201: ZOrganisation },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const row = await database.db.transaction((tx) =>
        createOrganisation(tx, actor, request.body, { ip: request.ip }),
      );
      return reply.status(201).send(await answerOrganisation(database.db, actor, row));
    },
  );

  app.put(
    '/Organisations',
    {
      schema: {
        tags,
        summary: 'Save a company',
        description:
          "Administrators any company; a charity's users with the charity settings right (Charity, Finance) their own charity. The company form with organisationID (the name is needed; the form's other required fields may be empty: 'Update my data anyway'); contacts must be users of the company; the type cannot change; parentOrganisation, source and referralCode are kept unless an administrator saves.",
        body: ZOrganisationUpdateInput,
        response: { 200: ZOrganisation },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await database.db.transaction((tx) =>
        updateOrganisation(tx, actor, request.body, { ip: request.ip }),
      );
      return answerOrganisation(database.db, actor, row);
    },
  );

  app.delete(
    '/Organisations/:id',
    {
      schema: {
        tags,
        summary: 'Permanently delete a company with its users (Administrators)',
        description:
          "Deletes the company, its users, matters and individuals, and ends its users' sessions. The platform, the clients and the demo organisations cannot be deleted (400).",
        params: z.object({ id: zUuid }),
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const userIDs = await database.db.transaction((tx) =>
        deleteOrganisation(tx, actor, request.params.id, { ip: request.ip }),
      );
      for (const userID of userIDs) await app.identity.revokeUser(userID);
      return reply.status(204).send(null);
    },
  );
};
