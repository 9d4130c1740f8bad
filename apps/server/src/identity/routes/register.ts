import type { FastifyInstance } from 'fastify';
import { FORM_BODY_LIMIT, formRouteConfig, type IdentityContext, PUBLIC, sendPage } from '../context.js';
import { formField } from '../forms.js';
import type { FieldErrors } from '../pages/layout.js';
import {
  renderRegister,
  renderRegistered,
  renderRegistrationLinkInvalid,
  renderRegistrationSent,
} from '../pages/register.js';
import { passwordChecker } from '../password-strength.js';
import { confirmRegistration, requestRegistration, withAnswerFloor } from '../registration.js';
import { checkNewPassword, hasErrors, parseProfile } from '../validation.js';

export const EMAIL_TAKEN =
  'An account with this e-mail address already exists. Sign in, or reset your password.';
export const FORM_EXPIRED = 'This page had expired. Please check your details and send the form again.';

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

      // spec/README Sign-in: people register themselves as clients (role Individual); the same
      // page after the same time whether or not the address has an account (registration.ts).
      await withAnswerFloor(() =>
        requestRegistration(database, config, { ...data, password, ip: request.ip }),
      );
      return sendPage(reply, renderRegistrationSent(publicUrl));
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/identity/confirm-registration',
    { config: formRouteConfig(config) },
    async (request, reply) => {
      const result = await confirmRegistration(database, String(request.query.token ?? ''), request.ip);
      if (result === 'invalid') return sendPage(reply, renderRegistrationLinkInvalid(publicUrl), 410);
      return sendPage(reply, renderRegistered(publicUrl));
    },
  );
}
