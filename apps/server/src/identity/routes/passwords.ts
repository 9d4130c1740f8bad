import { EMAIL_MAX, requiredEmail } from '@probity/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit/audit.js';
import { users } from '../../db/schema/index.js';
import { requestPasswordReset } from '../account-mails.js';
import { findUserByID } from '../accounts.js';
import { FORM_BODY_LIMIT, formRouteConfig, type IdentityContext, PUBLIC, sendPage } from '../context.js';
import { formField } from '../forms.js';
import type { FieldErrors } from '../pages/layout.js';
import {
  renderForgotPassword,
  renderForgotSent,
  renderLinkInvalid,
  renderPasswordSet,
  renderSetPassword,
  type SetPasswordMode,
} from '../pages/passwords.js';
import { passwordChecker } from '../password-strength.js';
import { hashPassword } from '../passwords.js';
import { endAllSessions } from '../sessions.js';
import { consumeUserToken, findUserToken, revokeUserTokens, type UserTokenPurpose } from '../user-tokens.js';
import { checkNewPassword, hasErrors, issuesToErrors } from '../validation.js';
import { withAnswerFloor } from '../registration.js';
import { FORM_EXPIRED } from './register.js';

const FLOWS: { mode: SetPasswordMode; path: string; purpose: UserTokenPurpose; audit: string }[] = [
  {
    mode: 'reset',
    path: '/identity/reset-password',
    purpose: 'password_reset',
    audit: 'identity.password_reset',
  },
  {
    mode: 'invitation',
    path: '/identity/accept-invitation',
    purpose: 'invitation',
    audit: 'identity.invitation_accepted',
  },
];

/**
 * "Forgot your password?", the reset link it sends, and the invitation link of new users: the
 * last two are one flow (a one-time token, then a new password) with different texts.
 */
export async function passwordRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { config, database, guard } = ctx;
  const publicUrl = config.publicUrl;
  const ZEmail = requiredEmail(EMAIL_MAX);

  app.get('/identity/forgot-password', { config: PUBLIC }, async (request, reply) =>
    sendPage(reply, renderForgotPassword({ publicUrl, csrf: guard.token(request, reply) })),
  );

  app.post(
    '/identity/forgot-password',
    { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const emailAddress = formField(request.body, 'emailAddress');
      const again = (errors: FieldErrors, formError?: string, status = 400) =>
        sendPage(
          reply,
          renderForgotPassword({
            publicUrl,
            csrf: guard.token(request, reply),
            emailAddress,
            errors,
            formError,
          }),
          status,
        );
      if (!guard.check(request, formField(request.body, 'csrf'))) return again({}, FORM_EXPIRED, 403);
      const parsed = ZEmail.safeParse(emailAddress);
      if (!parsed.success) {
        return again(issuesToErrors(parsed.error.issues.map((i) => ({ ...i, path: ['emailAddress'] }))));
      }
      // The same answer after the same time for known and unknown addresses.
      await withAnswerFloor(() =>
        requestPasswordReset(database, config, { emailAddress: parsed.data, ip: request.ip }),
      );
      return sendPage(reply, renderForgotSent(publicUrl));
    },
  );

  for (const flow of FLOWS) {
    const form = async (
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      extra: { errors?: FieldErrors; formError?: string; status?: number } = {},
    ) => {
      const userID = await findUserToken(database.db, token, flow.purpose);
      const found = userID ? await findUserByID(database.db, userID) : undefined;
      if (!found) return sendPage(reply, renderLinkInvalid(publicUrl, flow.mode), 410);
      return sendPage(
        reply,
        renderSetPassword({
          publicUrl,
          csrf: guard.token(request, reply),
          mode: flow.mode,
          token,
          emailAddress: found.user.emailAddress,
          errors: extra.errors,
          formError: extra.formError,
        }),
        extra.status ?? 200,
      );
    };

    app.get<{ Querystring: { token?: string } }>(flow.path, { config: PUBLIC }, async (request, reply) =>
      form(request, reply, String(request.query.token ?? '')),
    );

    app.post(
      flow.path,
      { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT },
      async (request, reply) => {
        const token = formField(request.body, 'token');
        if (!guard.check(request, formField(request.body, 'csrf'))) {
          return form(request, reply, token, { formError: FORM_EXPIRED, status: 403 });
        }
        const userID = await findUserToken(database.db, token, flow.purpose);
        const found = userID ? await findUserByID(database.db, userID) : undefined;
        if (!found) return sendPage(reply, renderLinkInvalid(publicUrl, flow.mode), 410);

        const password = formField(request.body, 'password');
        const errors = await checkNewPassword(
          passwordChecker(config),
          password,
          formField(request.body, 'confirmPassword'),
          { emailAddress: found.user.emailAddress, names: [found.user.firstName, found.user.surname] },
          request.log,
        );
        if (hasErrors(errors)) return form(request, reply, token, { errors, status: 400 });

        const passwordHash = await hashPassword(password);
        const done = await database.db.transaction(async (tx) => {
          // The token is used up in the same transaction that sets the password: it works once.
          const consumedFor = await consumeUserToken(tx, token, flow.purpose);
          if (consumedFor !== found.user.userID) return false;
          await tx
            .update(users)
            .set({ passwordHash, failedSignIns: 0, signInLockedUntil: null })
            .where(eq(users.userID, found.user.userID));
          await revokeUserTokens(tx, found.user.userID, flow.purpose);
          await recordAudit(tx, {
            action: flow.audit,
            actorUserID: found.user.userID,
            organisationID: found.user.organisationID,
            objectType: 'user',
            objectID: found.user.userID,
            ip: request.ip,
          });
          return true;
        });
        if (!done) return sendPage(reply, renderLinkInvalid(publicUrl, flow.mode), 410);
        // A new password ends every existing session and token of the account.
        await endAllSessions(ctx, found.user.userID);
        return sendPage(reply, renderPasswordSet(publicUrl, flow.mode));
      },
    );
  }
}
