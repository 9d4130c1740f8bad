import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';
import { accessBlock, findUserByID, type UserRow } from '../accounts.js';
import { FORM_BODY_LIMIT, formRouteConfig, type IdentityContext, sendPage } from '../context.js';
import { recordAccountAudit } from '../account-audit.js';
import { formField } from '../forms.js';
import {
  renderSecondStep,
  renderSignInEnrol,
  renderSignInRecoveryCodes,
  type SecondStepTarget,
} from '../pages/second-factor.js';
import { renderSignInExpired } from '../pages/sign-in.js';
import { secondFactorsOf } from '../second-factor.js';
import { FAILURE_DELAY_MAX_MS, FAILURE_DELAY_STEP_MS, SIGN_IN_TEXTS } from '../sign-in.js';
import { clearPairFailures, lockedMinutes, recordSignInFailure, throttleKeys } from '../throttle.js';
import {
  hasConfirmedTotp,
  readTotp,
  regenerateRecoveryCodes,
  startTotpEnrolment,
  totpUri,
  useRecoveryCode,
  useTotpCode,
} from '../totp.js';
import {
  finishSignIn,
  type Interaction,
  type PendingSignIn,
  pendingSignIn,
  savePendingSignIn,
} from './sign-in-flow.js';

export const SECOND_STEP_TEXTS = {
  wrongCode: 'That code is not right, or it has already been used. Try the next code your app shows.',
  enterCode: 'Enter the code from your authenticator app, or a recovery code.',
  wrongSetupCode: 'That code is not right. Check the key in your app and enter the code it shows now.',
} as const;

interface UidParams {
  uid: string;
}

/**
 * The second step of sign-in (issue 13), inside the same interaction as the password: the code of
 * an authenticator app or a recovery code; or, for a user who must use a second factor and has
 * none, setting one up. Wrong codes count towards the sign-in lock like wrong passwords.
 */
