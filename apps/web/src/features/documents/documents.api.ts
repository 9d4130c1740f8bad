import { DOCUMENT_TEXTS, STREAMED_UPLOAD_THRESHOLD_BYTES } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiUpload } from '../../api/client';

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
  /** Issue 14: the folder it is filed in and its current version (1 for a first upload). */
  folder?: string;
  version?: number;
  versionDate?: string;
  versionUploadedBy?: DocumentUser | null;
}

/** spec 02 §7: one file of POST /api/Document/. */
export interface DocumentUpload {
  name: string;
  mimeType: string;
  content: string;
  itemID: string;
  folder?: string;
}

export const documentKeys = {
  list: (itemID: string, folder?: string) =>
    folder ? (['documents', 'list', itemID, folder] as const) : (['documents', 'list', itemID] as const),
  versions: (documentID: string) => ['documents', 'versions', documentID] as const,
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

export async function toUploads(
  files: readonly File[],
  itemID: string,
  folder?: string,
): Promise<DocumentUpload[]> {
  return Promise.all(
    files.map(async (file) => ({
      name: file.name,
      mimeType: file.type || DEFAULT_MIME_TYPE,
      content: await readAsDataUrl(file),
      itemID,
      ...(folder ? { folder } : {}),
    })),
  );
}

/** GET /api/Document/List/{itemID}: the documents of a matter or an individual (of one folder). */
export function useDocuments(itemID: string, folder?: string) {
  return useQuery({
    queryKey: documentKeys.list(itemID, folder),
    queryFn: ({ signal }) =>
      api.get<MatterDocument[]>(
        `/api/Document/List/${encodeURIComponent(itemID)}`,
        folder ? { Folder: folder } : undefined,
        signal,
      ),
    enabled: !!itemID,
  });
}

/**
 * Which call each file takes: up to the threshold, spec 02 §7's POST /api/Document/ (data URLs,
 * all in one call); above it, one streamed POST /api/Document/Upload each, so a large file is
 * never read into memory as a data URL on either side.
 */
export function planUploads(
  files: readonly File[],
  thresholdBytes: number = STREAMED_UPLOAD_THRESHOLD_BYTES,
): { dataUrl: File[]; streamed: File[] } {
  return {
    dataUrl: files.filter((f) => f.size <= thresholdBytes),
    streamed: files.filter((f) => f.size > thresholdBytes),
  };
}

/** POST /api/Document/Upload?itemID&name: the file as the raw body (its type, or octet-stream). */
export async function uploadStreamed(
  file: File,
  itemID: string,
  onProgress?: (fraction: number) => void,
  folder?: string,
): Promise<MatterDocument> {
  const response = await apiUpload<MatterDocument>('/api/Document/Upload', {
    query: { itemID, name: file.name, ...(folder ? { folder } : {}) },
    body: file,
    contentType: file.type || DEFAULT_MIME_TYPE,
    onProgress,
  });
  return response.data;
}

/**
 * Uploads files to a matter or an individual: the small ones together as data URLs, then each
 * large one streamed. onProgress reports the share of the streamed bytes sent (0 to 1); it is
 * not called when every file is small.
 */
export async function uploadDocuments(
  files: readonly File[],
  itemID: string,
  onProgress?: (fraction: number) => void,
  folder?: string,
): Promise<void> {
  const { dataUrl, streamed } = planUploads(files);
  if (dataUrl.length > 0) await api.post<unknown>('/api/Document/', await toUploads(dataUrl, itemID, folder));
  const total = streamed.reduce((sum, f) => sum + f.size, 0);
  let done = 0;
  for (const file of streamed) {
    onProgress?.(done / total);
    await uploadStreamed(
      file,
      itemID,
      (fraction) => onProgress?.((done + fraction * file.size) / total),
      folder,
    );
    done += file.size;
  }
  if (streamed.length > 0) onProgress?.(1);
}

/** The failure toast of an upload: spec 02 §8's text, and why when the file is over the limit (413). */
export function uploadErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 413
    ? DOCUMENT_TEXTS.uploadFailedTooLarge
    : DOCUMENT_TEXTS.uploadFailed;
}

export function useUploadDocuments(itemID: string, onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, folder }: { files: readonly File[]; folder?: string }) =>
      uploadDocuments(files, itemID, onProgress, folder),
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
