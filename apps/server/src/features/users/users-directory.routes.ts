import {
  EMAIL_MAX,
  ROLES,
  ROLES_BY_ORGANISATION_TYPE,
  type Role,
  VALIDATION,
  ZUserSummary,
  requiredEmail,
  zRole,
  zUuid,
} from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { holdsEverywhere, maySeeOrganisation } from '../organisations/organisations.access.js';
import { findOrganisation } from '../organisations/organisations.queries.js';
import { presentUserSummary } from './users.presenter.js';
import { findUserByEmail, findUserWithOrganisation, listUsers } from './users.queries.js';
import { mayViewUser } from './users.service.js';

const tags = ['Users'];
const LIST_DESCRIPTION =
  'SearchTerm on name and e-mail; OrderBy name, emailAddress, lastLogin or status; FilterType status (active, locked, paused) and role; x-pagination header.';

/** A role as a path names it: its exact name in any case, or 'Administrator' (spec 01 §7 Other). */
function roleFromPath(value: string): Role | undefined {
  const wanted = value.trim().toLowerCase();
  if (wanted === 'administrator') return 'Administrators';
  return ROLES.find((r) => r.toLowerCase() === wanted);
}

const zAddress = requiredEmail(EMAIL_MAX);

/** spec 01 §7 Users: the user lists and look-ups (by role, by address, by organisation). */
export const usersDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;

  app.get(
    '/User/Role/:role',
    {
      schema: {
        tags,
        summary:
          'Users holding a role (Administrators), e.g. /User/Role/Administrators for Settings → Administrators',
        description: `Any role by its exact name ('Administrator' also means Administrators). ${LIST_DESCRIPTION}`,
        params: z.object({ role: z.string().max(40) }),
        querystring: ZListQuery,
        response: { 200: z.array(ZUserSummary) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!holdsEverywhere(actor, 'administrators.read')) throw forbidden();
      const role = roleFromPath(request.params.role);
      if (!role) throw invalid({ role: [VALIDATION.invalidFormat] });
      const { rows, totalCount } = await listUsers(database.db, { role }, request.query);
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return rows.map((r) => presentUserSummary(r.user, r.organisationName));
    },
  );

  app.get(
    '/User/Find/:address',
    {
      schema: {
        tags,
        summary: 'Find a user by e-mail address among the users the caller may see',
        description:
          'Administrators: anyone. Staff: their organisation. Individuals: themselves. Otherwise 404.',
        params: z.object({ address: zAddress }),
        response: { 200: ZUserSummary },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const user = await findUserByEmail(database.db, request.params.address);
      if (!user || !mayViewUser(actor, user)) throw notFound();
      const row = await findUserWithOrganisation(database.db, user.userID);
      if (!row) throw notFound();
      return presentUserSummary(row.user, row.organisation.name);
    },
  );

  app.get(
    '/User/Organisation/:orgId/Find/:address',
    {
      schema: {
        tags,
        summary: 'Find a user of an organisation by e-mail address',
        description:
          'The organisation must be one the caller may see (administrators: any; staff: their own).',
        params: z.object({ orgId: zUuid, address: zAddress }),
        response: { 200: ZUserSummary },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const organisation = await findOrganisation(database.db, request.params.orgId);
      if (!organisation || !maySeeOrganisation(actor, organisation.organisationID)) throw notFound();
      const user = await findUserByEmail(database.db, request.params.address);
      if (!user || user.organisationID !== organisation.organisationID) throw notFound();
      return presentUserSummary(user, organisation.name);
    },
  );

  app.get(
    '/User/Organisation/:orgId',
    {
      schema: {
        tags,
        summary: 'The users of an organisation (Team page, company Members)',
        description: `Administrators: any organisation. Staff: their own (the Team page shows it to every staff role, with Edit and Remove only for those with the rights). ${LIST_DESCRIPTION}`,
        params: z.object({ orgId: zUuid }),
        querystring: ZListQuery,
        response: { 200: z.array(ZUserSummary) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const organisation = await findOrganisation(database.db, request.params.orgId);
      if (!organisation || !maySeeOrganisation(actor, organisation.organisationID)) throw notFound();
      const { rows, totalCount } = await listUsers(
        database.db,
        { organisationID: organisation.organisationID },
        request.query,
      );
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return rows.map((r) => presentUserSummary(r.user, r.organisationName));
    },
  );

  app.get(
    '/Organisations/:id/Roles',
    {
      schema: {
        tags,
        summary: 'The roles a user of an organisation may hold (by its type)',
        params: z.object({ id: zUuid }),
        response: { 200: z.array(zRole) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const organisation = await findOrganisation(database.db, request.params.id);
      if (!organisation || !maySeeOrganisation(actor, organisation.organisationID)) throw notFound();
      return [...ROLES_BY_ORGANISATION_TYPE[organisation.organisationType]];
    },
  );
};
