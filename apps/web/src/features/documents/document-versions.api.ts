import type { DocumentVersion } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, apiUpload } from '../../api/client';
import { DEFAULT_MIME_TYPE, documentKeys, type MatterDocument } from './documents.api';

/** Issue 14: GET /api/Document/{id}/Versions, the earlier versions (newest first). */
export function useDocumentVersions(documentID: string | null) {
  return useQuery({
    queryKey: documentKeys.versions(documentID ?? ''),
    queryFn: ({ signal }) =>
      api.get<DocumentVersion[]>(
        `/api/Document/${encodeURIComponent(documentID ?? '')}/Versions`,
        undefined,
        signal,
      ),
    enabled: !!documentID,
  });
}

export function versionPath(documentID: string, versionID: string): string {
  return `/api/Document/${encodeURIComponent(documentID)}/Versions/${encodeURIComponent(versionID)}`;
}

/** POST /api/Document/{id}/Versions?name: the new file as the raw body. */
export function useUploadVersion(itemID: string, documentID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await apiUpload<MatterDocument>(`/api/Document/${encodeURIComponent(documentID)}/Versions`, {
          query: { name: file.name },
          body: file,
          contentType: file.type || DEFAULT_MIME_TYPE,
        })
      ).data,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.list(itemID) });
      await queryClient.invalidateQueries({ queryKey: documentKeys.versions(documentID) });
    },
  });
}

/** PATCH /api/Document/{id}: file a document in another folder. */
export function useSetDocumentFolder(itemID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentID, folder }: { documentID: string; folder: string }) =>
      (
        await apiRequest<MatterDocument>(`/api/Document/${encodeURIComponent(documentID)}`, {
          method: 'PATCH',
          body: { folder },
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.list(itemID) }),
  });
}
