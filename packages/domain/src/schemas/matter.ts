import { z } from 'zod';
import { REFERENCE_MAX } from '../limits.js';
import { MATTER_TITLE_MAX } from '../matter-title.js';
import { MATTER_TYPE_IDS, matterTypeById } from '../matter-types.js';
import { VALIDATION } from '../texts.js';
import { DATE_TEXTS } from '../calendar.js';
import { CHECK_ALWAYS, checkEstateDates, zDate } from './dates.js';
import { optionalText, requiredText, zUuid } from './fields.js';
import { ZMainIndividualInput } from './main-individual.js';

/*
 * The request contracts of one matter (spec 01 §5, §7; 02 §5, §7), shared by the server's routes
 * and the browser's New Matter and Edit details forms.
 */

export const UNKNOWN_MATTER_TYPE = 'Unknown matter type';

/** A required id: 'Required' when empty, 'Invalid format' when not a UUID. */
const requiredUuid = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, { error: VALIDATION.required })
  .pipe(zUuid);

/** A user reference as the client sends it: the id alone, or a user object carrying userID. */
const zUserRef = z.union([zUuid, z.object({ userID: zUuid }, { error: VALIDATION.invalidFormat })]);

export function userIdOf(ref: z.infer<typeof zUserRef> | null | undefined): string | undefined {
  if (!ref) return undefined;
  return (typeof ref === 'string' ? ref : ref.userID).toLowerCase();
}

/** A reference that may be left empty ('' then): the firm's pattern makes it (issue 14). */
const zOptionalReference = optionalText(REFERENCE_MAX).transform((v) => v ?? '');

/** A title: empty or none means the default title (issue 14). */
const zOptionalTitle = optionalText(MATTER_TITLE_MAX).transform((v) => (v ? v : null));

/**
 * POST /api/Matters (spec 01 §7): reference, matterType.matterTypeID, matterOwner, organisation.
 * spec 01 §5 "New matter: reference and matter type required"; the reference keeps the limit of
 * the edit form (02 §9: reference max 200). Issue 14: when the firm has a reference pattern the
 * reference may be left empty and the server makes the next one; without a pattern an empty
 * reference is 'Required' (the server decides; ZMatterCreateInputTyped is the browser's form
 * for a firm without a pattern).
 */
export const ZMatterCreateInput = z.object({
  reference: zOptionalReference,
  matterType: z.object(
    {
      matterTypeID: requiredUuid.refine((id) => !!matterTypeById(id), { error: UNKNOWN_MATTER_TYPE }),
    },
    { error: VALIDATION.required },
  ),
  /** The owner's user id (or a user object); defaults to the creator. */
  matterOwner: zUserRef.nullish(),
  /** The firm the matter belongs to; defaults to the organisation the actor acts in. */
  organisation: z.object({ organisationID: zUuid }, { error: VALIDATION.invalidFormat }).nullish(),
  /** Issue 14: the matter type's main individual, created with the matter in one transaction. */
  mainIndividual: ZMainIndividualInput.nullish(),
});
export type MatterCreateInput = z.infer<typeof ZMatterCreateInput>;

/** New Matter for a firm without a reference pattern: the reference is required. */
export const ZMatterCreateInputTyped = ZMatterCreateInput.extend({ reference: requiredText(REFERENCE_MAX) });

/**
 * PUT /api/Matters: the matter body. Only the detail fields are read (any other field of the
 * matter the client sends back is ignored); their rules depend on the matter type, which only
 * the stored matter knows, so they are checked with matterDetailsFormFor() in the service.
 */
export const ZMatterUpdateInput = z.object({
  matterID: zUuid,
  reference: z.string().nullish(),
  /** Issue 14: the matter's own title; '' or null goes back to the default, left out keeps it. */
  title: z.string().nullish(),
  probateReference: z.string().nullish(),
  /** 'YYYY-MM-DD'. */
  dateOfDeath: z.string({ error: DATE_TEXTS.invalidDate }).nullish(),
  /** 'YYYY-MM-DD'. */
  dateOfProbate: z.string({ error: DATE_TEXTS.invalidDate }).nullish(),
  grantSubmitted: z.boolean().nullish(),
  accountsApproved: z.boolean().nullish(),
});
export type MatterUpdateInput = z.infer<typeof ZMatterUpdateInput>;

/** spec 02 §5 Edit matter: reference required, max 200; issue 14: an optional title. */
export const ZMatterDetailsForm = z.object({ reference: requiredText(REFERENCE_MAX), title: zOptionalTitle });
export type MatterDetailsForm = z.infer<typeof ZMatterDetailsForm>;

/**
 * spec 02 §5 Edit matter, Estate: probateReference required, max 200; dateOfDeath and
 * dateOfProbate required, real dates. Issue 11: the death is not in the future and probate is not
 * granted before it (dates.ts).
 */
export const ZEstateDetailsForm = z
  .object({
    reference: requiredText(REFERENCE_MAX),
    title: zOptionalTitle,
    probateReference: requiredText(REFERENCE_MAX),
    dateOfDeath: zDate,
    dateOfProbate: zDate,
    grantSubmitted: z.boolean().nullish(),
    accountsApproved: z.boolean().nullish(),
  })
  .superRefine(checkEstateDates, CHECK_ALWAYS);
export type EstateDetailsForm = z.infer<typeof ZEstateDetailsForm>;

/** spec 02 §3: only an Estate has the probate fields. */
export function isEstateMatterType(matterTypeID: string): boolean {
  return matterTypeID.toLowerCase() === MATTER_TYPE_IDS.estate;
}

/** The edit form's rules for a matter of this type (spec 02 §5). */
export function matterDetailsFormFor(
  matterTypeID: string,
): typeof ZEstateDetailsForm | typeof ZMatterDetailsForm {
  return isEstateMatterType(matterTypeID) ? ZEstateDetailsForm : ZMatterDetailsForm;
}

/** PATCH /api/Matters/{id}/Team: the whole team list (spec 02 §4 "sending the whole updated team list"). */
export const ZMatterTeamInput = z.array(z.object({ userID: zUuid }), { error: VALIDATION.invalidFormat });
export type MatterTeamInput = z.infer<typeof ZMatterTeamInput>;
