import type { FundsKind, FundsNoteInput, RiskAssessmentInput, RiskLevel } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

const enc = encodeURIComponent;

export interface PersonName {
  userID: string;
  name: string;
}

/** Issue 12: GET /api/RiskAssessments/Individual/{individualId} (the current one first). */
export interface RiskAssessment {
  riskAssessmentID: string;
  individualID: string;
  matterID: string;
  customerRisk: RiskLevel;
  customerNote: string;
  geographicRisk: RiskLevel;
  geographicNote: string;
  productRisk: RiskLevel;
  productNote: string;
  deliveryChannelRisk: RiskLevel;
  deliveryChannelNote: string;
  computedRating: RiskLevel;
  overallRating: RiskLevel;
  overallReason: string | null;
  working: string;
  reviewDate: string;
  assessedBy: PersonName | null;
  assessedAt: string;
  supersededAt: string | null;
  isCurrent: boolean;
  needsSignOff: boolean;
  isAwaitingSignOff: boolean;
  isReviewDue: boolean;
  badges: string[];
  signedOffBy: PersonName | null;
  signedOffAt: string | null;
  signOffNote: string | null;
}

export interface FundsNote {
  fundsNoteID: string;
  individualID: string;
  kind: FundsKind;
  text: string;
  createdBy: PersonName | null;
  createdAt: string;
  evidence: { documentID: string; name: string; mimeType: string; dateCreated: string }[];
}

export const riskKeys = {
  assessments: (individualID: string) => ['risk', 'assessments', individualID] as const,
  fundsNotes: (individualID: string) => ['risk', 'funds', individualID] as const,
};

export function useRiskAssessments(individualID: string) {
  return useQuery({
    queryKey: riskKeys.assessments(individualID),
    queryFn: ({ signal }) =>
      api.get<RiskAssessment[]>(`/api/RiskAssessments/Individual/${enc(individualID)}`, undefined, signal),
  });
}

export function useCreateRiskAssessment(individualID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RiskAssessmentInput) =>
      api.post<RiskAssessment>(`/api/RiskAssessments/Individual/${enc(individualID)}`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: riskKeys.assessments(individualID) }),
  });
}

export function useSignOffRiskAssessment(individualID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ riskAssessmentID, note }: { riskAssessmentID: string; note: string }) =>
      api.post<RiskAssessment>(`/api/RiskAssessments/${enc(riskAssessmentID)}/SignOff`, { note }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: riskKeys.assessments(individualID) }),
  });
}

export function useFundsNotes(individualID: string) {
  return useQuery({
    queryKey: riskKeys.fundsNotes(individualID),
    queryFn: ({ signal }) =>
      api.get<FundsNote[]>(`/api/SourceOfFunds/Individual/${enc(individualID)}`, undefined, signal),
  });
}

export function useCreateFundsNote(individualID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FundsNoteInput) =>
      api.post<FundsNote>(`/api/SourceOfFunds/Individual/${enc(individualID)}`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: riskKeys.fundsNotes(individualID) }),
  });
}
