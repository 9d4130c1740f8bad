import type { LegacyRetentionCategory, RetentionCategory } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Issue 19: GET /api/Retention. */
export interface RetentionOverview {
  /** A firm's retention (its matters) or a charity's (its legacies). */
  kind: 'firm' | 'charity';
  noticeDays: number;
  canManage: boolean;
  rules: {
    category: RetentionCategory | LegacyRetentionCategory;
    label: string;
    covers: string;
    months: number;
    defaultMonths: number;
    minMonths: number;
    maxMonths: number;
    basis: string;
  }[];
  due: {
    matterID: string | null;
    legacyID: string | null;
    reference: string;
    category: RetentionCategory | LegacyRetentionCategory;
    dueDay: string;
    listedAt: string | null;
  }[];
  holds: {
    holdID: string;
    matterID: string | null;
    legacyID: string | null;
    reference: string;
    reason: string;
    setAt: string;
    setByName: string | null;
  }[];
  reports: {
    reportID: string;
    matterID: string | null;
    legacyID: string | null;
    matterReference: string;
    trigger: 'schedule' | 'request';
    categories: (RetentionCategory | LegacyRetentionCategory)[];
    rule: string;
    counts: Record<string, number>;
    erasedAt: string;
  }[];
}

/** Issue 19: GET /api/Retention/Erasure/{id}. */
export interface ErasurePlanItem {
  category: RetentionCategory;
  decision: 'now' | 'kept';
  until?: string | null;
  reason?: string;
  label: string;
  covers: string;
}
export interface ErasurePlan {
  individualID: string;
  name: string;
  matterID: string;
  matterReference: string;
  erasedAt: string | null;
  items: ErasurePlanItem[];
}

const enc = encodeURIComponent;
export const retentionKeys = {
  overview: ['retention'] as const,
  plan: (individualID: string) => ['retention', 'erasure', individualID] as const,
};

export function useRetention() {
  return useQuery({
    queryKey: retentionKeys.overview,
    queryFn: ({ signal }) => api.get<RetentionOverview>('/api/Retention', undefined, signal),
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: retentionKeys.overview });
}

export function useSaveRules() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (rules: Partial<Record<RetentionCategory | LegacyRetentionCategory, number>>) =>
      api.put<null>('/api/Retention/Rules', rules),
    onSuccess: refresh,
  });
}

export function useSetHold() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ({ matterID: string } | { legacyID: string }) & { reason: string }) =>
      api.post<{ holdID: string }>('/api/Retention/Holds', input),
    onSuccess: refresh,
  });
}

export function useLiftHold() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ holdID, reason }: { holdID: string; reason: string }) =>
      api.post<null>(`/api/Retention/Holds/${enc(holdID)}/Lift`, { reason }),
    onSuccess: refresh,
  });
}

export function useErasurePlan(individualID: string, enabled: boolean) {
  return useQuery({
    queryKey: retentionKeys.plan(individualID),
    queryFn: ({ signal }) =>
      api.get<ErasurePlan>(`/api/Retention/Erasure/${enc(individualID)}`, undefined, signal),
    enabled,
    retry: false,
  });
}

export function useEraseIndividual(individualID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ plan: ErasurePlan; counts: Record<string, number> | null; reportID: string | null }>(
        `/api/Retention/Erasure/${enc(individualID)}`,
        { confirm: true },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['retention'] }),
  });
}

/** "identityChecks" → its label; counts as words ("2 documents, 3 files"). */
export function countsInWords(counts: Record<string, number> | null | undefined): string {
  const parts = Object.entries(counts ?? {})
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${COUNT_NAMES[k] ?? k}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

const COUNT_NAMES: Record<string, string> = {
  individuals: 'individual(s)',
  checks: 'check(s)',
  documents: 'document(s)',
  files: 'file(s)',
  messages: 'message(s)',
  activity: 'activity entries',
  accounts: 'client account(s)',
  legacies: 'legacy record(s)',
  contacts: 'contact(s)',
  notes: 'note(s)',
};

/** A plan item in words: "Can go now", or "Kept until 1 March 2031: …". */
export function decisionInWords(item: ErasurePlanItem, formatDay: (d: string) => string): string {
  if (item.decision === 'now') return 'Can go now';
  return item.until ? `Kept until ${formatDay(item.until)}: ${item.reason}` : `Kept: ${item.reason}`;
}
