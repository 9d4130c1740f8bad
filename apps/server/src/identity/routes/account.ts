import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index.js';
import { accessBlock, findUserByEmail, findUserByID, normaliseEmail, type UserRow } from '../accounts.js';
import { FORM_BODY_LIMIT, formRouteConfig, type IdentityContext, PUBLIC, sendPage } from '../context.js';
import { recordAccountAudit } from '../account-audit.js';
import { formField } from '../forms.js';
import type { FieldErrors } from '../pages/layout.js';
import { renderAccount, renderSignedOutEverywhere, renderSignInFirst } from '../pages/account.js';
import { passwordChecker } from '../password-strength.js';
import { listPasskeys } from '../passkeys.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { endAllSessions } from '../sessions.js';
import { checkNewPassword, hasErrors, isUniqueViolation, parseProfile } from '../validation.js';
import { EMAIL_TAKEN, FORM_EXPIRED } from './register.js';

const WRONG_PASSWORD = 'The current password is incorrect.';

/**
 * The account page (spec 01 §2: the web app's "profile" route sends users here): name, e-mail
 * address and password of the user signed in to the identity server.
 */
export async function accountRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { config, database, guard, provider } = ctx;
  const publicUrl = config.publicUrl;

  /** The user of the identity server's session cookie, if they still have access. */
  async function signedInUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | undefined> {
    return (await signedInSession(request, reply))?.user;
  }

  /** The same, with the web app's grant of this session (a password change keeps it). */
  async function signedInSession(request: FastifyRequest, reply: FastifyReply) {
    const koa = provider.app.createContext(request.raw, reply.raw);
    const session = await provider.Session.get(koa);
    if (!session.accountId) return undefined;
    const found = await findUserByID(database.db, session.accountId);
    if (!found || accessBlock(found)) return undefined;
    return { user: found.user, grantID: session.grantIdFor(config.OIDC_CLIENT_ID) };
  }

  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    extra: {
      profile?: { firstName: string; surname: string; emailAddress: string };
      profileErrors?: FieldErrors;
      passwordErrors?: FieldErrors;
      success?: string;
      formError?: string;
      status?: number;
    } = {},
  ) {
    return sendPage(
      reply,
      renderAccount({
        publicUrl,
        csrf: guard.token(request, reply),
        profile: extra.profile ?? {
          firstName: user.firstName,
          surname: user.surname,
          emailAddress: user.emailAddress,
        },
        profileErrors: extra.profileErrors,
        passwordErrors: extra.passwordErrors,
        success: extra.success,
        formError: extra.formError,
        passkeyCount: (await listPasskeys(database.db, user.userID)).length,
      }),
      extra.status ?? 200,
    );
  }

  app.get('/identity/account', { config: PUBLIC }, async (request, reply) => {
    const user = await signedInUser(request, reply);
    if (!user) return sendPage(reply, renderSignInFirst(publicUrl), 401);
    return page(request, reply, user);
  });

  app.post(
    '/identity/account',
    { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const signedIn = await signedInSession(request, reply);
      if (!signedIn) return sendPage(reply, renderSignInFirst(publicUrl), 401);
      const { user } = signedIn;
      if (!guard.check(request, formField(request.body, 'csrf'))) {
        return page(request, reply, user, { formError: FORM_EXPIRED, status: 403 });
      }
      const audit = (action: string, details?: Record<string, unknown>) =>
        recordAccountAudit(database.db, request, user, action, details);

      if (formField(request.body, 'form') === 'sign-out-everywhere') {
        // Every session, grant and refresh token of the account, this one included; sockets too.
        await endAllSessions(ctx, user.userID);
        await audit('identity.signed_out_everywhere');
        return sendPage(reply, renderSignedOutEverywhere(publicUrl));
      }

      if (formField(request.body, 'form') === 'password') {
        const current = formField(request.body, 'pw-currentPassword');
        const password = formField(request.body, 'pw-password');
        const errors: Record<string, string[]> = {
          ...((await checkNewPassword(
            passwordChecker(config),
            password,
            formField(request.body, 'pw-confirmPassword'),
            { emailAddress: user.emailAddress, names: [user.firstName, user.surname] },
            request.log,
          )) as Record<string, string[]>),
        };
        if (!current) errors.currentPassword = ['Required'];
        else if (!(await verifyPassword(user.passwordHash, current)))
          errors.currentPassword = [WRONG_PASSWORD];
        if (hasErrors(errors)) return page(request, reply, user, { passwordErrors: errors, status: 400 });
        await database.db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.userID, user.userID));
        await audit('identity.password_changed');
        // Every other session of the account ends; this browser stays signed in.
        await endAllSessions(ctx, user.userID, signedIn.grantID);
        return page(request, reply, user, {
          success: 'Your password has been changed. You have been signed out everywhere else.',
        });
      }

      const profile = {
        firstName: formField(request.body, 'firstName'),
        surname: formField(request.body, 'surname'),
        emailAddress: formField(request.body, 'emailAddress'),
      };
      const { data, errors } = parseProfile(profile);
      const profileErrors = { ...errors } as Record<string, string[]>;
      const emailChanged = !!data && normaliseEmail(data.emailAddress) !== normaliseEmail(user.emailAddress);
      if (data && emailChanged) {
        // Whoever holds the e-mail address can reset the password: changing it needs the password.
        const current = formField(request.body, 'currentPassword');
        if (!current)
          profileErrors.currentPassword = ['Enter your current password to change your e-mail address.'];
        else if (!(await verifyPassword(user.passwordHash, current)))
          profileErrors.currentPassword = [WRONG_PASSWORD];
        else {
          const other = await findUserByEmail(database.db, data.emailAddress);
          if (other && other.user.userID !== user.userID) profileErrors.emailAddress = [EMAIL_TAKEN];
        }
      }
      if (!data || hasErrors(profileErrors))
        return page(request, reply, user, { profile, profileErrors, status: 400 });
      try {
        await database.db
          .update(users)
          .set({ firstName: data.firstName, surname: data.surname, emailAddress: data.emailAddress.trim() })
          .where(eq(users.userID, user.userID));
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return page(request, reply, user, {
          profile,
          profileErrors: { emailAddress: [EMAIL_TAKEN] },
          status: 400,
        });
      }
      await audit('identity.account_updated', {
        changed: (['firstName', 'surname', 'emailAddress'] as const).filter((k) =>
          k === 'emailAddress' ? emailChanged : data[k] !== user[k],
        ),
      });
      return page(request, reply, { ...user, ...data }, { success: 'Your details have been saved.' });
    },
  );
}
