import {
  type CharityDetails,
  type CharitySearchResult,
  type Legacy,
  MATTER_CHARITIES_PAGE_SIZE,
  type MatterCharity,
  type MatterCharityPage,
} from '@probity/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { matterKeys } from '../matters/matters.api';

export const charityKeys = {
  list: (matterID: string) => ['matter-charities', matterID] as const,
  page: (matterID: string, page: number, search: string) =>
    ['matter-charities', matterID, 'page', page, search] as const,
  register: (number: number, suffix: number) => ['charity-register', number, suffix] as const,
  legacy: (legacyID: string) => ['legacy', legacyID] as const,
};

const charitiesPath = (matterID: string) => `/api/Matters/${encodeURIComponent(matterID)}/Charity`;

/** spec 02 §7 GET /api/Matters/{id}/Charity?Page=&PageCount= (and SearchTerm). */
export function useMatterCharities(matterID: string, page: number, search: string) {
  return useQuery({
    queryKey: charityKeys.page(matterID, page, search),
    queryFn: ({ signal }) =>
      api.get<MatterCharityPage>(
        charitiesPath(matterID),
        { Page: page, PageCount: MATTER_CHARITIES_PAGE_SIZE, SearchTerm: search.trim() || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** spec 02 §7 GET /api/Matters/{id}/Charity/{charityId}/ (the overlay opened from openCharityID). */
export function useMatterCharity(matterID: string, matterCharityID: string | null) {
  return useQuery({
    queryKey: [...charityKeys.list(matterID), 'one', matterCharityID ?? ''],
    queryFn: ({ signal }) =>
      api.get<MatterCharity>(
        `${charitiesPath(matterID)}/${encodeURIComponent(matterCharityID ?? '')}/`,
        undefined,
        signal,
      ),
    enabled: !!matterCharityID,
    retry: false,
  });
}

/** spec 03 §7 GET /api/Charities/{name}: the register search of the Add Charity overlay. */
export function searchRegister(term: string): Promise<CharitySearchResult[]> {
  return api.get<CharitySearchResult[]>(`/api/Charities/${encodeURIComponent(term.trim())}`);
}

/** spec 03 §7 GET /api/Charities/{number}/{suffix}. */
export function fetchRegisterDetails(number: number, suffix: number): Promise<CharityDetails> {
  return api.get<CharityDetails>(`/api/Charities/${number}/${suffix}`);
}

export function useRegisterDetails(charity: { charityRegNo: number; charitySuffix: number } | null) {
  return useQuery({
    queryKey: charityKeys.register(charity?.charityRegNo ?? 0, charity?.charitySuffix ?? 0),
    queryFn: () => fetchRegisterDetails(charity!.charityRegNo, charity!.charitySuffix),
    enabled: !!charity,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** spec 03 §7 GET /api/Legacy/{id}/ (the Legacy tab of the charity details overlay). */
export function useLegacy(legacyID: string | null) {
  return useQuery({
    queryKey: charityKeys.legacy(legacyID ?? ''),
    queryFn: ({ signal }) =>
      api.get<Legacy>(`/api/Legacy/${encodeURIComponent(legacyID ?? '')}/`, undefined, signal),
    enabled: !!legacyID,
    retry: false,
  });
}

/** After a change: the lists, the matter's summary count. */
function useRefreshCharities(matterID: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: charityKeys.list(matterID) }),
      queryClient.invalidateQueries({ queryKey: matterKeys.one(matterID) }),
    ]);
}

/** spec 02 §7 POST /api/Matters/{id}/Charity. */
export function useAddMatterCharity(matterID: string) {
  const refresh = useRefreshCharities(matterID);
  return useMutation({
    mutationFn: (charity: CharityDetails) =>
      api.post<MatterCharity>(charitiesPath(matterID), {
        charityRegNo: charity.reg_charity_number,
        charityOrgNo: charity.organisation_number,
        charitySuffix: charity.group_subsid_suffix,
        charityName: charity.charity_name,
        linkedOrganisation: charity.linked_organisation,
      }),
    onSettled: refresh,
  });
}

/** spec 02 §7 DELETE /api/Matters/{id}/Charity/{charityId}. */
export function useRemoveMatterCharity(matterID: string) {
  const refresh = useRefreshCharities(matterID);
  return useMutation({
    mutationFn: (charity: MatterCharity) =>
      api.delete<null>(`${charitiesPath(matterID)}/${encodeURIComponent(charity.matterCharityID)}`),
    onSettled: refresh,
  });
}
