import type { MainIndividualInput } from '@probity/domain';
import { useState } from 'react';
import { MainIndividualBlock } from './MainIndividualBlock';
import {
  EMPTY_MAIN_INDIVIDUAL,
  type MainIndividualErrors,
  mainIndividualPayload,
  mainIndividualServerErrors,
} from './main-individual-form';

/**
 * Issue 14: New Matter's main-individual block as one piece the modal mounts: its fields with
 * the conflict check, the body's mainIndividual (checked first), and the server's errors on it.
 */
export function useMainIndividualBlock() {
  const [values, setValues] = useState(EMPTY_MAIN_INDIVIDUAL);
  const [errors, setErrors] = useState<MainIndividualErrors>({});

  /** The payload, or 'invalid' (the fields then show why). */
  const payload = (): MainIndividualInput | null | 'invalid' => {
    const result = mainIndividualPayload(values);
    setErrors(result.errors);
    return Object.keys(result.errors).length > 0 ? 'invalid' : result.payload;
  };

  const showServerErrors = (serverErrors: Record<string, string[]>) =>
    setErrors((e) => ({ ...e, ...mainIndividualServerErrors(serverErrors) }));

  const render = (matterTypeID: string) => (
    <MainIndividualBlock
      matterTypeID={matterTypeID}
      values={values}
      errors={errors}
      onChange={(next, field) => {
        setValues(next);
        setErrors((e) => ({ ...e, [field]: undefined }));
      }}
    />
  );

  return { payload, showServerErrors, render };
}
