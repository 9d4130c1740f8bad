import { ZPasswordForm, ZUser, ZUserCreateInput, zUuid } from '@probity/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasAcceptedLatestTerms, requireActor } from '../../access/plugin.js';
import {
  changeAdministratorPassword,
  createUser,
  deleteUser,
  resetUserSecondFactor,
  sendUserPasswordReset,
} from './user-accounts.service.js';
import { presentUser } from './users.presenter.js';

const tags = ['Users'];
const ZId = z.object({ id: zUuid });

/** spec 01 §7 Users: create (with the invitation e-mail), delete, reset and change password. */
export const userAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  const externalIdentity = () => app.identity.kind === 'external';

  app.post(
    '/User',
    {
      schema: {
        tags,
        summary: 'Add a user and send their invitation e-mail',
        description:
          "The user form (firstName, surname, emailAddress, roles) plus organisationID when an administrator adds a member to a company; otherwise the caller's organisation. Roles must be the organisation type's. Rights as the Team page (law firm: Matter Admin; charity: Legacy Manager; Administrators: any company). The user has no password until they follow the invitation link (valid 7 days, works once).",
        body: ZUserCreateInput,
        response: { 201: ZUser },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { user, organisation } = await database.db.transaction((tx) =>
        createUser(tx, actor, config, request.body, { ip: request.ip }),
      );
      const accepted = await hasAcceptedLatestTerms(database, user.userID, user.roles);
      return reply.status(201).send(presentUser(user, organisation, { acceptedLatestTerms: accepted }));
    },
  );

  app.delete(
    '/User/:id',
    {
      schema: {
        tags,
        summary: 'Permanently remove a user',
        description:
          "Team managers and administrators remove other users. Nobody removes themselves (403), except an administrator ('Delete my account' on their own detail page); the last active administrator cannot be removed (400). The user's sessions end at once; the audit trail keeps who they were.",
        params: ZId,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const user = await database.db.transaction((tx) =>
        deleteUser(tx, actor, request.params.id, { ip: request.ip }),
      );
      await app.identity.revokeUser(user.userID);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/User/ResetPassword/:id',
    {
      schema: {
        tags,
        summary: 'E-mail a user a password reset link',
        description: 'For whoever may edit the user. The link is valid for 1 hour and works once.',
        params: ZId,
        response: { 204: z.null().describe('The e-mail is in the outbox') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await database.db.transaction((tx) =>
        sendUserPasswordReset(
          tx,
          actor,
          config,
          { userID: request.params.id, externalIdentity: externalIdentity() },
          { ip: request.ip },
        ),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/User/ResetSecondFactor/:id',
    {
      schema: {
        tags,
        summary: "Reset a user's second factor",
        description:
          "For whoever may edit the user (the company's Matter Admin or Legacy Manager; Administrators for anyone). Removes the user's authenticator app, passkeys and recovery codes, ends their sessions, records identity.second_factor_reset and e-mails them (trigger SecondFactorReset). A user who must use a second factor sets one up again at their next sign-in. Answers 204 also when they had none.",
        params: ZId,
        response: { 204: z.null().describe('Reset; the e-mail is in the outbox') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const user = await database.db.transaction((tx) =>
        resetUserSecondFactor(tx, actor, config, request.params.id, { ip: request.ip }),
      );
      await app.identity.revokeUser(user.userID);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/User/ChangePassword/:id',
    {
      schema: {
        tags,
        summary: "Set an administrator's password (Settings → Administrators detail)",
        description:
          'Body: the password form (password, confirmPassword). Administrators only, for administrators (their own included). Another administrator is signed out and signs in with the new password.',
        params: ZId,
        body: ZPasswordForm,
        response: { 204: z.null().describe('Changed') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { revokeSessions } = await database.db.transaction((tx) =>
        changeAdministratorPassword(
          tx,
          actor,
          {
            userID: request.params.id,
            password: request.body.password,
            externalIdentity: externalIdentity(),
          },
          { ip: request.ip },
        ),
      );
      if (revokeSessions) await app.identity.revokeUser(request.params.id.toLowerCase());
      return reply.status(204).send(null);
    },
  );
};
