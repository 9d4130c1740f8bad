import { Alert, Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  APPROVAL_METHOD_LABELS,
  ESTATE_ACCOUNTS_PAGE_TEXTS as P,
  formatCalendarDate,
  todayInUk,
} from '@probity/domain';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { type EstateAccountsView, useFinaliseAccounts } from './estate-accounts.api';

interface ApprovalCardProps {
  view: EstateAccountsView;
  canChange: boolean;
  onRecord: (beneficiary: EstateAccountsView['approvals'][number]) => void;
}

/**
 * Issue 17: whether the accounts are final (and changed since), the button to mark them final,
 * and each residuary beneficiary's approval: recorded by the firm, or given by a charity on Probity.
 */
export function ApprovalCard({ view, canChange, onRecord }: ApprovalCardProps) {
  const finalise = useFinaliseAccounts(view.matterID);
  const final = view.finalisation;
  const isOpen = final !== null && !final.changedSinceFinalised;

  async function handleFinalise() {
    if (!(await confirm({ text: P.finaliseConfirm }))) return;
    try {
      await finalise.mutateAsync(undefined);
      notify.success(P.finalised);
    } catch (error) {
      notify.error(errorToast(error));
    }
  }

  return (
    <Card p="lg" component="section" aria-labelledby="final-accounts">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="final-accounts">
            {P.finalTitle}
          </Title>
          {canChange && !isOpen && (
            <Button size="xs" loading={finalise.isPending} onClick={() => void handleFinalise()}>
              {final ? P.refinalise : P.finalise}
            </Button>
          )}
        </Group>
        {final ? (
          <Text fz="sm">
            {P.finalisedOn(formatCalendarDate(todayInUk(new Date(final.finalisedAt))), final.finalisedBy)}
          </Text>
        ) : (
          <Text fz="sm">{P.draft}</Text>
        )}
        {final?.changedSinceFinalised && (
          <Alert color="orange" variant="light" p="xs">
            <Text fz="sm">{P.changedSinceFinalised}</Text>
          </Alert>
        )}
        {final && (
          <>
            <Title order={3} fz="md">
              {P.approvals}
            </Title>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {view.approvals.map((b) => (
                <Box
                  component="li"
                  key={b.beneficiaryId}
                  py="xs"
                  style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Group justify="space-between" gap="xs" align="flex-start">
                    <Box style={{ flex: '1 1 14rem' }}>
                      <Text fz="sm" fw={600}>
                        {b.beneficiaryName}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {b.approval
                          ? P.approvedText(
                              APPROVAL_METHOD_LABELS[b.approval.method],
                              formatCalendarDate(b.approval.approvedOn),
                              b.approval.recordedBy,
                            )
                          : b.approvesOnProbity
                            ? P.approvesOnProbity
                            : P.notApproved}
                      </Text>
                    </Box>
                    {b.approval ? (
                      <Badge variant="light" color={final.changedSinceFinalised ? 'gray' : 'teal'}>
                        {final.changedSinceFinalised
                          ? P.approvedBeforeChange
                          : APPROVAL_METHOD_LABELS[b.approval.method]}
                      </Badge>
                    ) : (
                      canChange &&
                      isOpen &&
                      !b.approvesOnProbity && (
                        <Button size="xs" variant="light" onClick={() => onRecord(b)}>
                          {P.recordApproval}
                        </Button>
                      )
                    )}
                  </Group>
                </Box>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
