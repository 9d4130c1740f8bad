import { crudFlags, INDIVIDUAL_TEXTS, type Role } from '@probity/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../app/notify';
import {
  formValuesOf,
  type IndividualFormValues,
  type IndividualScope,
  individualBody,
  individualFormResolver,
} from './individual-form';
import { fullNameOf, type Individual, type IndividualType, useUpdateIndividual } from './individuals.api';
import {
  couldNotSave,
  type InvalidFormKind,
  markServerErrors,
  submitIndividualForm,
} from './submit-individual';

/** The Deceased type, by name (spec 02 §3 lists it among the individual types). */
export function isDeceasedType(type: Pick<IndividualType, 'name'> | null | undefined): boolean {
  return type?.name.trim().toLowerCase() === 'deceased';
}

/** The type list with the individual's own type kept in it (a role may not read every type). */
export function typesWithCurrent(
  types: readonly IndividualType[],
  current: IndividualType | null,
): IndividualType[] {
  if (!current || types.some((t) => t.individualTypeID === current.individualTypeID)) return [...types];
  return [current, ...types];
}

/** spec 02 §6: the individual-type dropdown needs create right on individualType. */
export function canChooseIndividualType(roles: readonly Role[]): boolean {
  return crudFlags(roles, 'individualType')[0];
}

/**
 * The edit form of one loaded individual: validation with the shared schema, the invalid-form
 * confirmation, the payload rule, and the save toasts of spec 02 §8 / 01 §8.
 */
export function useIndividualEditForm(
  individual: Individual | undefined,
  scope: IndividualScope,
  kind: Extract<InvalidFormKind, 'update' | 'myData'>,
  onSaved?: (saved: Individual) => void,
) {
  const form = useForm<IndividualFormValues>({ resolver: individualFormResolver, mode: 'onTouched' });
  const update = useUpdateIndividual();

  useEffect(() => {
    if (individual) form.reset(formValuesOf(individual));
  }, [individual, form]);

  const handleSave = () =>
    submitIndividualForm(form, kind, (values) => {
      const name = fullNameOf({ firstName: values.firstName, surname: values.surname });
      const toastId = notify.loading(INDIVIDUAL_TEXTS.savingChangesTo(name));
      update.mutate(individualBody(values, scope), {
        onSuccess: (saved) => {
          notify.success(INDIVIDUAL_TEXTS.savedChanges, toastId);
          form.reset(formValuesOf(saved));
          onSaved?.(saved);
        },
        onError: (error) => {
          notify.error(couldNotSave(error), toastId);
          markServerErrors(form, error);
        },
      });
    });

  return { form, handleSave, isSaving: update.isPending };
}
