import type { SubjectAccessInput } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { downloadFile } from '../../components/download';

/* Issue 19: an individual's subject access exports (GET/POST /api/Individuals/{id}/SubjectAccessExports). */

export interface SubjectAccessExport {
  exportID: string;
  individualID: string | null;
  requestedBy: string | null;
  requestedByName: string | null;
  requestedAt: string;
  fileName: string;
  expiresAt: string;
  available: boolean;
  canDownload: boolean;
  downloadUrl: string | null;
  manifest: {
    counts: Record<string, number>;
    files: { name: string; size: number }[];
    sha256: string;
    size: number;
  };
}

export const subjectAccessKeys = {
  all: ['subjectAccessExports'] as const,
  of: (individualID: string) => ['subjectAccessExports', individualID] as const,
};

const pathOf = (individualID: string) =>
  `/api/Individuals/${encodeURIComponent(individualID)}/SubjectAccessExports`;

export function useSubjectAccessExports(individualID: string) {
  return useQuery({
    queryKey: subjectAccessKeys.of(individualID),
    queryFn: ({ signal }) => api.get<SubjectAccessExport[]>(pathOf(individualID), undefined, signal),
  });
}

export function useCreateSubjectAccessExport(individualID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubjectAccessInput) => api.post<SubjectAccessExport>(pathOf(individualID), input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: subjectAccessKeys.of(individualID) }),
  });
}

/** Saves the archive (the download needs the bearer token, so it goes through fetch). */
export function downloadSubjectAccessExport(row: SubjectAccessExport): Promise<void> {
  if (!row.downloadUrl) return Promise.reject(new Error('Not available'));
  return downloadFile(row.downloadUrl, row.fileName);
}
