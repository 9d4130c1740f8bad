import { z } from 'zod';
import { VALIDATION } from '../texts.js';
import { DATE_TEXTS, isCalendarDate, todayInUk } from '../calendar.js';

/*
 * Issue 11, the hand-off between a charity and the firm: the notification intake of a legacy (when
 * and from whom the charity learnt of it, the date of the will, the executors' contacts when they
 * are not on Probity) and the link that opens a charity's Legacy tab on the firm's matter.
 * Decisions in docs/decisions.md "Bank accounts and the hand-off to the firm".
 */

/** Who told the charity of the legacy (legacies.notified_by). */
export const NOTIFIED_BY = ['firm', 'executor', 'notification-service', 'other'] as const;
export type NotifiedBy = (typeof NOTIFIED_BY)[number];
export const NOTIFIED_BY_LABELS: Record<NotifiedBy, string> = {
  firm: 'The law firm',
  executor: 'An executor',
  'notification-service': 'A notification service',
  other: 'Other',
};

/** The role of a legacy contact (legacy_contacts.role). */
export const LEGACY_CONTACT_ROLES = ['executor', 'other'] as const;
export type LegacyContactRole = (typeof LEGACY_CONTACT_ROLES)[number];
export const LEGACY_CONTACT_ROLE_LABELS: Record<LegacyContactRole, string> = {
  executor: 'Executor',
  other: 'Other contact',
};

/** Decision: a will rarely names more than four executors; ten leaves room for other contacts. */
export const LEGACY_CONTACTS_MAX = 10;
export const LEGACY_CONTACT_NAME_MAX = 200;
export const LEGACY_CONTACT_EMAIL_MAX = 200;
export const LEGACY_CONTACT_PHONE_MAX = 30;
export const LEGACY_CONTACT_ADDRESS_MAX = 500;

export const LEGACY_INTAKE_TEXTS = {
  sectionTitle: 'Notification',
  optionalTitle: 'How the charity was told (optional)',
  editTitle: 'Edit notification',
  edit: 'Edit notification',
  save: 'Save notification',
  saving: 'Saving the notification',
  saved: 'The notification has been saved',
  notifiedDate: 'Date notified',
  notifiedBy: 'Notified by',
  dateOfWill: 'Date of will',
  contacts: "Executors' contacts",
  contactsHint: 'Executors or other contacts who are not on Probity.',
  noContacts: 'No contacts recorded.',
  addContact: 'Add a contact',
  remove: 'Remove',
  removeContact: (n: number) => `Remove contact ${n}`,
  contactLegend: (n: number) => `Contact ${n}`,
  role: 'Role',
  name: 'Name',
  emailAddress: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  invalidDate: DATE_TEXTS.invalidDate,
  futureDate: 'The date cannot be in the future',
  willAfterNotification: 'The will cannot be dated after the charity was notified',
  invalidPhone: 'Enter a valid phone number',
  tooManyContacts: `At most ${LEGACY_CONTACTS_MAX} contacts`,
} as const;

/** A text holding a character the database cannot store (NUL): 400 on its field. */
export const INVALID_CHARACTER_TEXT = 'Contains a character that is not allowed';

/** A real past (or today's) date on the wire, 'YYYY-MM-DD'; null or empty is none. */
const zPastDate = z
  .string({ error: LEGACY_INTAKE_TEXTS.invalidDate })
  .trim()
  .superRefine((v, ctx) => {
    if (v === '') return;
    if (!isCalendarDate(v)) ctx.addIssue({ code: 'custom', message: LEGACY_INTAKE_TEXTS.invalidDate });
    else if (v > todayInUk()) ctx.addIssue({ code: 'custom', message: LEGACY_INTAKE_TEXTS.futureDate });
  })
  .transform((v) => (v === '' ? null : v))
  .nullish();

/** An optional text limited to max characters; empty is none (null). */
const optionalLimited = (max: number) =>
  z
    .string({ error: VALIDATION.invalidFormat })
    .trim()
    .superRefine((v, ctx) => {
      if (v.length > max)
        ctx.addIssue({ code: 'custom', message: VALIDATION.tooManyCharacters(max, v.length) });
    })
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** Digits with the usual separators and an optional leading +: '+44 (0)20 7946 0000', '07700 900123'. */
const PHONE_PATTERN = /^\+?[0-9 ()-]{6,}$/;

