import { Badge, Box, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type EstateProgress, ESTATE_PROGRESS_TEXTS as T, formatPence, ukDate } from '@probity/domain';
import { EstateNoteForm } from './EstateNoteForm';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
      <Text fz="sm" c="dimmed" style={{ flex: '1 1 auto', minWidth: 0 }}>
        {label}
      </Text>
      <Box fz="sm" ta="right" style={{ flex: '0 1 auto', maxWidth: '60%' }}>
        {children}
      </Box>
    </Group>
  );
}

function Figures({ figures }: { figures: NonNullable<EstateProgress['figures']> }) {
  const e = figures.entitlement;
  return (
    <Stack gap={6}>
      <Row label={T.assetsCollected}>
        <Text fz="sm">
          {T.collectedOf(
            formatPence(figures.assetsCollected),
            formatPence(figures.assetsEstimated),
            figures.collectedPercent,
          )}
        </Text>
        <Text fz="xs" c="dimmed">
          {T.itemsCollected(figures.itemsCollected, figures.itemsTotal)}
        </Text>
      </Row>
      <Row label={T.taxPaid}>{formatPence(figures.taxPaid)}</Row>
      <Title order={3} fz="sm" mt="xs">
        {T.entitlement}
      </Title>
      {e.pecuniary > 0 && <Row label={T.pecuniary}>{formatPence(e.pecuniary)}</Row>}
      {e.residuaryPercent !== null && e.estimatedResidue !== null && (
        <Row label={T.residuary(e.residuaryPercent, formatPence(e.estimatedResidue))}>
          {formatPence(e.residuary)}
        </Row>
      )}
      <Row label={T.entitlementTotal}>
        <Text fz="sm" fw={700} data-testid="estate-entitlement">
          {formatPence(e.total)}
        </Text>
      </Row>
    </Stack>
  );
}

function Accounts({ accounts }: { accounts: NonNullable<EstateProgress['accounts']> }) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Title order={3} fz="sm">
          {T.accounts}
        </Title>
        <Badge variant="light" color={accounts.status === 'final' ? 'teal' : 'gray'}>
          {accounts.status === 'final' && accounts.finalisedOn
            ? T.accountsFinal(ukDate(accounts.finalisedOn))
            : T.accountsDraft}
        </Badge>
      </Group>
      {accounts.status === 'final' && (
        <Text fz="sm">{accounts.approvedOn ? T.approvedOn(ukDate(accounts.approvedOn)) : T.notApproved}</Text>
      )}
      <Table aria-label={T.accounts} verticalSpacing={4}>
        <Table.Tbody>
          {accounts.lines.map((l) => (
            <Table.Tr key={l.key}>
              <Table.Th scope="row" fw={400} fz="sm">
                {l.label}
              </Table.Th>
              <Table.Td fz="sm" ta="right">
                {formatPence(l.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * Issue 17: the charity's "Estate progress" on its legacy, fed by the firm's estate: milestones
 * always, its own figures and the accounts' totals when the firm shares them. The money shown is
 * the firm's ("From the firm's estate figures"), never typed by the charity; its own note sits beside.
 */
export function EstateProgressPanel({
  legacyID,
  progress,
  canEditNote,
}: {
  legacyID: string;
  progress: EstateProgress;
  canEditNote: boolean;
}) {
  return (
    <Card p="lg" component="section" aria-labelledby="estate-progress-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="md" id="estate-progress-title">
            {T.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {T.description(progress.firmName)}
          </Text>
        </div>
        <Row label={T.stage}>
          {progress.stage ? `${progress.stage.label} (${ukDate(progress.stage.on)})` : T.noStage}
        </Row>
        <Row label={T.grantDate}>{progress.grantDate ? ukDate(progress.grantDate) : T.noGrant}</Row>
        {progress.lead && <Text fz="sm">{T.lead(progress.lead.charityName)}</Text>}
        <Title order={3} fz="sm" mt="xs">
          {T.payments}
        </Title>
        {progress.payments.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {T.noPayments}
          </Text>
        ) : (
          <Stack gap={4}>
            {progress.payments.map((p) => (
              <Row key={p.id} label={`${p.distribution === 'final' ? T.final : T.interim}, ${ukDate(p.on)}`}>
                {formatPence(p.amount)}
              </Row>
            ))}
            <Row label={T.paidTotal}>{formatPence(progress.paidTotal)}</Row>
          </Stack>
        )}
        {progress.figures ? (
          <Figures figures={progress.figures} />
        ) : (
          <Text fz="sm" c="dimmed">
            {T.figuresNotShared}
          </Text>
        )}
        {progress.accounts ? (
          <Accounts accounts={progress.accounts} />
        ) : (
          <Text fz="sm" c="dimmed">
            {T.accountsNotShared}
          </Text>
        )}
        {(progress.figures || progress.accounts) && (
          <Text fz="sm" fs="italic">
            {T.fromFirm}
          </Text>
        )}
        <EstateNoteForm legacyID={legacyID} legacyNote={progress.note} canEdit={canEditNote} />
      </Stack>
    </Card>
  );
}
