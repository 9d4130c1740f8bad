import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Group,
  HoverCard,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  CHAT_TEXTS,
  EMPTY_GUID,
  LEGACY_STATUSES,
  LEGACY_TEXTS,
  type Legacy,
  type LegacyUser,
  can,
  crudFlags,
  legacyStatusDescription,
} from '@probity/domain';
import {
  IconDownload,
  IconEye,
  IconEyeOff,
  IconMessages,
  IconPencil,
  IconUserPlus,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../components/PageHeader';
import { StatusStepper, type StepperStatus } from '../../components/StatusStepper';
import { downloadFile } from '../../components/download';
import { errorToast } from '../../components/form-errors';
import { formatDate } from '../../lib/dates';
import dayjs from 'dayjs';
import { AddDeceasedModal } from './AddDeceasedModal';
import { SelectBankAccountModal, ShareBankAccountModal } from './BankAccountModals';
import { EditLegacyModal } from './EditLegacyModal';
import { useLegacyArea } from './LegacyArea';
import { LegacyStatusIcon } from './LegacyStatusIcon';
import { LegacyStatusBadge } from './LegacyStatusBadge';
import {
  legacyExportFileName,
  legacyPath,
  useBankAccountVisibility,
  useChangeLegacyStatus,
} from './legacies.api';

const dash = (v: string | null | undefined) => (v?.trim() ? v : '-');

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `legacy-section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card p="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}

function StatusesHelp() {
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
                {legacyStatusDescription(s.description)}
              </Text>
            </div>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function StatusSection({ legacy, canChange }: { legacy: Legacy; canChange: boolean }) {
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
        <StatusesHelp />
        {!hasFirm && (
          <Box mt="xs">
            <StatusStepper
              label="Legacy status"
              statuses={LEGACY_STATUSES.map((s) => ({
                statusID: s.statusID,
                name: s.name,
                description: legacyStatusDescription(s.description),
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

function TeamList({ users }: { users: LegacyUser[] }) {
  const shown = users.slice(0, 3);
  const hidden = users.slice(3);
  if (users.length === 0) return <Text fz="sm">-</Text>;
  return (
    <Stack gap={6}>
      {shown.map((u) => (
        <Group key={u.userID} gap="xs" wrap="nowrap">
          <Avatar src={u.profileImage} name={u.name} color="initials" size="sm" radius="xl" alt="" />
          <Text fz="sm">{u.name}</Text>
        </Group>
      ))}
      {hidden.length > 0 && (
        <HoverCard position="bottom-start" withArrow shadow="md">
          <HoverCard.Target>
            <Text fz="sm" c="blue" style={{ cursor: 'default' }} tabIndex={0}>
              {LEGACY_TEXTS.moreUsers(hidden.length)}
            </Text>
          </HoverCard.Target>
          <HoverCard.Dropdown>
            <Stack gap={4}>
              {hidden.map((u) => (
                <Text key={u.userID} fz="sm">
                  {u.name}
                </Text>
              ))}
            </Stack>
          </HoverCard.Dropdown>
        </HoverCard>
      )}
    </Stack>
  );
}

function FirmSection({ legacy, onChat }: { legacy: Legacy; onChat: () => void }) {
  const firm = legacy.matterOrganisation!;
  const contact = firm.mainContactUser;
  const address = [firm.address1, firm.address2, firm.cityTown, firm.postCode, firm.country]
    .filter(Boolean)
    .join(', ');
  return (
    <Section
      title={LEGACY_TEXTS.firmSection}
      actions={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconMessages size={16} aria-hidden />}
          onClick={onChat}
        >
          {CHAT_TEXTS.chatTitle}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label="Reference" value={legacy.reference} />
        <Fact label="Name" value={firm.name} />
        <Fact label="Address" value={dash(address)} />
        <Fact
          label="Main contact"
          value={
            contact ? (
              <Stack gap={0}>
                <span>{[contact.title, contact.name].filter(Boolean).join(' ')}</span>
                <Text fz="xs" c="dimmed">
                  {contact.emailAddress || LEGACY_TEXTS.noEmail}
                </Text>
              </Stack>
            ) : (
              LEGACY_TEXTS.noEmail
            )
          }
        />
        <Fact label="Team" value={<TeamList users={legacy.matterTeam} />} />
      </SimpleGrid>
    </Section>
  );
}

function NominatedAccountSection({
  legacy,
  canAssign,
  canShare,
}: {
  legacy: Legacy;
  canAssign: boolean;
  canShare: boolean;
}) {
  const [isSelecting, setIsSelecting] = useState(false);
  const [isSharing, setIsSharing] = useState(false);
  const visibility = useBankAccountVisibility(legacy.legacyID);
  const nominated = legacy.nominatedBankAccount;

  const handleHide = () => {
    const toastId = notify.loading(LEGACY_TEXTS.updatingLegacy);
    visibility.mutate(
      { share: false },
      {
        onSuccess: () => notify.success(LEGACY_TEXTS.hidden, toastId),
        onError: (error) => notify.error(errorToast(error), toastId),
      },
    );
  };

  return (
    <Section
      title={LEGACY_TEXTS.nominatedAccount}
      actions={
        nominated && canAssign ? (
          <Button variant="default" size="sm" onClick={() => setIsSelecting(true)}>
            {LEGACY_TEXTS.changeBankAccount}
          </Button>
        ) : undefined
      }
    >
      {nominated ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Fact label="Account name" value={nominated.bankAccount.accountName} />
            <Fact label="Sort code" value={nominated.bankAccount.sortCode} />
            <Fact label="Account number" value={nominated.bankAccount.accountNumber} />
          </SimpleGrid>
          {nominated.paymentReference && (
            <Fact label={LEGACY_TEXTS.paymentReference} value={nominated.paymentReference} />
          )}
          <Group gap="sm">
            {nominated.visibleToFirm ? (
              <>
                <Badge color="teal" variant="light" leftSection={<IconEye size={14} aria-hidden />}>
                  {LEGACY_TEXTS.visibleToFirm}
                </Badge>
                {canShare && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={handleHide}
                    loading={visibility.isPending}
                  >
                    {LEGACY_TEXTS.hide}
                  </Button>
                )}
              </>
            ) : (
              <>
                <Badge color="gray" variant="light" leftSection={<IconEyeOff size={14} aria-hidden />}>
                  {LEGACY_TEXTS.hiddenFromFirm}
                </Badge>
                {canShare && (
                  <Button size="compact-sm" onClick={() => setIsSharing(true)}>
                    {LEGACY_TEXTS.share}
                  </Button>
                )}
              </>
            )}
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text fz="sm" c="dimmed">
            {LEGACY_TEXTS.noBankAccount}
          </Text>
          {canAssign && (
            <Button onClick={() => setIsSelecting(true)}>{LEGACY_TEXTS.assignBankAccount}</Button>
          )}
        </Stack>
      )}
      <SelectBankAccountModal legacy={legacy} opened={isSelecting} onClose={() => setIsSelecting(false)} />
      {isSharing && (
        <ShareBankAccountModal legacy={legacy} opened={isSharing} onClose={() => setIsSharing(false)} />
      )}
    </Section>
  );
}

/** spec 03 §2.4 the Information page. */
export function LegacyInformationPage() {
  const { legacy, openChat } = useLegacyArea();
  const { user, roles } = useSession();
  const navigate = useNavigate();
  const [isEditing, setIsEditing] = useState(false);
  const [isAddingDeceased, setIsAddingDeceased] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const hasMatter = legacy.matterID !== EMPTY_GUID;
  const resource = { organisationID: legacy.organisationID };
  const actor = {
    userID: user.userID,
    roles,
    organisationIDs: legacy.organisationID ? [legacy.organisationID] : [],
  };
  const [, , canUpdate] = crudFlags(roles, 'legacy');
  const canChangeStatus = can(actor, 'legacyStatus.change', resource);
  const canDeceased = can(actor, 'legacyDeceased.update', resource);

  const handleExport = async () => {
    setIsExporting(true);
    try {
      // The server's Content-Disposition name is used; this padded UTC name is only the fallback.
      await downloadFile(
        `/api/Legacy/Export/${encodeURIComponent(legacy.legacyID)}`,
        legacyExportFileName(legacy.legacyID, new Date()),
      );
    } catch (error) {
      notify.error(errorToast(error));
    } finally {
      setIsExporting(false);
    }
  };

  const deceased = legacy.deceased;
  return (
    <Stack gap="lg">
      <PageHeader
        aboveTitle={LEGACY_TEXTS.aboveTitle}
        title={legacy.reference}
        actions={
          <Group gap="sm">
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => void handleExport()}
              disabled={isExporting}
              loading={isExporting}
            >
              {LEGACY_TEXTS.exportTo}
            </Button>
            {canUpdate && (
              <Button
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden />}
                onClick={() => setIsEditing(true)}
              >
                {LEGACY_TEXTS.editDetails}
              </Button>
            )}
            {!hasMatter &&
              canDeceased &&
              (deceased ? (
                <Button
                  variant="default"
                  leftSection={<IconUserPlus size={18} aria-hidden />}
                  onClick={() => navigate(legacyPath(legacy.legacyID, `individual/${deceased.individualID}`))}
                >
                  {LEGACY_TEXTS.editDeceased}
                </Button>
              ) : (
                <Button
                  variant="default"
                  leftSection={<IconUserPlus size={18} aria-hidden />}
                  onClick={() => setIsAddingDeceased(true)}
                >
                  {LEGACY_TEXTS.addDeceased}
                </Button>
              ))}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <StatusSection legacy={legacy} canChange={canChangeStatus && !hasMatter} />
        <Stack gap="lg">
          <Section title={LEGACY_TEXTS.individualSection}>
            <SimpleGrid cols={2} spacing="md">
              <Fact label="Title" value={dash(deceased?.title)} />
              <Fact label="First name" value={dash(deceased?.firstName)} />
              <Fact label="Surname" value={dash(deceased?.surname)} />
              <Fact label="DOB" value={deceased?.dobDateTime ? formatDate(deceased.dobDateTime) : '-'} />
            </SimpleGrid>
          </Section>
          <Section title={LEGACY_TEXTS.informationSection}>
            <SimpleGrid cols={2} spacing="md">
              <Fact label={LEGACY_TEXTS.charityReference} value={dash(legacy.charityReference)} />
              <Fact label={LEGACY_TEXTS.probateReference} value={dash(legacy.probateReference)} />
              <Fact
                label={LEGACY_TEXTS.dateOfDeath}
                value={legacy.dateOfDeath ? formatDate(legacy.dateOfDeath) : '-'}
              />
              <Fact
                label={LEGACY_TEXTS.accountsApproved}
                value={legacy.accountsApproved ? LEGACY_TEXTS.approved : LEGACY_TEXTS.notApproved}
              />
              <Fact
                label={LEGACY_TEXTS.dateOfProbate}
                value={legacy.dateOfProbate ? formatDate(legacy.dateOfProbate) : '-'}
              />
              <Fact
                label={LEGACY_TEXTS.grantSubmitted}
                value={legacy.grantSubmitted ? LEGACY_TEXTS.submitted : LEGACY_TEXTS.notSubmitted}
              />
            </SimpleGrid>
          </Section>
          {legacy.matterOrganisation && <FirmSection legacy={legacy} onChat={openChat} />}
          <NominatedAccountSection legacy={legacy} canAssign={canUpdate} canShare={canUpdate} />
        </Stack>
      </SimpleGrid>
      <EditLegacyModal legacy={legacy} opened={isEditing} onClose={() => setIsEditing(false)} />
      <AddDeceasedModal
        legacy={legacy}
        opened={isAddingDeceased}
        onClose={() => setIsAddingDeceased(false)}
      />
    </Stack>
  );
}
