import {
  type AttendanceMode,
  FILE_NOTES_PAGE_SIZE,
  type FileNoteInput,
  type FileNoteKind,
} from '@probity/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../api/activity';
import { api, apiRequest } from '../../api/client';
import { PAGINATION_HEADER, parsePagination } from '../../api/pagination';

/** Issue 14: a file or attendance note as GET /api/Matters/{id}/FileNotes answers it. */
export interface FileNote {
  fileNoteID: string;
  matterID: string;
  kind: FileNoteKind;
  attendanceMode: AttendanceMode | null;
  occurredAt: string;
  durationMinutes: number | null;
  text: string;
  createdBy: { userID: string; name: string } | null;
  createdAt: string;
  updatedAt: string | null;
  editableUntil: string;
  canChange: boolean;
  documents: { documentID: string; name: string; mimeType: string }[];
}

const enc = encodeURIComponent;

export const fileNoteKeys = {
  list: (matterID: string) => ['file-notes', matterID] as const,
};

/** The matter's notes page by page, newest first. */
export function useFileNotes(matterID: string) {
  return useInfiniteQuery({
    queryKey: fileNoteKeys.list(matterID),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const response = await apiRequest<FileNote[]>(`/api/Matters/${enc(matterID)}/FileNotes`, {
        query: { page: pageParam, pageCount: FILE_NOTES_PAGE_SIZE },
        signal,
      });
      return {
        items: Array.isArray(response.data) ? response.data : [],
        pagination: parsePagination(response.headers.get(PAGINATION_HEADER)),
      };
    },
    getNextPageParam: (last) =>
      last.pagination && last.pagination.currentPage < last.pagination.totalPages
        ? last.pagination.currentPage + 1
        : undefined,
  });
}

function useRefresh(matterID: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: fileNoteKeys.list(matterID) });
    void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  };
}

/** POST a new note, or PUT a changed one (fileNoteID given). */
export function useSaveFileNote(matterID: string) {
  const refresh = useRefresh(matterID);
  return useMutation({
    mutationFn: ({ fileNoteID, input }: { fileNoteID?: string; input: FileNoteInput }) =>
      fileNoteID
        ? api.put<FileNote>(`/api/FileNotes/${enc(fileNoteID)}`, input)
        : api.post<FileNote>(`/api/Matters/${enc(matterID)}/FileNotes`, input),
    onSuccess: refresh,
  });
}

export function useDeleteFileNote(matterID: string) {
  const refresh = useRefresh(matterID);
  return useMutation({
    mutationFn: (fileNoteID: string) => api.delete<null>(`/api/FileNotes/${enc(fileNoteID)}`),
    onSuccess: refresh,
  });
}
