import { z } from 'zod';
import { DATE_TEXTS } from '../calendar.js';
import { CHECK_ALWAYS, checkEstateDates, zDateOrDateTime } from './dates.js';
import { LEGACY_REFERENCE_MAX } from './legacy.js';

/*
 * spec 03 §5, §7 Edit Legacy: the body of PUT /api/Legacy and the form's rules, shared by the
 * server (a partial body is checked with the stored values: legacies.service.ts) and the browser.
 */

/**
 * PUT /api/Legacy: the whole legacy (spec 03 §7). Loose in shape so that the server can answer one
 * 400 listing every field (the rules depend on whether a firm matter is attached: legacyFormErrors).
 * Fields the server computes (status, teams, firm, documents…) may be sent and are ignored.
 */
export const ZLegacyUpdateInput = z
  .object({
    legacyID: z.uuid({ error: 'Invalid format' }),
    charityReference: z.string().nullish(),
    probateReference: z.string().nullish(),
    dateOfDeath: z.string({ error: DATE_TEXTS.invalidDate }).nullish(),
    dateOfProbate: z.string({ error: DATE_TEXTS.invalidDate }).nullish(),
    accountsApproved: z.boolean().nullish(),
    grantSubmitted: z.boolean().nullish(),
    deceased: z.object({ individualID: z.string().nullish() }).passthrough().nullish(),
    nominatedBankAccount: z
      .object({
        bankAccount: z.object({ bankAccountID: z.string() }).passthrough(),
        visibleToFirm: z.boolean().nullish(),
        paymentReference: z.string().nullish(),
      })
      .passthrough()
      .nullish(),
    details: z.array(z.unknown()).nullish(),
    // Notification intake (issue 11), checked by the server with the other fields.
    notifiedDate: z.unknown().optional(),
    notifiedBy: z.unknown().optional(),
    dateOfWill: z.unknown().optional(),
    contacts: z.unknown().optional(),
  })
  .passthrough();
export type LegacyUpdateInput = z.input<typeof ZLegacyUpdateInput>;

/** spec 03 §5 Edit legacy, with no firm matter: every field the charity owns. */
export const ZLegacyForm = z.object({
  charityReference: z
    .string({ error: 'Required' })
    .trim()
    .min(1, { error: 'Required' })
    .max(LEGACY_REFERENCE_MAX, { error: `Too many characters (max ${LEGACY_REFERENCE_MAX})` }),
  probateReference: z
    .string({ error: 'Required' })
    .trim()
    .min(1, { error: 'Required' })
    .max(LEGACY_REFERENCE_MAX, { error: `Too many characters (max ${LEGACY_REFERENCE_MAX})` }),
  // A real date, 'YYYY-MM-DD' or the ISO date-time the legacy is read with.
  dateOfDeath: zDateOrDateTime,
  dateOfProbate: zDateOrDateTime,
  accountsApproved: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  grantSubmitted: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
/** spec 03 §5 Edit legacy with a firm matter: only the charity reference. */
export const ZLegacyFormWithMatter = ZLegacyForm.pick({ charityReference: true });
/** Issue 11: with no firm matter the charity's dates meet the estate's rules (dates.ts). */
const ZLegacyFormChecked = ZLegacyForm.superRefine(checkEstateDates, CHECK_ALWAYS);

/** Field → messages for a legacy form (empty when valid); `hasMatter` drops the firm-owned fields. */
export function legacyFormErrors(
  input: Record<string, unknown>,
  hasMatter: boolean,
): Record<string, string[]> {
  const parsed = (hasMatter ? ZLegacyFormWithMatter : ZLegacyFormChecked).safeParse({
    ...input,
    charityReference: input.charityReference ?? undefined,
    probateReference: input.probateReference ?? undefined,
    dateOfDeath: input.dateOfDeath ?? undefined,
    dateOfProbate: input.dateOfProbate ?? undefined,
  });
  const errors: Record<string, string[]> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      (errors[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return errors;
}
