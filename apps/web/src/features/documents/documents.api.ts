import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

/** A user as a document names them (uploader, shared with). */
export interface DocumentUser {
  userID: string;
  firstName: string;
  surname: string;
  name?: string;
  emailAddress: string;
  profileImage?: string | null;
}

/** spec 02 §3 Document. sharedWith empty = everybody has access. */
export interface MatterDocument {
  documentID: string;
  itemID: string;
  name: string;
  mimeType: string;
  documentContentID?: string | null;
  fileSize: number;
  dateCreated: string;
  uploadedBy: DocumentUser | null;
  sharedWith: DocumentUser[];
  /** Everybody on the matter has access (sharedWith is then empty). */
  everybody?: boolean;
}

/** spec 02 §7: one file of POST /api/Document/. */
export interface DocumentUpload {
  name: string;
  mimeType: string;
  content: string;
  itemID: string;
}

export const documentKeys = {
  list: (itemID: string) => ['documents', 'list', itemID] as const,
  users: (documentID: string) => ['documents', 'users', documentID] as const,
};

/** spec 02 §5: files without a type are sent as application/octet-stream. */
export const DEFAULT_MIME_TYPE = 'application/octet-stream';

export function documentPath(documentID: string, isInline = false): string {
  return `/api/Document/${encodeURIComponent(documentID)}/${isInline ? '?inline=1' : ''}`;
}

export function userName(user: Pick<DocumentUser, 'firstName' | 'surname'> & { name?: string }): string {
  return user.name?.trim() || `${user.firstName} ${user.surname}`.trim();
}

/** Reads a file as a data URL (spec 02 §3: content is a data URL on upload). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export async function toUploads(files: readonly File[], itemID: string): Promise<DocumentUpload[]> {
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      mimeType: file.type || DEFAULT_MIME_TYPE,
      content: await readAsDataUrl(file),
      itemID,
    })),
  );
}

/** GET /api/Document/List/{itemID}: the documents of a matter or an individual. */
export function useDocuments(itemID: string) {
  return useQuery({
    queryKey: documentKeys.list(itemID),
    queryFn: ({ signal }) =>
      api.get<MatterDocument[]>(`/api/Document/List/${encodeURIComponent(itemID)}`, undefined, signal),
    enabled: !!itemID,
  });
}

export function useUploadDocuments(itemID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: readonly File[]) =>
      api.post<unknown>('/api/Document/', await toUploads(files, itemID)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.list(itemID) }),
  });
}

export function useDeleteDocument(itemID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentID: string) =>
      api.delete<unknown>(`/api/Document?id=${encodeURIComponent(documentID)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.list(itemID) }),
  });
}

/** GET /api/Document/{id}/Users: who the document is shared with (empty = everybody). */
export function useDocumentUsers(documentID: string) {
  return useQuery({
    queryKey: documentKeys.users(documentID),
    queryFn: ({ signal }) =>
      api.get<DocumentUser[]>(`/api/Document/${encodeURIComponent(documentID)}/Users`, undefined, signal),
    enabled: !!documentID,
  });
}

/** POST /api/Document/{id}/Users: the users to share with; an empty list means everybody. */
export function useSetDocumentUsers(itemID: string, documentID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIDs: readonly string[]) =>
      api.post<unknown>(
        `/api/Document/${encodeURIComponent(documentID)}/Users`,
        userIDs.map((userID) => ({ userID })),
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: documentKeys.list(itemID) });
      await queryClient.invalidateQueries({ queryKey: documentKeys.users(documentID) });
    },
  });
}
