import { Card, Center, Loader, Text, Title } from '@mantine/core';
import { MATTER_TEXTS } from '@probity/domain';
import { formatRequestError } from '../../api/client';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { StatusStepper, type StepperStatus } from '../../components/StatusStepper';
import { type Matter, useChangeMatterStatus, useMatterStatuses } from '../matters/matters.api';

/**
 * spec 02 §2.1, §4: the status stepper. A user with create on matterStatus may choose any step,
 * after the confirmation; others see it view-only.
 */
export function MatterStatusCard({ matter, canChange }: { matter: Matter; canChange: boolean }) {
  const statuses = useMatterStatuses(matter.matterType.matterTypeID);
  const changeStatus = useChangeMatterStatus(matter.matterID);

  const handleSelect = async (status: StepperStatus) => {
    const current = matter.status.name;
    const isConfirmed = await confirm({
      title: MATTER_TEXTS.changeStatusTitle(status.name),
      text: MATTER_TEXTS.changeStatusText,
      confirmLabel: MATTER_TEXTS.changeStatusYes(status.name),
      cancelLabel: MATTER_TEXTS.changeStatusNo(current),
    });
    if (!isConfirmed) return;
    const toastId = notify.loading(MATTER_TEXTS.changingStatus(status.name));
    changeStatus.mutate(status.statusID, {
      onSuccess: (updated) => notify.success(MATTER_TEXTS.changedStatus(updated.status.name), toastId),
      onError: (error) => notify.error(formatRequestError(error), toastId),
    });
  };

  return (
    <Card p="lg" component="section" aria-labelledby="matter-status-title">
      <Title order={2} fz="lg" mb="md" id="matter-status-title">
        Status
      </Title>
      {statuses.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : statuses.isError ? (
        <Text c="dimmed" fz="sm">
          The statuses could not be loaded.
        </Text>
      ) : (
        <StatusStepper
          statuses={statuses.data}
          currentStatusID={matter.status.statusID}
          onSelect={canChange ? (status) => void handleSelect(status) : undefined}
          isBusy={changeStatus.isPending}
        />
      )}
    </Card>
  );
}
