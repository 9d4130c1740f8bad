import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessBlock, findUserByID, type UserWithOrganisation } from '../accounts.js';
import { FORM_BODY_LIMIT, formRouteConfig, type IdentityContext, PUBLIC, sendPage } from '../context.js';
import { recordAccountAudit } from '../account-audit.js';
import { formField } from '../forms.js';
import type { FieldErrors } from '../pages/layout.js';
import { renderSignInFirst } from '../pages/account.js';
import { renderSecurity, type SecurityView } from '../pages/security.js';
import { verifyPassword } from '../passwords.js';
import { mustUseSecondFactor } from '../second-factor.js';
import {
  readTotp,
  regenerateRecoveryCodes,
  removeTotp,
  startTotpEnrolment,
  totpUri,
  unusedRecoveryCodeCount,
  useTotpCode,
} from '../totp.js';
import { FORM_EXPIRED } from './register.js';

const PATH = '/identity/account/security';
const WRONG_PASSWORD = 'The current password is incorrect.';
const WRONG_CODE = 'That code is not right. Check the key in your app and enter the code it shows now.';

/**
 * The account's security page (issue 13): set up an authenticator app (key and otpauth:// link,
 * confirmed with a code), make new recovery codes and remove the app (both need the password).
 */
export async function securityRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { config, database, guard, provider } = ctx;
  const publicUrl = config.publicUrl;
  const db = database.db;

  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<UserWithOrganisation | undefined> {
    const koa = provider.app.createContext(request.raw, reply.raw);
    const session = await provider.Session.get(koa);
    if (!session.accountId) return undefined;
    const found = await findUserByID(db, session.accountId);
    return found && !accessBlock(found) ? found : undefined;
  }

  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    found: UserWithOrganisation,
    extra: Pick<SecurityView, 'codes' | 'errors' | 'success' | 'formError'> & { status?: number } = {},
  ) {
    const { user, organisation } = found;
    const stored = await readTotp(db, config, user.userID);
    const totp: SecurityView['totp'] = !stored
      ? { state: 'none' }
      : stored.confirmed
        ? { state: 'active' }
        : { state: 'setup', secret: stored.secret, uri: totpUri(stored.secret, user.emailAddress) };
    return sendPage(
      reply,
      renderSecurity({
        publicUrl,
        csrf: guard.token(request, reply),
        emailAddress: user.emailAddress,
        totp,
        recoveryCodesLeft: await unusedRecoveryCodeCount(db, user.userID),
        required: mustUseSecondFactor(user, organisation),
        ...extra,
      }),
      extra.status ?? 200,
    );
  }

  app.get(PATH, { config: PUBLIC }, async (request, reply) => {
    const found = await signedIn(request, reply);
    if (!found) return sendPage(reply, renderSignInFirst(publicUrl), 401);
    return page(request, reply, found);
  });

  app.post(PATH, { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    const found = await signedIn(request, reply);
    if (!found) return sendPage(reply, renderSignInFirst(publicUrl), 401);
    if (!guard.check(request, formField(request.body, 'csrf'))) {
      return page(request, reply, found, { formError: FORM_EXPIRED, status: 403 });
    }
    const { user } = found;
    const audit = (action: string, details?: Record<string, unknown>) =>
      recordAccountAudit(db, request, user, action, details);
    const form = formField(request.body, 'form');

    if (form === 'start') {
      const stored = await readTotp(db, config, user.userID);
      if (!stored?.confirmed) await startTotpEnrolment(db, config, user.userID);
      return page(request, reply, found);
    }
    if (form === 'confirm') {
      if (
        !(await useTotpCode(db, config, user.userID, formField(request.body, 'confirm-code'), {
          pending: true,
        }))
      ) {
        await audit('identity.second_factor_failed', { reason: 'wrong_setup_code' });
        return page(request, reply, found, { errors: { 'confirm-code': [WRONG_CODE] }, status: 400 });
      }
      const codes = await regenerateRecoveryCodes(db, config, user.userID);
      await audit('identity.second_factor_enrolled', { method: 'totp' });
      return page(request, reply, found, { codes, success: 'Your authenticator app is set up.' });
    }
    if (form === 'regenerate' || form === 'remove') {
      const field = `${form}-password`;
      const password = formField(request.body, field);
      const errors: FieldErrors = {};
      if (!password) errors[field] = ['Required'];
      else if (!(await verifyPassword(user.passwordHash, password))) errors[field] = [WRONG_PASSWORD];
      if (errors[field]) return page(request, reply, found, { errors, status: 400 });
      if (form === 'regenerate') {
        const stored = await readTotp(db, config, user.userID);
        if (!stored?.confirmed) return page(request, reply, found);
        const codes = await regenerateRecoveryCodes(db, config, user.userID);
        await audit('identity.second_factor_recovery_codes_renewed');
        return page(request, reply, found, { codes, success: 'Your new recovery codes are ready.' });
      }
      if (await removeTotp(db, user.userID))
        await audit('identity.second_factor_removed', { method: 'totp' });
      return page(request, reply, found, { success: 'Your authenticator app has been removed.' });
    }
    return page(request, reply, found, { formError: 'The request could not be read.', status: 400 });
  });
}
