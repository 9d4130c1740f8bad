import {
  Accordion,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type AdminIndividual, PLATFORM_TEXTS } from '@probity/domain';
import { IconArrowLeft, IconBuilding, IconPlus, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { MatterStatusBadge, matterPath } from '../matters/matter-columns';
import { useAdminIndividual, useUnlinkFromMatter } from './admin-individuals.api';
import { IndividualStatusBadge, individualPath } from './individual-status';
import { LinkToMatterModal } from './LinkToMatterModal';

type CompanyOfIndividual = AdminIndividual['companies'][number];
type MatterOfIndividual = CompanyOfIndividual['matters'][number];

function CompanyMatters({
  individual,
  company,
  onUnlinked,
}: {
  individual: AdminIndividual;
  company: CompanyOfIndividual;
  onUnlinked: (remaining: AdminIndividual | null) => void;
}) {
  const unlink = useUnlinkFromMatter();
  const handleUnlink = async (matter: MatterOfIndividual) => {
    const isConfirmed = await confirm({
      text: `${individual.name} will be unlinked from ${matter.reference}. ${PLATFORM_TEXTS.deleteUserConfirm}`,
      confirmLabel: 'Unlink',
      cancelLabel: 'Cancel',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    try {
      const remaining = await unlink.mutateAsync({
        individualID: matter.individualID,
        matterID: matter.matterID,
      });
      notify.success(PLATFORM_TEXTS.removedFrom(individual.name, matter.reference));
      onUnlinked(remaining);
    } catch (error) {
      notify.error(errorToast(error));
    }
  };

  if (company.matters.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No matters in this company.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {company.matters.map((m) => (
        <Group key={m.matterID} justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <MatterStatusBadge status={{ ...m.status, description: '' }} />
            <div>
              <Anchor component={Link} to={matterPath(m)} fz="sm" fw={600}>
                {m.reference}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {m.matterType.name} · {m.individualType.name}
              </Text>
            </div>
          </Group>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconUnlink size={14} aria-hidden />}
            loading={unlink.isPending && unlink.variables?.matterID === m.matterID}
            onClick={() => void handleUnlink(m)}
            aria-label={`Unlink from ${m.reference}`}
          >
            Unlink
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** spec 01 §2 individual detail: the person's data and each company's matters, with linking. */
export function IndividualPage() {
  const { individualId = '' } = useParams();
  const individual = useAdminIndividual(individualId);
  const navigate = useNavigate();
  // The person is reached by their first record: after an unlink it may be another one, or none.
  const handleUnlinked = (remaining: AdminIndividual | null) => {
    if (!remaining) void navigate('/secure/individuals', { replace: true });
    else if (remaining.individualID !== individualId)
      void navigate(individualPath(remaining.individualID), { replace: true });
  };
  const [overlay, setOverlay] = useState<'company' | 'matter' | null>(null);

  const back = (
    <Anchor component={Link} to="/secure/individuals" fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        <span>Individuals</span>
      </Group>
    </Anchor>
  );

  if (individual.isPending) {
    return (
      <Stack gap="md">
        {back}
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      </Stack>
    );
  }
  const data = individual.data;
  if (!data) {
    const isMissing = individual.error instanceof ApiError && individual.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        <Card p="lg">
          <Text>{isMissing ? 'This individual does not exist.' : 'The individual could not be loaded.'}</Text>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {back}
      <Group gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }} c="navy.9">
          {data.name}
        </Title>
        <IndividualStatusBadge status={data.status} />
      </Group>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Title" value={data.title ?? ''} readOnly />
            <TextInput label="First name" value={data.firstName} readOnly />
            <TextInput label="Surname" value={data.surname} readOnly />
          </SimpleGrid>
          <TextInput label="Email" value={data.emailAddress ?? ''} readOnly />
          <Text fz="xs" c="dimmed">
            Individuals keep their own details up to date on their My Data page; each firm edits them on its
            matters.
          </Text>
        </Stack>
      </Card>
      <Card p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz="lg">
              Companies
            </Title>
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setOverlay('company')}
              >
                {PLATFORM_TEXTS.addToNewCompany}
              </Button>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setOverlay('matter')}
                disabled={data.companies.length === 0}
              >
                {PLATFORM_TEXTS.addToNewMatter}
              </Button>
            </Group>
          </Group>
          {data.companies.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Not linked to any company.
            </Text>
          ) : (
            <Accordion
              variant="separated"
              multiple
              defaultValue={data.companies.map((c) => c.organisationID)}
            >
              {data.companies.map((c) => (
                <Accordion.Item key={c.organisationID} value={c.organisationID}>
                  <Accordion.Control icon={<IconBuilding size={18} aria-hidden />}>
                    <Group gap="xs">
                      <Text fw={600} fz="sm">
                        {c.name}
                      </Text>
                      <Badge size="xs" variant="light" color="gray">
                        {c.matters.length} {c.matters.length === 1 ? 'matter' : 'matters'}
                      </Badge>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <CompanyMatters individual={data} company={c} onUnlinked={handleUnlinked} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
      </Card>
      <LinkToMatterModal
        opened={overlay !== null}
        mode={overlay ?? 'company'}
        onClose={() => setOverlay(null)}
        individual={data}
      />
    </Stack>
  );
}
