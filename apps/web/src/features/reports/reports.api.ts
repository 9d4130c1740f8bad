import type {
  ReportExportRequest,
  ReportFormat,
  ReportSummary,
  ReportView,
  ReportViewRequest,
} from '@probity/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, toApiError } from '../../api/client';
import { getAccessToken } from '../../auth/auth-service';
import { DEMO_MODE_HEADER, readDemoMode } from '../../auth/demo-mode';

export const reportKeys = {
  list: ['reports', 'list'] as const,
  view: (request: ReportViewRequest) => ['reports', 'view', JSON.stringify(request)] as const,
};

/** spec 01 §7 GET /api/Reporting: the caller's list (the server picks Admin, Charity or Client). */
export function useReportList() {
  return useQuery({
    queryKey: reportKeys.list,
    queryFn: ({ signal }) => api.get<ReportSummary[]>('/api/Reporting', undefined, signal),
    retry: false,
  });
}

/** spec 01 §7 POST /api/Reporting/View: one page; the previous page stays shown while the next loads. */
export function useReportView(request: ReportViewRequest | null) {
  return useQuery({
    queryKey: reportKeys.view(request ?? { reportPath: '' }),
    queryFn: () => api.post<ReportView>('/api/Reporting/View', request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * spec 01 §7 POST /api/Reporting/Export: the file as a Blob of the server's media type, with the
 * server's file name. Same origin, bearer token and demo-mode header as every API call.
 */
export async function exportReport(request: ReportExportRequest): Promise<ExportedFile> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const token = await getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (readDemoMode()) headers.set(DEMO_MODE_HEADER, 'true');
  const response = await fetch(new URL('/api/Reporting/Export', window.location.origin), {
    method: 'POST',
    headers,
    body: JSON.stringify(request),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: keep the text.
    }
    throw toApiError(response.status, response.statusText, body);
  }
  const blob = await response.blob();
  const fallback = `report.${request.format.toLowerCase()}`;
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), fallback) };
}

/**
 * Shows an exported file: a PDF opens in the window opened for it on the click (the browser's
 * viewer); the other formats, which a browser cannot show, download under the server's name.
 */
export function deliverExport(file: ExportedFile, format: ReportFormat, target: Window | null): void {
  const href = URL.createObjectURL(file.blob);
  if (format === 'PDF' && target && !target.closed) {
    target.location.href = href;
  } else {
    target?.close();
    const link = document.createElement('a');
    link.href = href;
    link.download = file.fileName;
    document.body.append(link);
    link.click();
    link.remove();
  }
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
