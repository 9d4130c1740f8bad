import { isEstateMatterType, matterDetailsFormFor } from '@probity/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { MatterDetailsInput } from '../matters/matters.api';

/** The values of the Edit details overlay (spec 02 §2.13, §5); dates as 'YYYY-MM-DD'. */
export interface EditMatterValues {
  reference: string;
  /** Issue 14: the matter's own title; empty = the default. */
  title: string;
  probateReference: string;
  dateOfDeath: string | null;
  dateOfProbate: string | null;
  grantSubmitted: boolean;
  accountsApproved: boolean;
}

const FIELDS = [
  'reference',
  'title',
  'probateReference',
  'dateOfDeath',
  'dateOfProbate',
  'grantSubmitted',
  'accountsApproved',
] as const satisfies readonly (keyof EditMatterValues)[];

export function isEditField(path: string): path is keyof EditMatterValues {
  return (FIELDS as readonly string[]).includes(path);
}

export function editDefaults(matter: {
  reference: string;
  title: string | null;
  isDefaultTitle: boolean;
  probateReference: string | null;
  dateOfDeath: string | null;
  dateOfProbate: string | null;
  grantSubmitted: boolean;
  accountsApproved: boolean;
}): EditMatterValues {
  return {
    reference: matter.reference,
    // A default title is not the matter's own: the field starts empty and says what it defaults to.
    title: matter.isDefaultTitle ? '' : (matter.title ?? ''),
    probateReference: matter.probateReference ?? '',
    dateOfDeath: matter.dateOfDeath,
    dateOfProbate: matter.dateOfProbate,
    grantSubmitted: matter.grantSubmitted,
    accountsApproved: matter.accountsApproved,
  };
}

/**
 * The form's rules are the shared ones of the matter's type (packages/domain, spec 02 §5): a
 * resolver that reports the first message of each field.
 */
export function editMatterResolver(matterTypeID: string): Resolver<EditMatterValues> {
  const schema = matterDetailsFormFor(matterTypeID);
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<EditMatterValues> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (isEditField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

/** The PUT /api/Matters body: an Estate sends its probate fields, other types the reference alone. */
export function toDetailsInput(
  matterID: string,
  matterTypeID: string,
  values: EditMatterValues,
): MatterDetailsInput {
  const title = values.title.trim() || null;
  if (!isEstateMatterType(matterTypeID)) return { matterID, reference: values.reference.trim(), title };
  return {
    matterID,
    reference: values.reference.trim(),
    title,
    probateReference: values.probateReference.trim(),
    dateOfDeath: values.dateOfDeath,
    dateOfProbate: values.dateOfProbate,
    grantSubmitted: values.grantSubmitted,
    accountsApproved: values.accountsApproved,
  };
}
