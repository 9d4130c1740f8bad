import { Box, Card, Center, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  type FiguresRow,
  LEGACY_FIGURES_SOURCE_TEXTS,
  LEGACY_FIGURES_TEXTS,
  type LegacyDashboard,
} from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { poundsFigure } from './dashboard-tiles';
import { barWidths } from './legacy-figures';

const T = LEGACY_FIGURES_TEXTS;

/** GET /api/Organisations/{id}/Dashboard/Legacies (a charity's dashboard only). */
function useLegacyFigures(organisationID: string) {
  return useQuery({
    queryKey: ['dashboard', 'legacies', organisationID],
    queryFn: ({ signal }) =>
      api.get<LegacyDashboard>(
        `/api/Organisations/${encodeURIComponent(organisationID)}/Dashboard/Legacies`,
        undefined,
        signal,
      ),
  });
}

/**
 * A chart as a table (issue 11): each row's label, count and value are real table cells, so a
 * screen reader reads the figures; the bar under the label is decoration. Narrow screens keep the
 * three columns, the bar takes the label's width.
 */
function FiguresChart({
  id,
  title,
  description,
  firstColumn,
  rows,
  emptyText,
  mutedKey,
}: {
  id: string;
  title: string;
  description: string;
  firstColumn: string;
  rows: readonly FiguresRow[];
  emptyText: string;
  /** A row drawn in grey (Not forecast). */
  mutedKey?: string;
}) {
  const widths = barWidths(rows);
  const estimated = rows.reduce((sum, r) => sum + r.estimatedPence, 0);
  return (
    <Card p="lg" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} fz="lg" id={`${id}-title`}>
        {title}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm" id={`${id}-description`}>
        {description}
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {emptyText}
        </Text>
      ) : (
        <Table
          verticalSpacing={6}
          horizontalSpacing="xs"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          layout="fixed"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{firstColumn}</Table.Th>
              <Table.Th ta="right" w={80}>
                {T.legacies}
              </Table.Th>
              <Table.Th ta="right" w={104}>
                {T.value}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {row.label}
                  </Text>
                  <Box
                    aria-hidden
                    mt={4}
                    h={8}
                    w={`${widths[i] ?? 0}%`}
                    bg={row.key === mutedKey ? 'gray.5' : 'teal.7'}
                    style={{ borderRadius: 4 }}
                  />
                </Table.Td>
                <Table.Td ta="right" fz="sm">
                  {row.count}
                </Table.Td>
                <Table.Td ta="right" fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {poundsFigure(row.valuePence)}
                  {row.estimatedPence > 0 && (
                    <Text span fz="xs" c="dimmed" display="block">
                      {T.estimated}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {estimated > 0 && (
        <Text fz="xs" c="dimmed" mt="sm">
          {T.ofWhichEstimated(poundsFigure(estimated))}
        </Text>
      )}
    </Card>
  );
}

/**
 * issue 11: the charity dashboard's pipeline by status and expected receipts by financial year,
 * with residuary shares at their estimated value. Plain CSS bars in tables (docs/decisions.md): no
 * chart library in the bundle.
 */
export function LegacyFiguresPanel({ organisationID }: { organisationID: string }) {
  const figures = useLegacyFigures(organisationID);
  if (figures.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  if (figures.isError || !figures.data) return null;
  const { pipeline, receipts, legacies, fromEstate } = figures.data;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FiguresChart
          id="legacy-pipeline"
          title={T.pipelineTitle}
          description={T.pipelineDescription}
          firstColumn={T.status}
          rows={legacies === 0 ? [] : pipeline}
          emptyText={T.noLegacies}
        />
        <FiguresChart
          id="legacy-receipts"
          title={T.receiptsTitle}
          description={T.receiptsDescription}
          firstColumn={T.financialYear}
          rows={receipts}
          emptyText={T.noReceipts}
          mutedKey="not-forecast"
        />
      </SimpleGrid>
      {/* Issue 17: which legacies follow the firms' estate figures rather than the charity's own. */}
      {fromEstate > 0 && (
        <Text fz="xs" c="dimmed">
          {LEGACY_FIGURES_SOURCE_TEXTS.fromEstate(fromEstate)}
        </Text>
      )}
    </Stack>
  );
}
