import type { BankAccount, ZBankAccountCreateInput, ZBankAccountUpdateInput } from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/client';

export const bankAccountKeys = {
  all: ['bank-accounts'] as const,
  organisation: (organisationID: string) => ['bank-accounts', organisationID] as const,
};

/** GET /api/Organisations/{id}/BankAccount (spec 03 §7). */
export function useBankAccounts(organisationID: string | null, isEnabled = true) {
  return useQuery({
    queryKey: bankAccountKeys.organisation(organisationID ?? ''),
    queryFn: ({ signal }) =>
      api.get<BankAccount[]>(
        `/api/Organisations/${encodeURIComponent(organisationID ?? '')}/BankAccount`,
        undefined,
        signal,
      ),
    enabled: !!organisationID && isEnabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: bankAccountKeys.all });
}

export function useCreateBankAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: z.input<typeof ZBankAccountCreateInput>) =>
      api.post<BankAccount>('/api/Organisations/BankAccount', body),
    onSuccess: refresh,
  });
}

export function useUpdateBankAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: z.input<typeof ZBankAccountUpdateInput>) =>
      api.put<BankAccount>('/api/Organisations/BankAccount', body),
    onSuccess: refresh,
  });
}

export function useDeleteBankAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (bankAccountID: string) =>
      api.delete<unknown>(`/api/Organisations/BankAccount/${encodeURIComponent(bankAccountID)}`),
    onSuccess: refresh,
  });
}
