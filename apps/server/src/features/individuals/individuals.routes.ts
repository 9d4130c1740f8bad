import {
  CHARITY_INDIVIDUAL_TYPES,
  INDIVIDUAL_TYPES_BY_MATTER_TYPE,
  MAIN_INDIVIDUAL,
  MATTER_TYPES,
  ZIndividualInput,
  ZInviteInput,
  can,
  individualTypeView,
  listScope,
  zUuid,
} from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { notFound } from '../../lib/errors.js';
import { ZListQuery, paginationOf, setPaginationHeader } from '../../lib/list-query.js';
import { loadMatter } from '../matters/matter.access.js';
import { inviteIndividual } from './individual-invite.service.js';
import { listIndividuals, scopeWhere } from './individuals-list.queries.js';
import { ZIndividual, ZIndividualListItem, presentIndividualListItem } from './individuals.presenter.js';
import { eq } from 'drizzle-orm';
import { individuals } from '../../db/schema/index.js';
import { inLegacyContext } from './individuals.queries.js';
import {
  answerIndividual,
  createIndividual,
  deleteIndividual,
  getIndividual,
  getMyIndividual,
  updateIndividual,
} from './individuals.service.js';

const tags = ['Individuals'];
const ZIndividualType = z.object({ individualTypeID: z.string(), name: z.string(), description: z.string() });
const LIST_DESCRIPTION =
  'List query: page, pageCount, SearchTerm (name or e-mail), OrderBy (name, firstName, surname, email, type, dateCreated; "-" for descending), FilterType=type with Filter=<type id> (or FilterType=notType to leave a type out: the Estate page lists its Deceased apart). Answers with the x-pagination header. By default the main individual of the matter type (Estate: the Deceased, 02 §2.1) comes first; each row carries individualType so the client can show the Deceased apart.';
const SENSITIVE_NOTE =
  'nino, passport, passportMrz, drivingLicence, idCard, travelVisa, bankSortCode and bankAccountNumber are encrypted at rest; they are clear for the staff of the firm or charity that holds the individual and for the individual themself, masked (asterisks and the last two characters, sensitiveMasked true) for anyone else. Sending a masked value back keeps the stored one. An answer with clear values or check results is audited (individual.identity_viewed, with the names of the fields).';

