import {
  VALIDATION,
  ZIntegrationDetailsInput,
  ZOrganisation,
  ZOrganisationCheck,
  zUuid,
} from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../access/plugin.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { listOrganisationChecks } from '../checks/checks.queries.js';
import {
  ORGANISATION_FLAGS,
  type OrganisationFlag,
  saveIntegrationCredentials,
  setOrganisationFlag,
} from './organisation-settings.service.js';
import { holdsEverywhere, maySeeOrganisation } from './organisations.access.js';
import { findOrganisation } from './organisations.queries.js';
import { answerOrganisation } from './organisations.routes.js';

const tags = ['Organisations'];

const zFlag = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(['true', 'false'], { error: VALIDATION.invalidFormat }),
);

const FLAG_TEXTS: Record<OrganisationFlag, string> = {
  Test: 'Test mode on or off (test mode is the inverse of live). In test mode the outside sources of the company (identity checks, charity register, address lookup) are the sandbox ones; `testMode` in the organisation tells the integrations.',
  Locked:
    'Lock or unlock the company. Locking refuses web and API access to the company and all its users at once: their issued tokens stop working and their sessions are ended.',
  Integrated:
    'Integrated on or off. Off leaves web-portal access only: the API accepts only tokens issued to the web client (OIDC_CLIENT_ID); tokens of any other client are API access, refused for a company that is not integrated.',
  RequireSecondFactor:
    "Require a second factor on or off (`requireSecondFactor`, off by default). On: every user of the company must sign in with a second factor (authenticator app or passkey); users without one set it up at their next sign-in, right after the password, and the API refuses their tokens of a sign-in without one (403). The company's own administrators (those who manage its users: Matter Admin, Legacy Manager) may switch it as well as platform administrators; audited as organisation.requiresecondfactor_on/off.",
  IndividualChat:
    "Individual chat on or off (`individualChatEnabled`, on by default). Off disables the chats of the company's matters with their individuals: reading, sending, pinning, deleting and joining their live group answer 403 'Individual chat is disabled for this organisation.' for the firm and the individual alike, a broadcast to individuals answers 403, and matters say `chatEnabled: false`. Messages are kept and come back when it is turned on.",
};

const FLAG_NAMES: Record<OrganisationFlag, string> = {
  Test: 'Test mode',
  Locked: 'Locked',
  Integrated: 'Integrated',
  IndividualChat: 'Individual chat',
  RequireSecondFactor: 'Require a second factor',
};

/** spec 01 §2 company Settings and Checks, §7 PATCH calls: administrators only. */
export const organisationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  for (const flag of ORGANISATION_FLAGS) {
    app.patch(
      `/Organisations/${flag}/:id/:flag`,
      {
        schema: {
          tags,
          summary: `Set the ${FLAG_NAMES[flag]} flag of a company (${flag === 'RequireSecondFactor' ? "Administrators and the company's own" : 'Administrators'})`,
          description: `${FLAG_TEXTS[flag]} Answers the organisation. Not for the platform or the clients (400).`,
          params: z.object({ id: zUuid, flag: zFlag }),
          response: { 200: ZOrganisation },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const { organisation, revokeUserIDs } = await database.db.transaction((tx) =>
          setOrganisationFlag(
            tx,
            actor,
            { organisationID: request.params.id, flag, on: request.params.flag === 'true' },
            { ip: request.ip },
          ),
        );
        for (const userID of revokeUserIDs) await app.identity.revokeUser(userID);
        return answerOrganisation(database.db, actor, organisation);
      },
    );
  }

  app.patch(
    '/Organisations/Credentials',
    {
      schema: {
        tags,
        summary: "Save the identity-check provider's credentials of a company (Administrators)",
        description:
          "The organisation with integrationDetails [{name: 'username' | 'password', value}]. Values are encrypted at rest (AES-256-GCM) and never sent back: the answer shows '********' and hasValue. A value of '********' keeps the stored one, '' removes it; names not given are kept.",
        body: ZIntegrationDetailsInput,
        response: { 200: ZOrganisation },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const organisation = await database.db.transaction((tx) =>
        saveIntegrationCredentials(tx, actor, config, request.body, { ip: request.ip }),
      );
      return answerOrganisation(database.db, actor, organisation);
    },
  );

  app.get(
    '/Checks/Organisation/:id',
    {
      schema: {
        tags: ['Checks'],
        summary: 'The identity checks of a company (Administrators)',
        description:
          'The checks the company asked for, newest first. Rows: checkResultID, individualName, service, resultDate, checkCompleted, passed, score, sanctionMatch, pepMatch, invalidDocs; the report of a check downloads from GET /api/document/item/{checkResultID}.',
        params: z.object({ id: zUuid }),
        response: { 200: z.array(ZOrganisationCheck) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const organisation = await findOrganisation(database.db, request.params.id);
      if (!organisation || !maySeeOrganisation(actor, organisation.organisationID)) throw notFound();
      if (!holdsEverywhere(actor, 'companyChecks.read')) throw forbidden();
      return listOrganisationChecks(database.db, organisation.organisationID);
    },
  );
};
