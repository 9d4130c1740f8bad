import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../limits.js';
import { requiredEmail, requiredText, zUuid } from '../schemas/fields.js';
import { VALIDATION } from '../texts.js';

export const INVITE_ROLE_ONLY = 'An invitation gives the Individual role only';

/**
 * POST /api/User/Invite/ (spec 02 §3 Invite payload: firstName, surname, email, roles,
 * organisationID, matterID, individualTypeID). The user form's limits apply (01 §5: names and
 * e-mail max 100). matterID is the matter, or the all-zero id with the charity's organisationID.
 */
export const ZInviteInput = z.object({
  firstName: requiredText(NAME_MAX),
  surname: requiredText(NAME_MAX),
  email: requiredEmail(EMAIL_MAX),
  roles: z
    .array(z.string(), { error: VALIDATION.invalidFormat })
    .nullish()
    .refine((roles) => !roles || roles.every((r) => r === 'Individual'), { error: INVITE_ROLE_ONLY }),
  organisationID: zUuid.nullish(),
  matterID: zUuid.nullish(),
  individualTypeID: z.string({ error: VALIDATION.required }).trim().min(1, { error: VALIDATION.required }),
});
export type InviteInput = z.infer<typeof ZInviteInput>;
