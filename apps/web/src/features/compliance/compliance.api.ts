import type {
  AlertResolution,
  CheckResolution,
  CheckResolutionInput,
  ComplianceQueueItem,
  RiskSignOffItem,
  ScreeningAlertItem,
} from '@probity/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { fetchPage, listQueryParams } from '../../api/list-query';
import { individualKeys } from '../individuals/individuals.api';

export const complianceKeys = {
  all: ['compliance'] as const,
  list: (params: string) => ['compliance', 'list', params] as const,
  alerts: (params: string) => ['compliance', 'alerts', params] as const,
  riskSignOffs: ['compliance', 'riskSignOffs'] as const,
};

export interface ComplianceQuery {
  page: number;
  /** 'date' (oldest first, the default) or '-date'. */
  orderBy: string;
  kinds: readonly string[];
  /** 'open' (the server's default) or 'resolved'. */
  status: string | null;
}

export function complianceParams(query: ComplianceQuery): URLSearchParams {
  return listQueryParams({
    page: query.page,
    orderBy: query.orderBy || undefined,
    filters: { kind: query.kinds, status: query.status ? [query.status] : [] },
  });
}

/** GET /api/Compliance/Checks: the firm's checks that need a decision (issue 12). */
export function useComplianceQueue(query: ComplianceQuery) {
  const params = complianceParams(query);
  return useQuery({
    queryKey: complianceKeys.list(params.toString()),
    queryFn: ({ signal }) => fetchPage<ComplianceQueueItem>('/api/Compliance/Checks', params, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/Compliance/Checks/{checkResultId}/Resolution: records the decision and its reason. */
export function useResolveCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkResultID, input }: { checkResultID: string; input: CheckResolutionInput }) =>
      api.post<CheckResolution>(
        `/api/Compliance/Checks/${encodeURIComponent(checkResultID)}/Resolution`,
        input,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: complianceKeys.all });
      void queryClient.invalidateQueries({ queryKey: individualKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** GET /api/Compliance/Alerts: the firm's re-screening alerts, open (default) or resolved, oldest first. */
export function useScreeningAlerts(query: { page: number; status: string | null }) {
  const params = listQueryParams({
    page: query.page,
    filters: { status: query.status ? [query.status] : [] },
  });
  return useQuery({
    queryKey: complianceKeys.alerts(params.toString()),
    queryFn: ({ signal }) => fetchPage<ScreeningAlertItem>('/api/Compliance/Alerts', params, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/Compliance/Alerts/{alertId}/Resolution: records the decision on an alert and its reason. */
export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertID, input }: { alertID: string; input: CheckResolutionInput }) =>
      api.post<AlertResolution>(`/api/Compliance/Alerts/${encodeURIComponent(alertID)}/Resolution`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: complianceKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** GET /api/Compliance/RiskAssessments: the firm's High risk assessments awaiting sign-off. */
export function useRiskSignOffs() {
  return useQuery({
    queryKey: complianceKeys.riskSignOffs,
    queryFn: ({ signal }) => api.get<RiskSignOffItem[]>('/api/Compliance/RiskAssessments', undefined, signal),
  });
}
