import { MAX_PAGE_SIZE } from '@probity/domain';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useMatterList } from '../../api/matters';
import { useSession } from '../../auth/session';
import { type Matter, matterKeys } from '../matters/matters.api';

/**
 * The individual records of the signed-in person: the one My Data shows, and the one they are on
 * each of their matters (spec 02 §6 "linked to the matter as the viewing individual", read from
 * each matter), so that notifications about any of them are shown.
 */
export function useMyIndividualIDs(myIndividualID: string | null): string[] {
  const { user } = useSession();
  const list = useMatterList(
    { kind: 'Individual', id: user.userID },
    { page: 1, pageSize: MAX_PAGE_SIZE, search: '', orderBy: '', statuses: [], types: [] },
  );
  const matters = useQueries({
    queries: (list.data?.items ?? []).map((m) => ({
      queryKey: matterKeys.one(m.matterID),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<Matter>(`/api/Matters/${encodeURIComponent(m.matterID)}`, undefined, signal),
    })),
  });
  const ids = new Set<string>();
  if (myIndividualID) ids.add(myIndividualID);
  for (const matter of matters) {
    const id = matter.data?.viewingIndividual?.individualID;
    if (id) ids.add(id);
  }
  return [...ids];
}
