import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import { users } from '../../db/schema/index.js';
import { accessBlock, findUserByID } from '../accounts.js';
import { FORM_BODY_LIMIT, formRouteConfig, type IdentityContext, sendPage } from '../context.js';
import { recordAccountAudit } from '../account-audit.js';
import { formField } from '../forms.js';
import { PASSKEY_TEXTS } from '../pages/passkeys.js';
import { renderSignInExpired } from '../pages/sign-in.js';
import { authenticationOptions, verifyPasskey } from '../passkeys.js';
import { FORM_EXPIRED } from './register.js';
import { showPendingStep } from './second-step.js';
import { finishSignIn, pendingSignIn } from './sign-in-flow.js';
import { sendProblem } from '../../lib/problem.js';

interface UidParams {
  uid: string;
}

export const PASSKEY_SECOND_STEP_FAILED =
  'We could not confirm it is you with that passkey. Please try again.';

/**
 * "Use a passkey" on the second-step page (after the right password): only the signed-in user's
 * own passkeys are offered and accepted; the login ends with amr ['pwd', 'hwk' | 'swk'].
 */
export async function passkeySecondStepRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { provider, config, database, guard } = ctx;
  const { db } = database;
  const path = '/identity/interaction/:uid/second-factor/passkey';
  const routeOptions = { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT };

  /** The interaction of this page, waiting for the second factor of a user who still has access. */
  async function load(request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply) {
    let interaction: Awaited<ReturnType<typeof provider.interactionDetails>>;
    try {
      interaction = await provider.interactionDetails(request.raw, reply.raw);
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return undefined;
      throw err;
    }
    const pending = interaction.uid === request.params.uid ? pendingSignIn(interaction) : undefined;
    if (pending?.step !== 'verify') return undefined;
    const found = await findUserByID(db, pending.accountId);
    if (!found || accessBlock(found)) return undefined;
    return { interaction, pending, user: found.user };
  }

  app.post<{ Params: UidParams }>(`${path}/options`, routeOptions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const loaded = await load(request, reply);
    if (!loaded) return sendProblem(request, reply, 400, { detail: 'Your sign-in page has expired.' });
    if (!guard.check(request, formField(request.body, 'csrf')))
      return sendProblem(request, reply, 403, { detail: FORM_EXPIRED });
    return authenticationOptions(db, config, {
      purpose: 'second_factor',
      interactionUid: loaded.interaction.uid,
      userID: loaded.user.userID,
    });
  });

  app.post<{ Params: UidParams }>(path, routeOptions, async (request, reply) => {
    const loaded = await load(request, reply);
    if (!loaded) return sendPage(reply, renderSignInExpired(config.publicUrl), 400);
    const { interaction, pending, user } = loaded;
    if (!guard.check(request, formField(request.body, 'csrf')))
      return showPendingStep(ctx, request, reply, pending, 'This page had expired. Please try again.');
    const response = formField(request.body, 'response');
    if (!response) return showPendingStep(ctx, request, reply, pending, PASSKEY_TEXTS.noScript);

    const audit = (action: string, details: Record<string, unknown>) =>
      recordAccountAudit(db, request, user, action, details);
    const result = await verifyPasskey(
      db,
      config,
      { purpose: 'second_factor', interactionUid: interaction.uid, userID: user.userID },
      response,
    );
    if (!result.ok) {
      await audit('identity.second_factor_failed', { method: 'passkey', reason: `passkey_${result.reason}` });
      return showPendingStep(ctx, request, reply, pending, PASSKEY_SECOND_STEP_FAILED);
    }
    await db
      .update(users)
      .set({ failedSignIns: 0, signInLockedUntil: null })
      .where(eq(users.userID, user.userID));
    await audit('identity.second_factor_verified', { method: 'passkey', amr: ['pwd', result.amr] });
    return finishSignIn(ctx, request, reply, { accountId: user.userID, amr: ['pwd', result.amr] });
  });
}
