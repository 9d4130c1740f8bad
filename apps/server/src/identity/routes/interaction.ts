import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type InteractionResults } from 'oidc-provider';
import { FORM_BODY_LIMIT, formRouteConfig, type IdentityContext, PUBLIC, sendPage } from '../context.js';
import { formField } from '../forms.js';
import { renderSignIn, renderSignInExpired } from '../pages/sign-in.js';
import { findUserByID } from '../accounts.js';
import { attemptSignIn, SIGN_IN_TEXTS } from '../sign-in.js';
import { showPendingStep } from './second-step.js';
import { afterPassword, finishInteraction, pendingSignIn } from './sign-in-flow.js';

import type { Interaction } from './sign-in-flow.js';

interface UidParams {
  uid: string;
}

/**
 * The sign-in step of the authorization flow: oidc-provider sends the browser here with an
 * interaction cookie; on success we hand the account back to it and it finishes the code flow.
 */
export async function interactionRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { provider, config, database, guard } = ctx;
  const publicUrl = config.publicUrl;

  async function load(request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply) {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return undefined;
      throw err;
    }
  }

  const finish = (reply: FastifyReply, request: FastifyRequest, result: InteractionResults, merge: boolean) =>
    finishInteraction(ctx, request, reply, result, merge);

  /** spec/README: Probity's web app is first-party, so a consent prompt is answered for the user. */
  async function grantConsent(request: FastifyRequest, reply: FastifyReply, interaction: Interaction) {
    const accountId = interaction.session?.accountId;
    const clientId = String(interaction.params.client_id ?? '');
    if (!accountId || clientId !== config.OIDC_CLIENT_ID) {
      return sendPage(reply, renderSignInExpired(publicUrl), 400);
    }
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope?.length) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims?.length) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    return finish(reply, request, { consent: { grantId } }, true);
  }

  function page(
    request: FastifyRequest<{ Params: UidParams }>,
    reply: FastifyReply,
    emailAddress?: string,
    error?: string,
  ) {
    return sendPage(
      reply,
      renderSignIn({
        publicUrl,
        action: `${publicUrl}/identity/interaction/${encodeURIComponent(request.params.uid)}`,
        csrf: guard.token(request, reply),
        emailAddress,
        error,
      }),
    );
  }

  app.get<{ Params: UidParams }>('/identity/interaction/:uid', { config: PUBLIC }, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return sendPage(reply, renderSignInExpired(publicUrl), 400);
    if (interaction.prompt.name === 'consent') return grantConsent(request, reply, interaction);
    const pending = pendingSignIn(interaction);
    if (pending) return showPendingStep(ctx, request, reply, pending);
    const hint = interaction.params.login_hint;
    return page(request, reply, typeof hint === 'string' ? hint : undefined);
  });

  app.post<{ Params: UidParams }>(
    '/identity/interaction/:uid',
    { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const interaction = await load(request, reply);
      if (!interaction) return sendPage(reply, renderSignInExpired(publicUrl), 400);
      if (interaction.prompt.name === 'consent') return grantConsent(request, reply, interaction);

      const emailAddress = formField(request.body, 'emailAddress').trim();
      const password = formField(request.body, 'password');
      if (!guard.check(request, formField(request.body, 'csrf'))) {
        return page(request, reply, emailAddress, 'This page had expired. Please enter your details again.');
      }
      if (!emailAddress || !password) {
        return page(request, reply, emailAddress, 'Enter your e-mail address and password.');
      }
      const result = await attemptSignIn(database.db, { emailAddress, password, ip: request.ip }, ctx.signIn);
      if (!result.ok) return page(request, reply, emailAddress, result.message);
      // Issue 13: a second factor (or setting one up) before anything is issued.
      const found = await findUserByID(database.db, result.user.userID);
      if (!found) return page(request, reply, emailAddress, SIGN_IN_TEXTS.wrongCredentials);
      const pending = await afterPassword(ctx, request, reply, found);
      if (pending) return showPendingStep(ctx, request, reply, pending);
    },
  );
}
