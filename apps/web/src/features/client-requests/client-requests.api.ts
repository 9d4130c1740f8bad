import type { ClientRequest, ClientRequestClient, ClientRequestInput } from '@probity/domain';
import { STREAMED_UPLOAD_THRESHOLD_BYTES } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../api/client';
import { documentKeys, readAsDataUrl } from '../documents/documents.api';

/** Refreshed on every live activity event too (app/realtime: the client answered). */
export const CLIENT_REQUESTS_KEY = ['client-requests'] as const;

export const clientRequestKeys = {
  list: (matterID: string) => [...CLIENT_REQUESTS_KEY, 'list', matterID] as const,
  clients: (matterID: string) => [...CLIENT_REQUESTS_KEY, 'clients', matterID] as const,
};

const path = (requestID: string, rest = '') => `/api/ClientRequests/${encodeURIComponent(requestID)}${rest}`;

export function useClientRequests(matterID: string) {
  return useQuery({
    queryKey: clientRequestKeys.list(matterID),
    queryFn: ({ signal }) =>
      api.get<ClientRequest[]>(`/api/Matters/${encodeURIComponent(matterID)}/Requests`, undefined, signal),
  });
}

export function useRequestClients(matterID: string, isEnabled: boolean) {
  return useQuery({
    queryKey: clientRequestKeys.clients(matterID),
    queryFn: ({ signal }) =>
      api.get<ClientRequestClient[]>(
        `/api/Matters/${encodeURIComponent(matterID)}/Requests/Clients`,
        undefined,
        signal,
      ),
    enabled: isEnabled,
  });
}

/** Uploads files into a document item: small ones together as data URLs, large ones streamed. */
export async function uploadIntoRequest(requestID: string, files: readonly File[]): Promise<void> {
  const small = files.filter((f) => f.size <= STREAMED_UPLOAD_THRESHOLD_BYTES);
  const large = files.filter((f) => f.size > STREAMED_UPLOAD_THRESHOLD_BYTES);
  if (small.length > 0)
    await api.post<ClientRequest>(
      path(requestID, '/Documents'),
      await Promise.all(small.map(async (f) => ({ name: f.name, content: await readAsDataUrl(f) }))),
    );
  for (const file of large)
    await apiUpload<ClientRequest>(path(requestID, '/Documents/Upload'), {
      query: { name: file.name },
      body: file,
      contentType: file.type || 'application/octet-stream',
    });
}

/** The list's mutations; each refreshes the list (and the documents after an upload). */
export function useClientRequestActions(matterID: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: clientRequestKeys.list(matterID) });
  const onSettled = () => refresh();
  return {
    add: useMutation({
      mutationFn: (items: ClientRequestInput[]) =>
        api.post<ClientRequest[]>(`/api/Matters/${encodeURIComponent(matterID)}/Requests`, { items }),
      onSettled,
    }),
    answer: useMutation({
      mutationFn: (v: { requestID: string; answer: string }) =>
        api.post<ClientRequest>(path(v.requestID, '/Answer'), { answer: v.answer }),
      onSettled,
    }),
    upload: useMutation({
      mutationFn: (v: { requestID: string; files: readonly File[] }) =>
        uploadIntoRequest(v.requestID, v.files),
      onSettled: async () => {
        await refresh();
        await queryClient.invalidateQueries({ queryKey: documentKeys.list(matterID) });
      },
    }),
    accept: useMutation({
      mutationFn: (requestID: string) => api.post<ClientRequest>(path(requestID, '/Accept')),
      onSettled,
    }),
    reopen: useMutation({
      mutationFn: (v: { requestID: string; comment: string }) =>
        api.post<ClientRequest>(path(v.requestID, '/Reopen'), { comment: v.comment }),
      onSettled,
    }),
    withdraw: useMutation({
      mutationFn: (requestID: string) => api.delete<null>(path(requestID)),
      onSettled,
    }),
  };
}
