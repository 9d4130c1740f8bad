import { Anchor, Box, Group, Popover, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { LEGACY_STATUSES, LEGACY_TEXTS, type Legacy, legacyStatusDescription } from '@probity/domain';
import dayjs from 'dayjs';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { StatusStepper, type StepperStatus } from '../../components/StatusStepper';
import { errorToast } from '../../components/form-errors';
import { formatDate } from '../../lib/dates';
import { Fact, Section } from './LegacyInformationLayout';
import { LegacyStatusBadge } from './LegacyStatusBadge';
import { LegacyStatusIcon } from './LegacyStatusIcon';
import { useChangeLegacyStatus } from './legacies.api';

/** What each status means for the charity's legacy (issue 11), naming the firm when one is attached. */
function StatusesHelp({ hasFirm }: { hasFirm: boolean }) {
  return (
    <Popover width={340} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Anchor component="button" type="button" fz="sm" style={{ alignSelf: 'flex-start' }}>
          {LEGACY_TEXTS.findOutMore}
        </Anchor>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {LEGACY_STATUSES.map((s) => (
            <div key={s.statusID}>
              <Text fz="sm" fw={600}>
                {s.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {legacyStatusDescription(s.key, hasFirm)}
              </Text>
            </div>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** spec 03 §2.4, §4 the Information page's status section. */
export function LegacyStatusSection({ legacy, canChange }: { legacy: Legacy; canChange: boolean }) {
  const change = useChangeLegacyStatus(legacy.legacyID);
  const hasFirm = !!legacy.matterOrganisation;
  const handleSelect = async (status: StepperStatus) => {
    const isConfirmed = await confirm({
      title: LEGACY_TEXTS.statusTitle(status.name),
      text: LEGACY_TEXTS.statusText,
      confirmLabel: LEGACY_TEXTS.statusYes(status.name),
      cancelLabel: LEGACY_TEXTS.statusNo(legacy.status.name),
    });
    if (!isConfirmed) return;
    const toastId = notify.loading(LEGACY_TEXTS.changingStatus(status.name));
    change.mutate(status.statusID, {
      onSuccess: (updated) => notify.success(LEGACY_TEXTS.changedStatus(updated.status.name), toastId),
      onError: (error) => notify.error(errorToast(error), toastId),
    });
  };
  return (
    <Section title={LEGACY_TEXTS.statusSection}>
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
            <LegacyStatusIcon status={legacy.status} />
          </ThemeIcon>
          <LegacyStatusBadge status={legacy.status} />
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Fact
            label={LEGACY_TEXTS.lastUpdated}
            value={`${formatDate(legacy.lastUpdatedDate)} ${dayjs.utc(legacy.lastUpdatedDate).format('HH:mm')}`}
          />
          <Fact label={LEGACY_TEXTS.created} value={formatDate(legacy.createdDate)} />
        </SimpleGrid>
        <StatusesHelp hasFirm={hasFirm} />
        {/* spec 03 §2.4 "a vertical stepper for changing status": only for who may change it (issue 11). */}
        {!hasFirm && canChange && (
          <Box mt="xs">
            <StatusStepper
              label="Legacy status"
              statuses={LEGACY_STATUSES.map((s) => ({
                statusID: s.statusID,
                name: s.name,
                description: s.description,
              }))}
              currentStatusID={legacy.status.statusID}
              onSelect={canChange ? (s) => void handleSelect(s) : undefined}
              isBusy={change.isPending}
            />
          </Box>
        )}
      </Stack>
    </Section>
  );
}
