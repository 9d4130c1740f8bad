import type {
  BankAccount,
  BankAccountNomination,
  ZBankAccountCreateInput,
  ZBankAccountUpdateInput,
} from '@probity/domain';
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

/** GET /api/Organisations/BankAccount/{id}/Legacies (issue 11): the legacies that nominate an account. */
export function fetchNominations(bankAccountID: string) {
  return api.get<BankAccountNomination[]>(
    `/api/Organisations/BankAccount/${encodeURIComponent(bankAccountID)}/Legacies`,
  );
}

/**
 * DELETE /api/Organisations/BankAccount/{id}; `confirm` deletes an account nominated on legacies
 * (which then have no account: the legacies are refreshed too).
 */
export function useDeleteBankAccount() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bankAccountID, confirm }: { bankAccountID: string; confirm: boolean }) =>
      api.delete<unknown>(
        `/api/Organisations/BankAccount/${encodeURIComponent(bankAccountID)}${confirm ? '?confirm=true' : ''}`,
      ),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['legacies'] });
    },
  });
}
