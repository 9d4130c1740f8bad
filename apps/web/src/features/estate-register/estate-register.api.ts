import type {
  CategoryTotal,
  ChargedTo,
  DistributionKind,
  EstateItemCategory,
  EstateItemInput,
  EstateItemKind,
  EstateTransactionDirection,
  EstateTransactionInput,
  EstateTransactionKind,
  RegisterTotals,
  TransactionTotals,
} from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../api/activity';
import { api } from '../../api/client';

/** Issue 17: an asset or liability as GET /api/Matters/{id}/Estate/Items answers it. */
export interface EstateItem {
  estateItemID: string;
  matterID: string;
  kind: EstateItemKind;
  category: EstateItemCategory;
  description: string;
  institution: string | null;
  reference: string | null;
  valueAtDeath: number;
  sharePercent: number;
  shareValue: number;
  passesBySurvivorship: boolean;
  inEstateForProbate: boolean;
  realisedAmount: number | null;
  realisedOn: string | null;
  gainOrLoss: number | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface EstateRegister {
  items: EstateItem[];
  totals: RegisterTotals & { categories: CategoryTotal[] };
}

export interface EstateTransaction {
  estateTransactionID: string;
  matterID: string;
  direction: EstateTransactionDirection;
  kind: EstateTransactionKind;
  date: string;
  amount: number;
  description: string;
  estateItemID: string | null;
  chargedTo: ChargedTo | null;
  estateLegacyID: string | null;
  distribution: DistributionKind | null;
}

export interface EstateTransactions {
  transactions: EstateTransaction[];
  totals: TransactionTotals;
}

const enc = encodeURIComponent;
const base = (matterID: string) => `/api/Matters/${enc(matterID)}/Estate`;

export const estateKeys = {
  items: (matterID: string) => ['estate', matterID, 'items'] as const,
  transactions: (matterID: string) => ['estate', matterID, 'transactions'] as const,
  all: (matterID: string) => ['estate', matterID] as const,
};

export function useEstateRegister(matterID: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: estateKeys.items(matterID),
    queryFn: () => api.get<EstateRegister>(`${base(matterID)}/Items`),
  });
}

export function useEstateTransactions(matterID: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: estateKeys.transactions(matterID),
    queryFn: () => api.get<EstateTransactions>(`${base(matterID)}/Transactions`),
  });
}

function useRefresh(matterID: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: estateKeys.all(matterID) });
    void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  };
}

/** POST a new item, or PUT a changed one (estateItemID given). */
export function useSaveEstateItem(matterID: string) {
  const refresh = useRefresh(matterID);
  return useMutation({
    mutationFn: ({ estateItemID, input }: { estateItemID?: string; input: EstateItemInput }) =>
      estateItemID
        ? api.put<EstateItem>(`${base(matterID)}/Items/${enc(estateItemID)}`, input)
        : api.post<EstateItem>(`${base(matterID)}/Items`, input),
    onSuccess: refresh,
  });
}

export function useDeleteEstateItem(matterID: string) {
  const refresh = useRefresh(matterID);
  return useMutation({
    mutationFn: (estateItemID: string) => api.delete<null>(`${base(matterID)}/Items/${enc(estateItemID)}`),
    onSuccess: refresh,
  });
}

export function useSaveEstateTransaction(matterID: string) {
  const refresh = useRefresh(matterID);
  return useMutation({
    mutationFn: ({
      estateTransactionID,
      input,
    }: {
      estateTransactionID?: string;
      input: EstateTransactionInput;
    }) =>
      estateTransactionID
        ? api.put<EstateTransaction>(`${base(matterID)}/Transactions/${enc(estateTransactionID)}`, input)
        : api.post<EstateTransaction>(`${base(matterID)}/Transactions`, input),
    onSuccess: refresh,
  });
}

export function useDeleteEstateTransaction(matterID: string) {
  const refresh = useRefresh(matterID);
  return useMutation({
    mutationFn: (estateTransactionID: string) =>
      api.delete<null>(`${base(matterID)}/Transactions/${enc(estateTransactionID)}`),
    onSuccess: refresh,
  });
}
