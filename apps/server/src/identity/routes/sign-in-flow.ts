import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import type { UserWithOrganisation } from '../accounts.js';
import type { IdentityContext } from '../context.js';
import { renderSignInExpired } from '../pages/sign-in.js';
import { acrFor, hasSecondFactor, mustUseSecondFactor } from '../second-factor.js';

/*
 * The steps of a sign-in inside one oidc-provider interaction (issue 13). After the right password
 * the interaction remembers, server-side, "password ok for account X" (its `result`, stored with the
 * interaction in oidc_payloads and bound to the browser by the interaction cookie); nothing is
 * issued until the second step finishes the login with its amr and acr.
 */

export type Interaction = Awaited<ReturnType<IdentityContext['provider']['interactionDetails']>>;

/**
 * 'verify': asks for a code (or another factor); 'enrol': the user must set up an authenticator
 * first; 'enrolled': set up, recovery codes shown, waiting for "Continue".
 */
export type PendingStep = 'verify' | 'enrol' | 'enrolled';

export interface PendingSignIn {
  accountId: string;
  step: PendingStep;
  /** When the password was checked (seconds since epoch). */
  passwordAt: number;
}

const PENDING_KEY = 'probityPendingSignIn';

/** The pending sign-in of an interaction: the password was right for this account. */
export function pendingSignIn(interaction: Interaction): PendingSignIn | undefined {
  if (interaction.prompt.name !== 'login') return undefined;
  const pending = (interaction.result as Record<string, unknown> | undefined)?.[PENDING_KEY] as
    | PendingSignIn
    | undefined;
  return pending && typeof pending.accountId === 'string' ? pending : undefined;
}

/** Stores the pending sign-in in the interaction (replacing any earlier one); nothing is issued. */
export async function savePendingSignIn(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  pending: PendingSignIn,
): Promise<void> {
  await ctx.provider.interactionResult(
    request.raw,
    reply.raw,
    { [PENDING_KEY]: pending } as InteractionResults,
    {
      mergeWithLastSubmission: false,
    },
  );
}

/** Writes oidc-provider's redirect directly; Fastify no longer owns the response. */
export async function finishInteraction(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
  merge: boolean,
): Promise<void> {
  reply.hijack();
  try {
    await ctx.provider.interactionFinished(request.raw, reply.raw, result, {
      mergeWithLastSubmission: merge,
    });
  } catch (err) {
    request.log.error({ err }, 'could not finish the sign-in interaction');
    if (!reply.raw.headersSent) {
      reply.raw.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    }
    reply.raw.end(renderSignInExpired(ctx.config.publicUrl));
  }
}

/**
 * Ends the sign-in: oidc-provider logs the account in with these methods (amr, RFC 8176) and our
 * acr, which the ID token, the access tokens and their refreshes then carry.
 */
export function finishSignIn(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  login: { accountId: string; amr: string[] },
): Promise<void> {
  const result = { login: { accountId: login.accountId, amr: login.amr, acr: acrFor(login.amr) } };
  return finishInteraction(ctx, request, reply, result, false);
}

/**
 * What follows a right password: the second step when the user has a second factor, enrolment
 * when they must use one and have none, else the sign-in ends with amr ['pwd']. Answers the
 * pending sign-in whose step to show, or undefined when the response was written.
 */
export async function afterPassword(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  found: UserWithOrganisation,
): Promise<PendingSignIn | undefined> {
  const { user, organisation } = found;
  let step: PendingStep | undefined;
  if (await hasSecondFactor(ctx.database.db, user.userID)) step = 'verify';
  else if (mustUseSecondFactor(user, organisation)) step = 'enrol';
  if (!step) {
    await finishSignIn(ctx, request, reply, { accountId: user.userID, amr: ['pwd'] });
    return undefined;
  }
  const pending = { accountId: user.userID, step, passwordAt: Math.floor(Date.now() / 1000) };
  await savePendingSignIn(ctx, request, reply, pending);
  return pending;
}
