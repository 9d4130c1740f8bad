import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import { recordAudit } from '../../audit/audit.js';
import { users } from '../../db/schema/index.js';
import { ACCESS_BLOCK_TEXTS, accessBlock, findUserByID } from '../accounts.js';
import { FORM_BODY_LIMIT, formRouteConfig, type IdentityContext, sendPage } from '../context.js';
import { formField } from '../forms.js';
import { PASSKEY_TEXTS } from '../pages/passkeys.js';
import { renderSignIn, renderSignInExpired } from '../pages/sign-in.js';
import { authenticationOptions, verifyPasskey } from '../passkeys.js';
import { FORM_EXPIRED } from './register.js';
import { finishSignIn } from './sign-in-flow.js';
import { sendProblem } from '../../lib/problem.js';

interface UidParams {
  uid: string;
}

/**
 * "Use a passkey" on the sign-in page: a discoverable credential with user verification
 * signs in without a password and finishes the oidc interaction like the password does.
 */
export async function passkeySignInRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { provider, config, database, guard } = ctx;
  const { db } = database;
  const publicUrl = config.publicUrl;

  /** The interaction of the browser's cookie, if it is this page's and waits for a login. */
  async function load(request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply) {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid && interaction.prompt.name === 'login'
        ? interaction
        : undefined;
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return undefined;
      throw err;
    }
  }

  function signInPage(
    request: FastifyRequest<{ Params: UidParams }>,
    reply: FastifyReply,
    error: string,
    status = 400,
  ) {
    const action = `${publicUrl}/identity/interaction/${encodeURIComponent(request.params.uid)}`;
    return sendPage(
      reply,
      renderSignIn({ publicUrl, action, csrf: guard.token(request, reply), error }),
      status,
    );
  }

  const uidPath = '/identity/interaction/:uid/passkey';
  const routeOptions = { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT };

  // Called by identity.js before navigator.credentials.get; JSON in and out.
  app.post<{ Params: UidParams }>(`${uidPath}/options`, routeOptions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const interaction = await load(request, reply);
    if (!interaction) return sendProblem(request, reply, 400, { detail: 'Your sign-in page has expired.' });
    if (!guard.check(request, formField(request.body, 'csrf')))
      return sendProblem(request, reply, 403, { detail: FORM_EXPIRED });
    return authenticationOptions(db, config, { purpose: 'sign_in', interactionUid: interaction.uid });
  });

  app.post<{ Params: UidParams }>(uidPath, routeOptions, async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return sendPage(reply, renderSignInExpired(publicUrl), 400);
    if (!guard.check(request, formField(request.body, 'csrf')))
      return signInPage(request, reply, 'This page had expired. Please try again.', 403);
    const response = formField(request.body, 'response');
    if (!response) return signInPage(request, reply, PASSKEY_TEXTS.noScript);

    const result = await verifyPasskey(
      db,
      config,
      { purpose: 'sign_in', interactionUid: interaction.uid },
      response,
    );
    const owner = result.passkey ? await findUserByID(db, result.passkey.userID) : undefined;
    const fail = async (reason: string, message: string) => {
      await recordAudit(db, {
        action: 'identity.sign_in_failed',
        actorUserID: owner?.user.userID ?? null,
        organisationID: owner?.user.organisationID ?? null,
        objectType: 'user',
        objectID: owner?.user.userID,
        ip: request.ip,
        details: { method: 'passkey', reason },
      });
      return signInPage(request, reply, message);
    };
    if (!result.ok || !owner)
      return fail(result.ok ? 'unknown_credential' : `passkey_${result.reason}`, PASSKEY_TEXTS.signInFailed);
    // The same account checks as the password, with the same words.
    const block = accessBlock(owner);
    if (block) return fail(block, ACCESS_BLOCK_TEXTS[block]);

    const { user } = owner;
    await db.update(users).set({ lastLogin: sql`now()` }).where(eq(users.userID, user.userID));
    await recordAudit(db, {
      action: 'identity.sign_in',
      actorUserID: user.userID,
      organisationID: user.organisationID,
      objectType: 'user',
      objectID: user.userID,
      ip: request.ip,
      details: { method: 'passkey', amr: [result.amr] },
    });
    return finishSignIn(ctx, request, reply, { accountId: user.userID, amr: [result.amr] });
  });
}
