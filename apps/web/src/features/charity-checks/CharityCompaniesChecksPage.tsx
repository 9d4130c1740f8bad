import { Button, Card, Stack, Text } from '@mantine/core';
import { INDIVIDUAL_TEXTS, TEXTS } from '@probity/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';

/** spec 03 §2.14: companies is "an under-construction page 'Companies Checks'". */
export function CharityCompaniesChecksPage() {
  const navigate = useNavigate();
  // Back in the browser's history when there is one in this app, else to the area's first page.
  const handleBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if ((state?.idx ?? 0) > 0) navigate(-1);
    else navigate('/secure/charity-checks/individuals');
  };
  return (
    <Stack gap={0}>
      <PageHeader title={INDIVIDUAL_TEXTS.companiesChecksTitle} />
      <Card p="lg">
        <Stack align="flex-start" gap="md">
          <Text>{TEXTS.underConstruction}</Text>
          <Button variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={handleBack}>
            Go back
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
