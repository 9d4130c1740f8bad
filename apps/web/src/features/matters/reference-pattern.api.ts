import type { MatterReferencePatternInput } from '@probity/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Issue 14: GET/PUT /api/Organisations/{id}/MatterReferencePattern. */
export interface ReferencePattern {
  matterReferencePattern: string | null;
  /** What a new matter of the asked type would get now; null without a pattern. */
  nextReference: string | null;
}

const patternPath = (organisationID: string) =>
  `/api/Organisations/${encodeURIComponent(organisationID)}/MatterReferencePattern`;
const patternKey = (organisationID: string) => ['reference-pattern', organisationID] as const;

/** The firm's pattern and the next reference for a matter type (Estate when none is given). */
export function useReferencePattern(organisationID: string | null | undefined, matterTypeID?: string) {
  return useQuery({
    queryKey: [...patternKey(organisationID ?? ''), matterTypeID ?? ''],
    queryFn: ({ signal }) =>
      api.get<ReferencePattern>(
        patternPath(organisationID ?? ''),
        matterTypeID ? { matterTypeId: matterTypeID } : undefined,
        signal,
      ),
    enabled: !!organisationID,
    // Choosing another type keeps the pattern known while its next reference loads.
    placeholderData: keepPreviousData,
  });
}

export function useSetReferencePattern(organisationID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MatterReferencePatternInput) =>
      api.put<ReferencePattern>(patternPath(organisationID), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patternKey(organisationID) }),
  });
}