/** One contact as the forms send it. */
export const ZLegacyContactInput = z.object({
  role: z.enum(LEGACY_CONTACT_ROLES, { error: VALIDATION.invalidFormat }).default('executor'),
  name: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .superRefine((v, ctx) => {
      if (v.length > LEGACY_CONTACT_NAME_MAX)
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION.tooManyCharacters(LEGACY_CONTACT_NAME_MAX, v.length),
        });
    }),
  emailAddress: optionalLimited(LEGACY_CONTACT_EMAIL_MAX).refine(
    (v) => !v || z.email().safeParse(v).success,
    { error: VALIDATION.invalidEmail },
  ),
  phone: optionalLimited(LEGACY_CONTACT_PHONE_MAX).refine((v) => !v || PHONE_PATTERN.test(v), {
    error: LEGACY_INTAKE_TEXTS.invalidPhone,
  }),
  address: optionalLimited(LEGACY_CONTACT_ADDRESS_MAX),
});
export type LegacyContactInput = z.input<typeof ZLegacyContactInput>;

/** The intake fields, each optional; on PUT /api/Legacy a field not named stays as it is. */
export const ZLegacyIntakeFields = {
  notifiedDate: zPastDate,
  notifiedBy: z.enum(NOTIFIED_BY, { error: VALIDATION.invalidFormat }).nullish(),
  dateOfWill: zPastDate,
  contacts: z
    .array(ZLegacyContactInput, { error: VALIDATION.invalidFormat })
    .max(LEGACY_CONTACTS_MAX, { error: LEGACY_INTAKE_TEXTS.tooManyContacts })
    .nullish(),
};

/** A will is made before the death, so before anyone is told of the legacy. */
export function checkIntakeDates(
  v: { notifiedDate?: string | null; dateOfWill?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.notifiedDate && v.dateOfWill && v.dateOfWill > v.notifiedDate)
    ctx.addIssue({
      code: 'custom',
      path: ['dateOfWill'],
      message: LEGACY_INTAKE_TEXTS.willAfterNotification,
    });
}

/** The intake as a whole form (the New Legacy overlay and Edit notification). */
export const ZLegacyIntakeInput = z.object(ZLegacyIntakeFields).superRefine(checkIntakeDates);
export type LegacyIntakeInput = z.input<typeof ZLegacyIntakeInput>;
export type LegacyIntake = z.output<typeof ZLegacyIntakeInput>;

/** A contact as GET /api/Legacy/{id} answers it (the charity's users only). */
export const ZLegacyContact = z.object({
  contactID: z.string(),
  role: z.enum(LEGACY_CONTACT_ROLES),
  name: z.string(),
  emailAddress: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type LegacyContact = z.infer<typeof ZLegacyContact>;

/** Field → messages of an intake (empty when valid), with the paths the server answers. */
export function legacyIntakeErrors(input: Record<string, unknown>): Record<string, string[]> {
  const parsed = ZLegacyIntakeInput.safeParse(input);
  const errors: Record<string, string[]> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

// ── The charity's Legacy tab on the firm's matter (spec 03 §2.16) ─────────────────────────────────

/** spec 03 §2.16 query parameters of the matter's Charities page. */
export const OPEN_CHARITY_ID_PARAM = 'openCharityID';
/** Ours: the tab the charity details overlay opens on ('legacy'); removed from the URL once used. */
export const OPEN_CHARITY_TAB_PARAM = 'openCharityTab';
export const CHARITY_OVERLAY_TABS = ['charity', 'legacy'] as const;
export type CharityOverlayTab = (typeof CHARITY_OVERLAY_TABS)[number];

/** The path that opens a charity's details overlay on a matter's Charities page, on its Legacy tab. */
export function charityLegacyTabPath(matterID: string, matterCharityID: string): string {
  const params = new URLSearchParams({
    [OPEN_CHARITY_ID_PARAM]: matterCharityID,
    [OPEN_CHARITY_TAB_PARAM]: 'legacy',
  });
  return `/secure/matters/${encodeURIComponent(matterID)}/organisations?${params.toString()}`;
}

// ── Choosing the nominated account (issue 11) ─────────────────────────────────────────────────────

/** PUT /api/Legacy/{id}/BankAccount: an account of the legacy's charity, or null for none. */
export const ZLegacyBankAccountInput = z.object({
  bankAccountID: z.uuid({ error: VALIDATION.invalidFormat }).nullable(),
});
export type LegacyBankAccountInput = z.infer<typeof ZLegacyBankAccountInput>;
