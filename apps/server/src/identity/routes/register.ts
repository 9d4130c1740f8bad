import { CLIENTS_ORGANISATION_ID } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/audit.js';
import type { Database } from '../../db/client.js';
import { findUserByEmail, insertClientUser } from '../accounts.js';
import { FORM_BODY_LIMIT, formRouteConfig, type IdentityContext, PUBLIC, sendPage } from '../context.js';
import { formField } from '../forms.js';
import type { FieldErrors } from '../pages/layout.js';
import { renderRegister, renderRegistered } from '../pages/register.js';
import { passwordChecker } from '../password-strength.js';
import { hashPassword } from '../passwords.js';
import {
  checkNewPassword,
  hasErrors,
  isUniqueViolation,
  type ProfileForm,
  parseProfile,
} from '../validation.js';

export const EMAIL_TAKEN =
  'An account with this e-mail address already exists. Sign in, or reset your password.';
export const FORM_EXPIRED = 'This page had expired. Please check your details and send the form again.';

/**
 * spec/README Sign-in: people register themselves as clients (role Individual) in the clients'
 * organisation; firm and charity staff are invited by their administrators instead.
 */
export async function registerIndividual(
  database: Database,
  input: ProfileForm & { password: string; ip?: string },
): Promise<{ userID: string } | { emailTaken: true }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await database.db.transaction(async (tx) => {
      const created = await insertClientUser(tx, {
        firstName: input.firstName,
        surname: input.surname,
        emailAddress: input.emailAddress.trim(),
        passwordHash,
      });
      await recordAudit(tx, {
        action: 'identity.registered',
        actorUserID: created.userID,
        organisationID: CLIENTS_ORGANISATION_ID,
        objectType: 'user',
        objectID: created.userID,
        ip: input.ip,
      });
      return { userID: created.userID };
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { emailTaken: true };
    throw err;
  }
}

export async function registerRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { config, database, guard } = ctx;
  const publicUrl = config.publicUrl;

  app.get('/identity/register', { config: PUBLIC }, async (request, reply) =>
    sendPage(reply, renderRegister({ publicUrl, csrf: guard.token(request, reply) })),
  );

  app.post(
    '/identity/register',
    { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const values = {
        firstName: formField(request.body, 'firstName'),
        surname: formField(request.body, 'surname'),
        emailAddress: formField(request.body, 'emailAddress'),
      };
      const again = (errors: FieldErrors, formError?: string, status = 400) =>
        sendPage(
          reply,
          renderRegister({ publicUrl, csrf: guard.token(request, reply), values, errors, formError }),
          status,
        );

      if (!guard.check(request, formField(request.body, 'csrf'))) return again({}, FORM_EXPIRED, 403);
      const { data, errors } = parseProfile(values);
      const password = formField(request.body, 'password');
      const passwordErrors = await checkNewPassword(
        passwordChecker(config),
        password,
        formField(request.body, 'confirmPassword'),
        { emailAddress: values.emailAddress, names: [values.firstName, values.surname] },
        request.log,
      );
      const allErrors: FieldErrors = { ...errors, ...passwordErrors };
      if (!data || hasErrors(allErrors)) return again(allErrors);
      if (await findUserByEmail(database.db, data.emailAddress))
        return again({ emailAddress: [EMAIL_TAKEN] });

      const result = await registerIndividual(database, { ...data, password, ip: request.ip });
      if ('emailTaken' in result) return again({ emailAddress: [EMAIL_TAKEN] });
      return sendPage(reply, renderRegistered(publicUrl));
    },
  );
}
