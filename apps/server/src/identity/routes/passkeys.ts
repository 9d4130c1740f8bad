import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessBlock, findUserByID, type UserRow } from '../accounts.js';
import { FORM_BODY_LIMIT, formRouteConfig, type IdentityContext, PUBLIC, sendPage } from '../context.js';
import { recordAccountAudit } from '../account-audit.js';
import { formField } from '../forms.js';
import type { FieldErrors } from '../pages/layout.js';
import { renderSignInFirst } from '../pages/account.js';
import { renderMessage } from '../pages/messages.js';
import { PASSKEY_TEXTS, renderPasskeys, renderRemovePasskey } from '../pages/passkeys.js';
import {
  listPasskeys,
  PASSKEY_NAME_MAX,
  type PasskeyRow,
  registerPasskey,
  registrationOptions,
  removePasskey,
} from '../passkeys.js';
import { verifyPassword } from '../passwords.js';
import { FORM_EXPIRED } from './register.js';
import { sendProblem } from '../../lib/problem.js';

/** Without a password, removing a passkey needs a sign-in at most this old. */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

interface IdParams {
  id: string;
}

/** The user of the identity server's session cookie, with when they signed in; undefined without access. */
export async function sessionUser(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ user: UserRow; loginTs: number } | undefined> {
  const koa = ctx.provider.app.createContext(request.raw, reply.raw);
  const session = await ctx.provider.Session.get(koa);
  if (!session.accountId) return undefined;
  const found = await findUserByID(ctx.database.db, session.accountId);
  return found && !accessBlock(found) ? { user: found.user, loginTs: session.loginTs ?? 0 } : undefined;
}

/** /identity/account/passkeys: list, add (WebAuthn registration) and remove the user's passkeys. */
export async function passkeyRoutes(app: FastifyInstance, ctx: IdentityContext): Promise<void> {
  const { config, database, guard } = ctx;
  const { db } = database;
  const publicUrl = config.publicUrl;
  const base = '/identity/account/passkeys';

  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    extra: {
      name?: string;
      errors?: FieldErrors;
      success?: string;
      formError?: string;
      status?: number;
    } = {},
  ) {
    const list = await listPasskeys(db, user.userID);
    return sendPage(
      reply,
      renderPasskeys({ publicUrl, csrf: guard.token(request, reply), passkeys: list, ...extra }),
      extra.status ?? 200,
    );
  }

  const audit = (request: FastifyRequest, user: UserRow, action: string, passkey: PasskeyRow) =>
    recordAccountAudit(db, request, user, action, {
      passkey: passkey.name,
      deviceType: passkey.deviceType,
      backedUp: passkey.backedUp,
    });

  app.get(base, { config: PUBLIC }, async (request, reply) => {
    const signedIn = await sessionUser(ctx, request, reply);
    if (!signedIn) return sendPage(reply, renderSignInFirst(publicUrl), 401);
    return page(request, reply, signedIn.user);
  });

  // Called by identity.js before navigator.credentials.create; JSON in and out.
  app.post(
    `${base}/options`,
    { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const signedIn = await sessionUser(ctx, request, reply);
      if (!signedIn) return sendProblem(request, reply, 401, { detail: 'Please sign in first.' });
      if (!guard.check(request, formField(request.body, 'csrf')))
        return sendProblem(request, reply, 403, { detail: FORM_EXPIRED });
      return registrationOptions(db, config, signedIn.user);
    },
  );

  app.post(base, { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    const signedIn = await sessionUser(ctx, request, reply);
    if (!signedIn) return sendPage(reply, renderSignInFirst(publicUrl), 401);
    const { user } = signedIn;
    const name = formField(request.body, 'name').trim();
    if (!guard.check(request, formField(request.body, 'csrf')))
      return page(request, reply, user, { name, formError: FORM_EXPIRED, status: 403 });
    if (!name) return page(request, reply, user, { name, errors: { name: ['Required'] }, status: 400 });
    if (name.length > PASSKEY_NAME_MAX)
      return page(request, reply, user, {
        name,
        errors: { name: [`Too many characters (${name.length}/${PASSKEY_NAME_MAX})`] },
        status: 400,
      });
    const response = formField(request.body, 'response');
    if (!response)
      return page(request, reply, user, { name, formError: PASSKEY_TEXTS.noScript, status: 400 });
    const result = await registerPasskey(db, config, user, { name, response });
    if (!result.ok) {
      const text =
        result.reason === 'duplicate'
          ? PASSKEY_TEXTS.alreadyAdded
          : result.reason === 'too_many'
            ? PASSKEY_TEXTS.tooMany
            : PASSKEY_TEXTS.notCreated;
      return page(request, reply, user, { name, formError: text, status: 400 });
    }
    await audit(request, user, 'identity.passkey_added', result.passkey);
    return page(request, reply, user, { success: PASSKEY_TEXTS.added(result.passkey.name) });
  });

  /** The user's own passkey, or a 404 page (another user's id is not found either). */
  async function ownPasskey(user: UserRow, id: string) {
    return (await listPasskeys(db, user.userID)).find((p) => p.credentialID === id);
  }
  const notFound = (reply: FastifyReply) =>
    sendPage(reply, renderMessage(publicUrl, 'Passkey not found', PASSKEY_TEXTS.notFound), 404);

  app.get<{ Params: IdParams }>(`${base}/:id/remove`, { config: PUBLIC }, async (request, reply) => {
    const signedIn = await sessionUser(ctx, request, reply);
    if (!signedIn) return sendPage(reply, renderSignInFirst(publicUrl), 401);
    const passkey = await ownPasskey(signedIn.user, request.params.id);
    if (!passkey) return notFound(reply);
    return sendPage(
      reply,
      renderRemovePasskey({
        publicUrl,
        csrf: guard.token(request, reply),
        passkey,
        askPassword: !!signedIn.user.passwordHash,
      }),
    );
  });

  app.post<{ Params: IdParams }>(
    `${base}/:id/remove`,
    { config: formRouteConfig(config), bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const signedIn = await sessionUser(ctx, request, reply);
      if (!signedIn) return sendPage(reply, renderSignInFirst(publicUrl), 401);
      const { user } = signedIn;
      const passkey = await ownPasskey(user, request.params.id);
      if (!passkey) return notFound(reply);
      const again = (extra: { errors?: FieldErrors; formError?: string }, status: number) =>
        sendPage(
          reply,
          renderRemovePasskey({
            publicUrl,
            csrf: guard.token(request, reply),
            passkey,
            askPassword: !!user.passwordHash,
            ...extra,
          }),
          status,
        );
      if (!guard.check(request, formField(request.body, 'csrf')))
        return again({ formError: FORM_EXPIRED }, 403);
      if (user.passwordHash) {
        const current = formField(request.body, 'currentPassword');
        if (!current) return again({ errors: { currentPassword: ['Required'] } }, 400);
        if (!(await verifyPassword(user.passwordHash, current)))
          return again({ errors: { currentPassword: [PASSKEY_TEXTS.wrongPassword] } }, 400);
      } else if (Date.now() / 1000 - signedIn.loginTs > FRESH_SIGN_IN_SECONDS) {
        return again({ formError: PASSKEY_TEXTS.signInAgain }, 403);
      }
      const removed = await removePasskey(db, user.userID, passkey.credentialID);
      if (!removed) return notFound(reply);
      await audit(request, user, 'identity.passkey_removed', removed);
      return page(request, reply, user, { success: PASSKEY_TEXTS.removed(removed.name) });
    },
  );
}
