import type { TaskDueState, TaskInput } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

const enc = encodeURIComponent;

export interface PersonName {
  userID: string;
  name: string;
}

/** Issue 14: GET /api/Tasks/Matter/{matterId}, GET /api/Tasks/Mine. */
export interface Task {
  taskID: string;
  matterID: string;
  reference: string;
  title: string;
  detail: string | null;
  dueDate: string | null;
  /** Null once done. */
  dueState: TaskDueState | null;
  assignee: PersonName | null;
  isDone: boolean;
  doneAt: string | null;
  doneBy: PersonName | null;
  createdBy: PersonName | null;
  createdAt: string;
  updatedAt: string;
}

export const taskKeys = {
  all: ['tasks'] as const,
  matter: (matterID: string) => ['tasks', 'matter', matterID] as const,
  mine: ['tasks', 'mine'] as const,
};

export function useMatterTasks(matterID: string) {
  return useQuery({
    queryKey: taskKeys.matter(matterID),
    queryFn: ({ signal }) => api.get<Task[]>(`/api/Tasks/Matter/${enc(matterID)}`, undefined, signal),
  });
}

export function useMyTasks(enabled = true) {
  return useQuery({
    queryKey: taskKeys.mine,
    queryFn: ({ signal }) => api.get<Task[]>('/api/Tasks/Mine', undefined, signal),
    enabled,
  });
}

/** After any change: every task list (the matter's and My tasks) and the activity feeds. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['activity'] });
  };
}

export function useSaveTask(matterID: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ taskID, input }: { taskID: string | null; input: TaskInput }) =>
      taskID
        ? api.put<Task>(`/api/Tasks/${enc(taskID)}`, input)
        : api.post<Task>(`/api/Tasks/Matter/${enc(matterID)}`, input),
    onSuccess: refresh,
  });
}

export function useSetTaskDone() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ taskID, done }: { taskID: string; done: boolean }) =>
      api.post<Task>(`/api/Tasks/${enc(taskID)}/${done ? 'Done' : 'Reopen'}`),
    onSuccess: refresh,
  });
}

export function useDeleteTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (taskID: string) => api.delete<void>(`/api/Tasks/${enc(taskID)}`),
    onSuccess: refresh,
  });
}
