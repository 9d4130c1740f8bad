import type { DocumentGenerate, DocumentTemplate } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { documentKeys, type MatterDocument, readAsDataUrl } from '../documents/documents.api';

export const templateKeys = {
  list: ['letter-templates'] as const,
};

/** Issue 14: GET /api/DocumentTemplates, the firm's letter templates. */
export function useLetterTemplates(enabled = true) {
  return useQuery({
    queryKey: templateKeys.list,
    queryFn: ({ signal }) => api.get<DocumentTemplate[]>('/api/DocumentTemplates', undefined, signal),
    enabled,
  });
}

export function templateFilePath(templateID: string): string {
  return `/api/DocumentTemplates/${encodeURIComponent(templateID)}/File`;
}

/** POST /api/DocumentTemplates (new) or PUT /api/DocumentTemplates/{id} (rename and/or replace). */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      templateID,
      name,
      file,
    }: {
      templateID?: string;
      name?: string;
      file?: File | null;
    }) => {
      const content = file ? await readAsDataUrl(file) : undefined;
      const body = { ...(name !== undefined ? { name } : {}), ...(content ? { content } : {}) };
      return templateID
        ? api.put<DocumentTemplate>(`/api/DocumentTemplates/${encodeURIComponent(templateID)}`, body)
        : api.post<DocumentTemplate>('/api/DocumentTemplates', body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.list }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateID: string) =>
      api.delete<unknown>(`/api/DocumentTemplates/${encodeURIComponent(templateID)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.list }),
  });
}

/** POST /api/DocumentTemplates/{id}/Generate: the filled letter, saved into the matter's documents. */
export function useGenerateDocument(matterID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateID, ...body }: DocumentGenerate & { templateID: string }) =>
      api.post<MatterDocument>(`/api/DocumentTemplates/${encodeURIComponent(templateID)}/Generate`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.list(matterID) }),
  });
}