/** spec 02 §7 Individuals and 03 §7 (charity individuals). */
export const individualsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const deps = { config };

  app.get(
    '/Individuals/Matter/:matterId',
    {
      schema: {
        tags,
        summary: 'The individuals of a matter',
        description: `${LIST_DESCRIPTION} An Individual sees only themself.`,
        params: z.object({ matterId: zUuid }),
        querystring: ZListQuery,
        response: { 200: z.array(ZIndividualListItem) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { matter } = await loadMatter(database.db, actor, request.params.matterId);
      const type = MATTER_TYPES.find((t) => t.matterTypeID === matter.matterTypeID);
      const { rows, totalCount } = await listIndividuals(
        database.db,
        [eq(individuals.matterID, matter.matterID), scopeWhere(listScope(actor, 'individual.read'))],
        request.query,
        type ? MAIN_INDIVIDUAL[type.key].individualTypeID : null,
      );
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return rows.map((r) => presentIndividualListItem(r.individual, r.user));
    },
  );

  app.get(
    '/Individuals/Organisation/:organisationId',
    {
      schema: {
        tags,
        summary: "A charity's individuals (the legacy context, matterID all-zero)",
        description: LIST_DESCRIPTION,
        params: z.object({ organisationId: zUuid }),
        querystring: ZListQuery,
        response: { 200: z.array(ZIndividualListItem) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const organisationID = request.params.organisationId.toLowerCase();
      if (!can(actor, 'individual.read', { organisationID })) throw notFound();
      const { rows, totalCount } = await listIndividuals(
        database.db,
        [inLegacyContext(organisationID), scopeWhere(listScope(actor, 'individual.read'))],
        request.query,
        'deceased',
      );
      setPaginationHeader(reply, paginationOf(request.query, totalCount));
      return rows.map((r) => presentIndividualListItem(r.individual, r.user));
    },
  );

  app.get(
    '/Individuals/Types/Charity',
    {
      schema: {
        tags,
        summary: 'The individual types of a charity',
        description:
          'Deceased (the legacy context loads only this one, 03 §9), Trustee, Charity and Individual.',
        response: { 200: z.array(ZIndividualType) },
      },
    },
    async () => CHARITY_INDIVIDUAL_TYPES.map(individualTypeView),
  );

  app.get(
    '/Individuals/Types/:matterTypeId',
    {
      schema: {
        tags,
        summary: 'The individual types of a matter type',
        description: 'By the fixed matter type id (or its humanId). The main individual type comes first.',
        params: z.object({ matterTypeId: z.string().max(100) }),
        response: { 200: z.array(ZIndividualType) },
      },
    },
    async (request) => {
      const id = request.params.matterTypeId.toLowerCase();
      const type = MATTER_TYPES.find((t) => t.matterTypeID === id || t.humanId === id);
      if (!type) throw notFound();
      return INDIVIDUAL_TYPES_BY_MATTER_TYPE[type.key].map(individualTypeView);
    },
  );

  app.get(
    '/Individuals/Me',
    {
      schema: {
        tags,
        summary: "The signed-in individual's own data (My Data)",
        description: `The individual linked to the signed-in user (the most recently changed one when there are several; saving through PUT /api/Individuals/ copies the data onto all of them). 404 when there is none: the client shows 'Could not load data.'. ${SENSITIVE_NOTE}`,
        response: { 200: ZIndividual },
      },
    },
    async (request) => getMyIndividual(database.db, requireActor(request), deps, { ip: request.ip }),
  );

  app.get(
    '/Individuals/:contextId/:individualId',
    {
      schema: {
        tags,
        summary: 'One individual, by its matter (or the all-zero id) and id',
        description: `Every field of spec 02 §3 with the latest 10 checks (for those who may read checks). ${SENSITIVE_NOTE}`,
        params: z.object({ contextId: zUuid, individualId: zUuid }),
        response: { 200: ZIndividual },
      },
    },
    async (request) =>
      getIndividual(
        database.db,
        requireActor(request),
        { contextID: request.params.contextId, individualID: request.params.individualId },
        deps,
        { ip: request.ip },
      ),
  );

  app.post(
    '/Individuals',
    {
      schema: {
        tags,
        summary: 'Add an individual to a matter or a charity',
        description: `The individual body with matterID (or the all-zero id / none and organisationID of a charity) and individualType. The server refuses a missing type or names and every given value that is malformed (title, UK landline and mobile, NINO, passport, driving licence, travel visa, sort code, account number, e-mail, date, gender, lengths), listing each field; dateOfDeath (YYYY-MM-DD, not in the future, not before dob) only for the Deceased type; the form's other required fields (02 §5) the user may leave empty with "Create individual anyway". bankAccountVerified is computed by UK modulus checking. ${SENSITIVE_NOTE}`,
        body: ZIndividualInput,
        response: { 201: ZIndividual },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const meta = { ip: request.ip };
      // The answer's clear values are audited in the transaction of the change (issue 13).
      const answer = await database.db.transaction(async (tx) => {
        const id = await createIndividual(tx, actor, request.body, deps, meta);
        return answerIndividual(tx, actor, id, deps, meta);
      });
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/Individuals',
    {
      schema: {
        tags,
        summary: 'Save an individual',
        description: `The individual body with individualID. A field left out keeps its value. dateOfDeath only for the Deceased type (else 400; a type changed away from Deceased drops it), not in the future, not before the date of birth (the stored one when left out). An Individual saves only their own data (My Data) and cannot change individualType (403). ${SENSITIVE_NOTE}`,
        body: ZIndividualInput,
        response: { 200: ZIndividual },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const meta = { ip: request.ip };
      return database.db.transaction(async (tx) => {
        await updateIndividual(tx, actor, request.body, deps, meta);
        return answerIndividual(tx, actor, request.body.individualID!, deps, meta);
      });
    },
  );

  app.delete(
    '/Individuals/:contextId/:individualId',
    {
      schema: {
        tags,
        summary: 'Remove an individual from a matter or a charity',
        description:
          'By the matter id, or for a charity individual the organisation id (or the all-zero id). Its checks go with it.',
        params: z.object({ contextId: zUuid, individualId: zUuid }),
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { contextId, individualId } = request.params;
      await database.db.transaction((tx) =>
        deleteIndividual(tx, actor, { contextID: contextId, individualID: individualId }, { ip: request.ip }),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/User/Invite',
    {
      schema: {
        tags,
        summary: 'Invite an individual by e-mail',
        description:
          'Body: firstName, surname, email, roles (only Individual), organisationID, matterID (or the all-zero id with a charity organisationID), individualTypeID. Creates the individual and a user with the role Individual in the clients organisation (no password), links them and sends the invitation e-mail (trigger UserInvitation). The person is registered (isRegistered) once they set their password through the link. An existing client account is linked instead.',
        body: ZInviteInput,
        response: { 201: ZIndividual },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const meta = { ip: request.ip };
      const answer = await database.db.transaction(async (tx) => {
        const id = await inviteIndividual(tx, actor, request.body, deps, meta);
        return answerIndividual(tx, actor, id, deps, meta);
      });
      return reply.status(201).send(answer);
    },
  );
};
