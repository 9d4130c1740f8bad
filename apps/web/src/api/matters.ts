import { matterListSource, type User } from '@probity/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationInfo } from './pagination';
import { queryKeys } from './query-keys';
import { fetchPage, listQueryParams } from './list-query';

export interface MatterTeamMember {
  userID: string;
  firstName: string;
  surname: string;
  name: string;
  emailAddress: string;
  profileImage: string | null;
}

/** A matter as the list answers it (spec 01 §3 "Matter (as listed)"). */
export interface MatterListItem {
  matterID: string;
  reference: string;
  /** Issue 14: the title shown (the matter's own, else its default); null when it has none. */
  title: string | null;
  isDefaultTitle: boolean;
  status: { statusID: string; name: string; description: string };
  matterType: { matterTypeID: string; name: string; description: string };
  createdDate: string;
  team: MatterTeamMember[];
  viewingIndividual: { individualType: { name: string; description: string } } | null;
  isOwner: boolean;
}

export type MatterSortField = 'reference' | 'title' | 'createdDate' | 'status' | 'type';

export interface MatterListQuery {
  page: number;
  pageSize?: number;
  search: string;
  /** Field with a '-' prefix for descending, or empty for the server's order. */
  orderBy: string;
  statuses: readonly string[];
  types: readonly string[];
}

export interface MatterSource {
  kind: 'Individual' | 'Organisation' | 'User';
  id: string;
}

/**
 * spec 01 §6 "Matter list data source" (the domain's matterListSource): Individual by
 * individual; Matter Admin, Matter Executive and Support by organisation; others by user.
 * An administrator in demo mode reads the whole demo firm, by organisation (server contract).
 */
export function matterSourceFor(user: Pick<User, 'userID' | 'organisationID' | 'roles'>): MatterSource {
  const source = matterListSource(user.roles);
  if (source === 'individual') return { kind: 'Individual', id: user.userID };
  const isOrganisation = source === 'organisation' || user.roles.includes('Admin Demo');
  if (isOrganisation && user.organisationID) return { kind: 'Organisation', id: user.organisationID };
  return { kind: 'User', id: user.userID };
}

/** The list query string: page, pageCount, SearchTerm, OrderBy and FilterType/Filter pairs. */
export function matterListParams(query: MatterListQuery): URLSearchParams {
  return listQueryParams({ ...query, filters: { status: query.statuses, type: query.types } });
}

export interface MatterListResult {
  items: MatterListItem[];
  pagination: PaginationInfo | null;
}

export function useMatterList(source: MatterSource, query: MatterListQuery) {
  const params = matterListParams(query);
  const path = `/api/Matters/${source.kind}/${encodeURIComponent(source.id)}`;
  return useQuery({
    queryKey: queryKeys.matterList(path, params.toString()),
    queryFn: async ({ signal }): Promise<MatterListResult> => {
      return fetchPage<MatterListItem>(path, params, signal);
    },
    placeholderData: keepPreviousData,
  });
}
