import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toApiError } from '../../api/client';
import { getAccessToken } from '../../auth/auth-service';
import { DEMO_MODE_HEADER, readDemoMode } from '../../auth/demo-mode';
import { type CheckResult, type Individual, individualKeys } from '../individuals/individuals.api';

const enc = encodeURIComponent;

export interface PerformCheckInput {
  checkTypeID: string;
  /** The matter, or the all-zero id for a charity's or a legacy's individual. */
  matterID: string;
  individualID: string;
}

/**
 * GET /api/Checks/{checkTypeId}/{matterId}/{individualId} performs the check (spec 02 §7). A
 * completed result goes on top of the individual's history at once (spec 02 §4).
 */
export function usePerformCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkTypeID, matterID, individualID }: PerformCheckInput) =>
      api.get<CheckResult>(`/api/Checks/${enc(checkTypeID)}/${enc(matterID)}/${enc(individualID)}`),
    onSuccess: (result, { individualID }) => {
      queryClient.setQueriesData<Individual>({ queryKey: ['individuals', 'one'] }, (current) => {
        if (!current || current.individualID !== individualID) return current;
        const rest = current.checkHistory.filter((c) => c.checkResultID !== result.checkResultID);
        return { ...current, checkHistory: [result, ...rest] };
      });
      void queryClient.invalidateQueries({ queryKey: individualKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['matters'] });
    },
  });
}

/**
 * POST /api/Checks/{checkResultId}/Complete: the individual's completion action (the page their
 * notification opens) asks for the pending check to be finished now.
 */
export function useCompleteCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkResultID: string) =>
      api.post<CheckResult>(`/api/Checks/${enc(checkResultID)}/Complete`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: individualKeys.all }),
  });
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/**
 * GET /api/document/item/{checkResultID}: the check report PDF (spec 02 §7). Fetched with the
 * bearer token (a plain link could not send it), then saved from a blob URL.
 */
export async function downloadCheckReport(checkResultID: string): Promise<void> {
  const headers = new Headers({ Accept: 'application/pdf' });
  const token = await getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (readDemoMode()) headers.set(DEMO_MODE_HEADER, 'true');
  const response = await fetch(`/api/document/item/${enc(checkResultID)}`, {
    headers,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, response.statusText, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `check-${checkResultID}.pdf`);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
