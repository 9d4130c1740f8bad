import { Badge, Card, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { LEGACY_TEXTS, crudFlags } from '@probity/domain';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../components/PageHeader';
import { EstateLeadSection } from '../estate-sharing/EstateLeadSection';
import { Pagination } from '../../components/Pagination';
import { useLegacyArea } from './LegacyArea';
import { useCoBeneficiaries } from './legacies.api';

/** spec 03 §2.11 Charity Co-Beneficiaries: the other charities of the matter, 15 a page. */
export function LegacyCoBensPage() {
  const { legacy } = useLegacyArea();
  const [page, setPage] = useState(1);
  const coBens = useCoBeneficiaries(legacy.legacyID, page);
  const data = coBens.data;
  const firmName = data?.firmName ?? legacy.matterOrganisation?.name ?? null;
  const { roles } = useSession();
  const [, , canUpdate] = crudFlags(roles, 'legacy');

  return (
    <Stack gap="lg">
      <PageHeader aboveTitle={LEGACY_TEXTS.aboveTitle} title={LEGACY_TEXTS.coBensTitle} />
      {firmName && (
        <Text>
          {LEGACY_TEXTS.coBensText} <strong>{firmName}</strong>
        </Text>
      )}
      {coBens.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : !data || data.data.length === 0 ? (
        <Card p="lg">
          <Text c="dimmed">{LEGACY_TEXTS.noCoBens}</Text>
        </Card>
      ) : (
        <Card p={0}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={LEGACY_TEXTS.coBensTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Charity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((c) => (
                <Table.Tr key={c.matterCharityID}>
                  <Table.Td>
                    <Group gap="sm">
                      <Text fz="sm" fw={500}>
                        {c.charityName}
                      </Text>
                      {c.verified && (
                        <Badge size="xs" variant="light" color="teal">
                          Verified
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {data && (
        <Pagination
          pagination={{
            currentPage: data.paginationResp.currentPage,
            totalPages: data.paginationResp.totalPages,
            pageSize: data.paginationResp.pageSize,
            totalCount: data.paginationResp.totalCount,
          }}
          onPageChange={setPage}
        />
      )}
      <EstateLeadSection legacyID={legacy.legacyID} matterID={legacy.matterID} canChoose={canUpdate} />
    </Stack>
  );
}
