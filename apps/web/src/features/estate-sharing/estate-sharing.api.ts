import type {
  EstateLeadInput,
  EstateLeadState,
  EstateProgress,
  EstateSharing,
  EstateSharingInput,
} from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../api/activity';
import { ApiError, api } from '../../api/client';

const enc = encodeURIComponent;

export const estateSharingKeys = {
  sharing: (matterID: string) => ['estate-sharing', matterID] as const,
  progress: (legacyID: string) => ['estate-progress', legacyID] as const,
  lead: (legacyID: string) => ['estate-lead', legacyID] as const,
};

/** A legacy whose matter is not an estate answers 404: nothing to show, not an error. */
const noEstate = (error: unknown) => error instanceof ApiError && error.status === 404;
const retryUnlessNoEstate = (count: number, error: unknown) => !noEstate(error) && count < 2;

/** GET /api/Matters/{id}/Estate/Sharing. */
export function useEstateSharing(matterID: string, enabled: boolean) {
  return useQuery({
    queryKey: estateSharingKeys.sharing(matterID),
    queryFn: ({ signal }) =>
      api.get<EstateSharing>(`/api/Matters/${enc(matterID)}/Estate/Sharing`, undefined, signal),
    enabled,
  });
}

export function useSaveEstateSharing(matterID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EstateSharingInput) =>
      api.put<EstateSharing>(`/api/Matters/${enc(matterID)}/Estate/Sharing`, input),
    onSuccess: (data) => {
      queryClient.setQueryData(estateSharingKeys.sharing(matterID), data);
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}

/** GET /api/Legacies/{legacyId}/EstateProgress (404: the legacy's matter is not an estate). */
export function useEstateProgress(legacyID: string, enabled: boolean) {
  return useQuery({
    queryKey: estateSharingKeys.progress(legacyID),
    queryFn: ({ signal }) =>
      api.get<EstateProgress>(`/api/Legacies/${enc(legacyID)}/EstateProgress`, undefined, signal),
    enabled,
    retry: retryUnlessNoEstate,
  });
}

export function useSaveEstateNote(legacyID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      api.put<void>(`/api/Legacies/${enc(legacyID)}/EstateProgress/Note`, { note }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: estateSharingKeys.progress(legacyID) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}

/** GET /api/Legacies/{legacyId}/EstateLead (404: not an estate). */
export function useEstateLead(legacyID: string, enabled: boolean) {
  return useQuery({
    queryKey: estateSharingKeys.lead(legacyID),
    queryFn: ({ signal }) =>
      api.get<EstateLeadState>(`/api/Legacies/${enc(legacyID)}/EstateLead`, undefined, signal),
    enabled,
    retry: retryUnlessNoEstate,
  });
}

export function useChooseEstateLead(legacyID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EstateLeadInput) =>
      api.put<EstateLeadState>(`/api/Legacies/${enc(legacyID)}/EstateLead`, input),
    onSuccess: (data) => {
      queryClient.setQueryData(estateSharingKeys.lead(legacyID), data);
      void queryClient.invalidateQueries({ queryKey: estateSharingKeys.progress(legacyID) });
    },
  });
}

/** POST /api/Legacies/{legacyId}/EstateAccounts/GroupApproval: the lead approves for the group. */
export function useApproveForGroup(legacyID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ approved: string[] }>(`/api/Legacies/${enc(legacyID)}/EstateAccounts/GroupApproval`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: estateSharingKeys.progress(legacyID) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
