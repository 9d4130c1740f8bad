import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { COMPANY_DELETE_REDIRECT_MS, PLATFORM_TEXTS } from '@probity/domain';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { useDeleteCompany } from './companies.api';
import { CompanyFlags } from './CompanyFlags';
import { useCompanyContext } from './CompanyArea';
import { CredentialsForm } from './CredentialsForm';

/** spec 01 §2 company Settings: the flags, the provider credentials and 'Permanently delete company'. */
export function CompanySettingsPage() {
  const { company } = useCompanyContext();
  const navigate = useNavigate();
  const deleteCompany = useDeleteCompany();
  const redirect = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (redirect.current) window.clearTimeout(redirect.current);
    },
    [],
  );

  const handleDelete = async () => {
    const isConfirmed = await confirm({
      text: `${company.name} and everything in it will be deleted. ${PLATFORM_TEXTS.deleteUserConfirm}`,
      confirmLabel: PLATFORM_TEXTS.confirmYesDelete,
      cancelLabel: PLATFORM_TEXTS.confirmNoCancel,
      isDestructive: true,
    });
    if (!isConfirmed) return;
    try {
      await deleteCompany.mutateAsync(company.organisationID);
      notify.success(PLATFORM_TEXTS.companyDeleted);
      // spec 01 §8: the redirect to the list follows after 2 seconds.
      redirect.current = window.setTimeout(
        () => void navigate('/secure/companies', { replace: true }),
        COMPANY_DELETE_REDIRECT_MS,
      );
    } catch (error) {
      notify.error(errorToast(error));
    }
  };

  return (
    <Stack gap="md">
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Settings
          </Title>
          <CompanyFlags company={company} />
        </Stack>
      </Card>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Integration credentials
          </Title>
          <CredentialsForm company={company} />
        </Stack>
      </Card>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs" align="flex-start">
          <Title order={2} fz="lg">
            {PLATFORM_TEXTS.permanentlyDeleteCompany}
          </Title>
          <Text fz="sm" c="dimmed">
            The company, its members and its data are deleted. This cannot be undone.
          </Text>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={deleteCompany.isPending}
            disabled={deleteCompany.isSuccess}
            onClick={() => void handleDelete()}
          >
            {PLATFORM_TEXTS.permanentlyDeleteCompany}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