export async function secondStepRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { provider, config, database, guard } = ctx;
  const publicUrl = config.publicUrl;
  const db = database.db;
  const step = ctx.signIn.failureDelayStepMs ?? FAILURE_DELAY_STEP_MS;

  /** The interaction of the URL and its pending sign-in, if the user may still go on. */
  async function load(request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply) {
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(request.raw, reply.raw);
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return undefined;
      throw err;
    }
    if (interaction.uid !== request.params.uid) return undefined;
    const pending = pendingSignIn(interaction);
    if (!pending) return undefined;
    const found = await findUserByID(db, pending.accountId);
    if (!found || accessBlock(found)) return undefined;
    return { interaction, pending, user: found.user };
  }

  const target = (request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply): SecondStepTarget => ({
    publicUrl,
    uid: request.params.uid,
    csrf: guard.token(request, reply),
  });

  const audit = (request: FastifyRequest, user: UserRow, action: string, details?: Record<string, unknown>) =>
    recordAccountAudit(db, request, user, action, details);

  app.post<{ Params: UidParams }>(
    '/identity/interaction/:uid/second-factor',
    { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const loaded = await load(request, reply);
      if (loaded?.pending.step !== 'verify') return sendPage(reply, renderSignInExpired(publicUrl), 400);
      const { pending, user } = loaded;
      const again = (error: string, status = 200) =>
        sendPage(reply, renderSecondStep({ ...target(request, reply), error }), status);
      if (!guard.check(request, formField(request.body, 'csrf'))) {
        return again('This page had expired. Please enter your code again.', 403);
      }
      const code = formField(request.body, 'code').trim();
      if (!code) return again(SECOND_STEP_TEXTS.enterCode);
      // The lock of wrong passwords (this e-mail address from this network address) holds here too.
      const keys = throttleKeys(user.emailAddress, request.ip);
      const lockedFor = await lockedMinutes(db, keys);
      if (lockedFor > 0) {
        await audit(request, user, 'identity.second_factor_failed', { reason: 'throttled' });
        return again(SIGN_IN_TEXTS.tooManyAttempts(lockedFor));
      }
      let method: 'totp' | 'recovery_code' | undefined;
      if (await useTotpCode(db, config, user.userID, code)) method = 'totp';
      else if (await useRecoveryCode(db, config, user.userID, code)) method = 'recovery_code';
      if (!method) {
        const counted = await recordSignInFailure(db, keys, ctx.signIn.limits);
        await sleep(Math.min(step * counted.failures, FAILURE_DELAY_MAX_MS));
        await audit(request, user, 'identity.second_factor_failed', {
          reason: 'wrong_code',
          failures: counted.failures,
        });
        const nowLocked = counted.lockedMinutes;
        return again(nowLocked > 0 ? SIGN_IN_TEXTS.tooManyAttempts(nowLocked) : SECOND_STEP_TEXTS.wrongCode);
      }
      await clearPairFailures(db, keys);
      await audit(request, user, 'identity.second_factor_verified', { method });
      return finishSignIn(ctx, request, reply, { accountId: pending.accountId, amr: ['pwd', 'otp'] });
    },
  );

  app.post<{ Params: UidParams }>(
    '/identity/interaction/:uid/enrol',
    { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const loaded = await load(request, reply);
      if (loaded?.pending.step !== 'enrol') return sendPage(reply, renderSignInExpired(publicUrl), 400);
      const { pending, user } = loaded;
      if (!guard.check(request, formField(request.body, 'csrf'))) {
        return showPendingStep(ctx, request, reply, pending, 'This page had expired. Please try again.');
      }
      const code = formField(request.body, 'code');
      if (!(await useTotpCode(db, config, user.userID, code, { pending: true }))) {
        await audit(request, user, 'identity.second_factor_failed', { reason: 'wrong_setup_code' });
        return showPendingStep(ctx, request, reply, pending, SECOND_STEP_TEXTS.wrongSetupCode);
      }
      const codes = await regenerateRecoveryCodes(db, config, user.userID);
      await audit(request, user, 'identity.second_factor_enrolled', { method: 'totp', duringSignIn: true });
      await savePendingSignIn(ctx, request, reply, { ...pending, step: 'enrolled' });
      return sendPage(reply, renderSignInRecoveryCodes({ ...target(request, reply), codes }));
    },
  );

  app.post<{ Params: UidParams }>(
    '/identity/interaction/:uid/continue',
    { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const loaded = await load(request, reply);
      if (loaded?.pending.step !== 'enrolled') return sendPage(reply, renderSignInExpired(publicUrl), 400);
      if (!guard.check(request, formField(request.body, 'csrf'))) {
        return showPendingStep(ctx, request, reply, loaded.pending);
      }
      // The authenticator was confirmed with a code in this interaction: that was the second factor.
      if (!(await hasConfirmedTotp(db, loaded.user.userID)))
        return sendPage(reply, renderSignInExpired(publicUrl), 400);
      return finishSignIn(ctx, request, reply, { accountId: loaded.pending.accountId, amr: ['pwd', 'otp'] });
    },
  );
}

/** The page of a pending sign-in's step (after the password, or when the page is loaded again). */
export async function showPendingStep(
  ctx: IdentityContext,
  request: FastifyRequest<{ Params: UidParams }>,
  reply: FastifyReply,
  pending: PendingSignIn,
  error?: string,
): Promise<FastifyReply> {
  const { config, database, guard } = ctx;
  const t: SecondStepTarget = {
    publicUrl: config.publicUrl,
    uid: request.params.uid,
    csrf: guard.token(request, reply),
  };
  if (pending.step === 'verify') {
    const kinds = await secondFactorsOf(database.db, pending.accountId);
    return sendPage(
      reply,
      renderSecondStep({ ...t, error, hasTotp: kinds.includes('totp'), factors: kinds }),
    );
  }
  if (pending.step === 'enrolled') return sendPage(reply, renderSignInRecoveryCodes(t));
  const found = await findUserByID(database.db, pending.accountId);
  if (!found || accessBlock(found)) return sendPage(reply, renderSignInExpired(config.publicUrl), 400);
  const existing = await readTotp(database.db, config, pending.accountId);
  if (existing?.confirmed) return sendPage(reply, renderSecondStep({ ...t, error }));
  const secret =
    existing && !existing.confirmed
      ? existing.secret
      : await startTotpEnrolment(database.db, config, pending.accountId);
  return sendPage(
    reply,
    renderSignInEnrol({ ...t, secret, uri: totpUri(secret, found.user.emailAddress), error }),
  );
}
