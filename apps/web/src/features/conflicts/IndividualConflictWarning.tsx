import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { IndividualFormValues } from '../individuals/individual-form';
import { ConflictWarning } from './ConflictWarning';

/**
 * Issue 14: the conflict check of the individual form (spec 02 §2.5, Add Manually and Invite by
 * Email), on what is typed, leaving out the matter being added to.
 */
export function IndividualConflictWarning({
  form,
  matterID,
}: {
  form: UseFormReturn<IndividualFormValues>;
  matterID: string;
}) {
  const [firstName, surname, dob, emailAddress] = useWatch({
    control: form.control,
    name: ['firstName', 'surname', 'dob', 'emailAddress'],
  });
  return (
    <ConflictWarning
      person={{
        firstName: firstName ?? '',
        lastName: surname ?? '',
        dateOfBirth: dob ?? null,
        email: emailAddress ?? '',
      }}
      excludeMatterID={matterID}
      mt="lg"
    />
  );
}
