import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { ESTATE_ACCOUNTS_PAGE_TEXTS as P, crudFlags, isEstateMatterType } from '@probity/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { downloadFile } from '../../components/download';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { errorToast } from '../../components/form-errors';
import { useWorkspaceMatter } from '../matter-workspace/workspace-context';
import { AccountsCards } from './AccountsCards';
import { ApprovalCard } from './ApprovalCard';
import { ApprovalModal } from './ApprovalModal';
import { type EstateAccountsView, estatePath, useEstateAccounts } from './estate-accounts.api';

/**
 * /secure/matters/{id}/accounts (issue 17): the capital, income and distribution accounts, each
 * beneficiary's entitlement, distributions and balance held; their problems; the exports to Excel
 * and PDF; marking them final and the residuary beneficiaries' approval. The firm's staff, Estate
 * matters only.
 */
export function EstateAccountsPage() {
  const matter = useWorkspaceMatter();
  const { roles } = useSession();
  const [, canRead, canChange] = crudFlags(roles, 'matter');
  const [, canReadEstate] = crudFlags(roles, 'estate');
  const isEstate = isEstateMatterType(matter.matterType.matterTypeID);
  const accounts = useEstateAccounts(matter.matterID, canRead && canReadEstate && isEstate);
  const [recording, setRecording] = useState<EstateAccountsView['approvals'][number] | null>(null);

  function handleExport(format: 'xlsx' | 'pdf') {
    downloadFile(
      `${estatePath(matter.matterID)}/Accounts/Export?format=${format}`,
      `${matter.reference} estate accounts.${format}`,
    ).catch((error: unknown) => notify.error(errorToast(error)));
  }

  if (!canRead || !canReadEstate || !isEstate) return <Navigate to="../details" replace />;
  const view = accounts.data;
  return (
    <>
      <PageHeader title={P.title} description={P.description} />
      {accounts.isError ? (
        <LoadFailedCard what="estate accounts" onRetry={() => accounts.refetch()} />
      ) : !view ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : (
        <Stack gap="lg">
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => handleExport('xlsx')}
            >
              {P.exportExcel}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => handleExport('pdf')}
            >
              {P.exportPdf}
            </Button>
          </Group>
          {view.problemTexts.length > 0 && (
            <Alert color="orange" variant="light" title={P.problems}>
              <Stack gap={4}>
                {view.problemTexts.map((p) => (
                  <Text key={p} fz="sm">
                    {p}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          <ApprovalCard view={view} canChange={canChange} onRecord={setRecording} />
          <AccountsCards accounts={view.accounts} />
        </Stack>
      )}
      {recording && (
        <ApprovalModal
          matterID={matter.matterID}
          beneficiary={recording}
          onClose={() => setRecording(null)}
        />
      )}
    </>
  );
}
