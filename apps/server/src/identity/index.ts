import { createBuiltinIdentity } from './builtin.js';
import type { BuiltinIdentityOptions } from './context.js';
import { createExternalIdentity } from './external.js';
import type { IdentityDeps, IdentityModule } from './types.js';

/**
 * The sign-in side of Probity (spec/README "Sign-in"): the built-in OpenID provider under
 * /identity, or, when OIDC_ISSUER is set, an external issuer whose access tokens we verify.
 */
export async function createIdentity(
  deps: IdentityDeps,
  options: BuiltinIdentityOptions = {},
): Promise<IdentityModule> {
  if (deps.config.OIDC_ISSUER) return createExternalIdentity(deps);
  return createBuiltinIdentity(deps, options);
}

export type { BuiltinIdentityOptions } from './context.js';
export type { IdentityDeps, IdentityModule, VerifiedToken } from './types.js';
export {
  invitationUrl,
  MAIL_TRIGGERS,
  passwordResetUrl,
  sendInvitationMail,
  sendPasswordResetMail,
} from './account-mails.js';
export { roleClaim } from './accounts.js';
export { resetSecondFactor } from './second-factor-reset.js';
export { hasSecondFactor, mustUseSecondFactor } from './second-factor.js';
export { checkPasswordPolicy, hashPassword, PASSWORD_MIN, verifyPassword } from './passwords.js';
export {
  consumeUserToken,
  createUserToken,
  findUserToken,
  INVITATION_TTL_MS,
  PASSWORD_RESET_TTL_MS,
  revokeUserTokens,
} from './user-tokens.js';
