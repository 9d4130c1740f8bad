import type {
  AccountsApprovalInput,
  ApprovalMethod,
  EstateAccounts,
  EstateComponent,
  InheritanceTaxWorksheet,
  ResiduaryShareOf,
  WillGiftKind,
  WillLegacyKind,
} from '@probity/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../api/activity';
import { api } from '../../api/client';

/** Issue 17: GET /api/Matters/{id}/Estate/Tax. */
export interface EstateTax {
  matterID: string;
  dateOfDeath: string | null;
  worksheet: InheritanceTaxWorksheet | null;
  exemptGifts: {
    estateLegacyID: string;
    beneficiaryName: string;
    legacyKind: WillLegacyKind;
    kind: WillGiftKind;
    component: EstateComponent;
    amount: number;
    share: ResiduaryShareOf | null;
    residueBeforeTax: number | null;
  }[];
  problemTexts: string[];
}

export interface AccountsApproval {
  method: ApprovalMethod;
  approvedOn: string;
  recordedBy: string;
  recordedAt: string;
}

/** Issue 17: GET /api/Matters/{id}/Estate/Accounts. */
export interface EstateAccountsView {
  matterID: string;
  reference: string;
  estateName: string;
  dateOfDeath: string | null;
  accounts: EstateAccounts;
  problemTexts: string[];
  finalisation: {
    finalisationID: string;
    finalisedAt: string;
    finalisedBy: string;
    changedSinceFinalised: boolean;
  } | null;
  approvals: {
    beneficiaryId: string;
    beneficiaryName: string;
    type: 'charity' | 'person';
    approvesOnProbity: boolean;
    approval: AccountsApproval | null;
  }[];
}

const enc = encodeURIComponent;
export const estatePath = (matterID: string) => `/api/Matters/${enc(matterID)}/Estate`;
// Under ['estate', matterID]: the register's and the will's changes refresh them.
const keys = {
  tax: (matterID: string) => ['estate', matterID, 'tax'] as const,
  accounts: (matterID: string) => ['estate', matterID, 'accounts'] as const,
};

export function useEstateTax(matterID: string, enabled = true) {
  return useQuery({
    queryKey: keys.tax(matterID),
    queryFn: ({ signal }) => api.get<EstateTax>(`${estatePath(matterID)}/Tax`, undefined, signal),
    enabled,
  });
}

export function useEstateAccounts(matterID: string, enabled = true) {
  return useQuery({
    queryKey: keys.accounts(matterID),
    queryFn: ({ signal }) =>
      api.get<EstateAccountsView>(`${estatePath(matterID)}/Accounts`, undefined, signal),
    enabled,
  });
}

function useAccountsMutation<T>(matterID: string, run: (input: T) => Promise<EstateAccountsView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (view) => {
      queryClient.setQueryData(keys.accounts(matterID), view);
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}

export function useFinaliseAccounts(matterID: string) {
  return useAccountsMutation(matterID, () =>
    api.post<EstateAccountsView>(`${estatePath(matterID)}/Accounts/Final`, {}),
  );
}

export function useRecordApproval(matterID: string) {
  return useAccountsMutation(matterID, (input: AccountsApprovalInput) =>
    api.post<EstateAccountsView>(`${estatePath(matterID)}/Accounts/Approvals`, input),
  );
}
