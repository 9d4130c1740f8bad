import { useDebouncedValue } from '@mantine/hooks';
import {
  CONFLICT_CHECK_DEBOUNCE_MS,
  type Conflict,
  type ConflictCheckInput,
  isBirthDate,
  isConflictCheckable,
} from '@probity/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** What the forms know of the person being added. */
export interface ConflictPerson {
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD', or what the date picker holds while a date is half typed. */
  dateOfBirth: string | null;
  email: string;
}

/** The body of POST /api/Conflicts/Check: only complete values, nothing empty. */
export function conflictCheckBody(
  person: ConflictPerson,
  excludeMatterID: string | null,
): ConflictCheckInput {
  const dob = person.dateOfBirth && isBirthDate(person.dateOfBirth) ? person.dateOfBirth : null;
  return {
    firstName: person.firstName.trim() || null,
    lastName: person.lastName.trim() || null,
    dateOfBirth: dob,
    email: person.email.trim() || null,
    excludeMatterID,
  };
}

/**
 * Issue 14: the conflict check as the user types: asked CONFLICT_CHECK_DEBOUNCE_MS after the
 * last change, once there is a full name with a date of birth or an e-mail address.
 */
export function useConflictCheck(person: ConflictPerson, excludeMatterID: string | null, isEnabled: boolean) {
  const body = conflictCheckBody(person, excludeMatterID);
  const [debounced] = useDebouncedValue(body, CONFLICT_CHECK_DEBOUNCE_MS);
  const isCheckable = isEnabled && isConflictCheckable(debounced);
  return useQuery({
    queryKey: ['conflicts', debounced] as const,
    queryFn: () => api.post<Conflict[]>('/api/Conflicts/Check', debounced),
    enabled: isCheckable,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
    select: (rows) => (isCheckable ? rows : []),
  });
}
