import type {
  EstateComponent,
  EstateFactsInput,
  KeyDateKind,
  MatterCharityPage,
  ProbateStage,
  ProbateStageInput,
  Section27NoticesInput,
  WillLegacyInput,
  WillLegacyKind,
} from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../api/activity';
import { api } from '../../api/client';

/** Issue 17: a gift of the will as GET /api/Matters/{id}/Estate/Legacies answers it. */
export interface EstateLegacy {
  estateLegacyID: string;
  matterID: string;
  kind: WillLegacyKind;
  component: EstateComponent;
  beneficiary: { type: 'charity'; matterCharityID: string; name: string } | { type: 'person'; name: string };
  amount: number | null;
  description: string | null;
  estateItemID: string | null;
  share:
    | { kind: 'percent'; percent: number }
    | { kind: 'fraction'; numerator: number; denominator: number }
    | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface EstateLegacies {
  legacies: EstateLegacy[];
  residuaryWarning: string | null;
}

export interface EstateFacts {
  matterID: string;
  transferredNilRateBandPercent: number;
  transferredResidenceBandPercent: number;
  homeToDescendants: boolean;
  homeToDescendantsValue: number | null;
  lifetimeGifts: { date: string; amount: number; recipient: string }[];
  updatedAt: string | null;
}

export interface EstateKeyDates {
  matterID: string;
  today: string;
  dateOfDeath: string | null;
  grantDate: string | null;
  application: {
    stages: {
      probateStageID: string;
      stage: ProbateStage;
      on: string;
      reason: string | null;
      label: string;
    }[];
    current: string | null;
  };
  notices: { gazetteNoticeOn: string | null; localPaperNoticeOn: string | null };
  deadlines: { kind: KeyDateKind; label: string; date: string; status: 'past' | 'upcoming'; basis: string }[];
}

const enc = encodeURIComponent;
const estatePath = (matterID: string) => `/api/Matters/${enc(matterID)}/Estate`;

export const estateKeys = {
  all: (matterID: string) => ['estate', matterID] as const,
  legacies: (matterID: string) => ['estate', matterID, 'legacies'] as const,
  facts: (matterID: string) => ['estate', matterID, 'facts'] as const,
  keyDates: (matterID: string) => ['estate', matterID, 'key-dates'] as const,
  charities: (matterID: string) => ['estate', matterID, 'charities'] as const,
};

export function useEstateLegacies(matterID: string) {
  return useQuery({
    queryKey: estateKeys.legacies(matterID),
    queryFn: ({ signal }) => api.get<EstateLegacies>(`${estatePath(matterID)}/Legacies`, undefined, signal),
  });
}

export function useEstateFacts(matterID: string) {
  return useQuery({
    queryKey: estateKeys.facts(matterID),
    queryFn: ({ signal }) => api.get<EstateFacts>(`${estatePath(matterID)}/Facts`, undefined, signal),
  });
}

export function useEstateKeyDates(matterID: string) {
  return useQuery({
    queryKey: estateKeys.keyDates(matterID),
    queryFn: ({ signal }) => api.get<EstateKeyDates>(`${estatePath(matterID)}/KeyDates`, undefined, signal),
  });
}

/** The charities linked to the matter, to choose a gift's beneficiary from (spec 02 §7 list). */
export function useLinkedCharities(matterID: string) {
  return useQuery({
    queryKey: estateKeys.charities(matterID),
    queryFn: ({ signal }) =>
      api.get<MatterCharityPage>(`/api/Matters/${enc(matterID)}/Charity`, { Page: 1, PageCount: 50 }, signal),
  });
}

function useRefresh(matterID: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: estateKeys.all(matterID) });
    void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  };
}

/** POST a new gift, or PUT a changed one (estateLegacyID given). */
export function useSaveLegacy(matterID: string) {
  const refresh = useRefresh(matterID);
  return useMutation({
    mutationFn: ({ estateLegacyID, input }: { estateLegacyID?: string; input: WillLegacyInput }) =>
      estateLegacyID
        ? api.put<EstateLegacy>(`${estatePath(matterID)}/Legacies/${enc(estateLegacyID)}`, input)
        : api.post<EstateLegacy>(`${estatePath(matterID)}/Legacies`, input),
    onSuccess: refresh,
  });
}

export function useDeleteLegacy(matterID: string) {
  const refresh = useRefresh(matterID);
  return useMutation({
    mutationFn: (estateLegacyID: string) =>
      api.delete<null>(`${estatePath(matterID)}/Legacies/${enc(estateLegacyID)}`),
    onSuccess: refresh,
  });
}

export function useSaveFacts(matterID: string) {
  const refresh = useRefresh(matterID);
  return useMutation({
    mutationFn: (input: EstateFactsInput) => api.put<EstateFacts>(`${estatePath(matterID)}/Facts`, input),
    onSuccess: refresh,
  });
}

export function useAddProbateStage(matterID: string) {
  const refresh = useRefresh(matterID);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProbateStageInput) =>
      api.post<EstateKeyDates>(`${estatePath(matterID)}/Probate`, input),
    onSuccess: () => {
      refresh();
      // The grant sets the matter's grant date (its details).
      void queryClient.invalidateQueries({ queryKey: ['matters'] });
    },
  });
}

export function useRemoveLatestStage(matterID: string) {
  const refresh = useRefresh(matterID);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<EstateKeyDates>(`${estatePath(matterID)}/Probate/Latest`),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['matters'] });
    },
  });
}

export function useSaveNotices(matterID: string) {
  const refresh = useRefresh(matterID);
  return useMutation({
    mutationFn: (input: Section27NoticesInput) =>
      api.put<EstateKeyDates>(`${estatePath(matterID)}/Notices`, input),
    onSuccess: refresh,
  });
}
