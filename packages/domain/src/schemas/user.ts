import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from '../limits.js';
import { ROLES } from '../roles.js';
import { VALIDATION } from '../texts.js';
import { requiredEmail, requiredText, zUuid } from './fields.js';

export const USER_STATUSES = ['active', 'locked', 'paused'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const zRole = z.enum(ROLES, { error: VALIDATION.invalidFormat });

/** spec 01 §5 user form. */
export const ZUserForm = z.object({
  firstName: requiredText(NAME_MAX),
  surname: requiredText(NAME_MAX),
  emailAddress: requiredEmail(EMAIL_MAX),
  roles: z.array(zRole, { error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
});
export type UserForm = z.infer<typeof ZUserForm>;

/** PUT /api/User/{userID} body: the user form plus optional status and organisation. */
export const ZUserUpdateInput = ZUserForm.extend({
  userID: zUuid.optional(),
  status: z.enum(USER_STATUSES, { error: VALIDATION.invalidFormat }).optional(),
});
export type UserUpdateInput = z.infer<typeof ZUserUpdateInput>;

/** spec 01 §5 password form. */
export const ZPasswordForm = z
  .object({
    password: requiredText(PASSWORD_MAX),
    confirmPassword: requiredText(PASSWORD_MAX),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type PasswordForm = z.infer<typeof ZPasswordForm>;

export const ZOrganisationType = z.object({ organisationTypeID: zUuid, name: z.string() });

/** The user as the API returns it (spec 01 §3 User). */
export const ZUser = z.object({
  userID: z.string(),
  sub: z.string(),
  role: z.string(),
  roles: z.array(zRole),
  organisationID: z.string().nullable(),
  organisationName: z.string().nullable(),
  organisationType: ZOrganisationType.nullable(),
  givenname: z.string(),
  firstName: z.string(),
  surname: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  emailAddress: z.string(),
  profileImage: z.string().nullable(),
  acceptedLatestTerms: z.boolean(),
  status: z.enum(USER_STATUSES),
  lastLogin: z.string().nullable(),
});
export type User = z.infer<typeof ZUser>;

/** spec 01 §3 Terms. */
export const ZTerms = z.object({
  title: z.string(),
  contentHtml: z.string(),
  version: z.number().int(),
  buttons: z.array(z.object({ text: z.string(), actionUrl: z.string() })),
});
export type Terms = z.infer<typeof ZTerms>;
