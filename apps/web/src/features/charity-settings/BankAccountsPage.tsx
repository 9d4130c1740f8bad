import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { BANK_ACCOUNT_TEXTS, type BankAccount } from '@probity/domain';
import { IconCircleCheck, IconCircleX, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../api/client';
import { confirm } from '../../app/confirm';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { LoadFailedCard } from '../../components/LoadFailedCard';
import { PageHeader } from '../../components/PageHeader';
import { BankAccountModal } from './BankAccountModal';
import { useCharitySettings } from './CharitySettingsArea';
import { fetchNominations, useBankAccounts, useDeleteBankAccount } from './charity-settings.api';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * spec 03 §2.13 a bank account card: the account, GBP, verified or not, the primary contact. Edit
 * and delete when given; `action` replaces them (the legacy area's Select, 03 §2.6).
 */
export function BankAccountCard({
  account,
  onEdit,
  onDelete,
  action,
}: {
  account: BankAccount;
  onEdit?: () => void;
  onDelete?: () => void;
  action?: ReactNode;
}) {
  const contact = account.primaryContactUser;
  return (
    <Card p="lg" withBorder component="article" aria-label={account.accountName}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={650} c="navy.9" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {account.accountName}
            </Text>
            <Text fz="sm" c="dimmed" truncate="end">
              {account.bankName}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {action}
            {onEdit && (
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" aria-label={`Edit ${account.accountName}`} onClick={onEdit}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {onDelete && (
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${account.accountName}`}
                  onClick={onDelete}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        <Group gap="xl" wrap="wrap" align="flex-start">
          <Field label="Sort code" value={account.sortCode} />
          <Field label="Account number" value={account.accountNumber} />
          <Field label="Currency" value={BANK_ACCOUNT_TEXTS.currency} />
        </Group>
        {account.description && (
          <Text fz="sm" c="dimmed" lineClamp={2}>
            {account.description}
          </Text>
        )}
        <Group>
          {account.accountVerified ? (
            <Badge
              color="teal"
              variant="light"
              tt="none"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
            >
              {BANK_ACCOUNT_TEXTS.verified}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" tt="none" leftSection={<IconCircleX size={14} aria-hidden />}>
              {BANK_ACCOUNT_TEXTS.notVerified}
            </Badge>
          )}
        </Group>
        <Divider mt="auto" />
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={contact?.profileImage ?? null}
            name={contact?.name}
            color="initials"
            radius="xl"
            size={36}
            alt=""
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fz="xs" c="dimmed">
              Primary contact
            </Text>
            <Text fz="sm" fw={500} truncate="end">
              {contact?.name || '-'}
            </Text>
            <Text fz="xs" c="dimmed" truncate="end">
              {contact?.emailAddress || '-'}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * spec 03 §2.13 Bank accounts (Finance only): above-title the charity's name, the cards with edit and
 * delete (after a confirmation), New bank account; the notices of 03 §8 word for word.
 */
export function BankAccountsPage() {
  const { charity } = useCharitySettings();
  const accounts = useBankAccounts(charity.organisationID);
  const remove = useDeleteBankAccount();
  const [editing, setEditing] = useState<BankAccount | null>(null);
  const [isModalOpen, setIsModalOpen] = useState(false);

  const openNew = () => {
    setEditing(null);
    setIsModalOpen(true);
  };
  const openEdit = (account: BankAccount) => {
    setEditing(account);
    setIsModalOpen(true);
  };
  /**
   * Issue 11: the dialog names the legacies that nominate the account (asked first); the server
   * still refuses an unconfirmed delete of a nominated account (409 with the references), and then
   * the dialog asks again with them.
   */
  const handleDelete = async (account: BankAccount) => {
    let references: string[];
    try {
      references = (await fetchNominations(account.bankAccountID)).map((n) => n.reference);
    } catch (error) {
      notify.error(errorToast(error));
      return;
    }
    for (;;) {
      const isConfirmed = await confirm({
        title: BANK_ACCOUNT_TEXTS.deleteTitle,
        text:
          references.length > 0
            ? BANK_ACCOUNT_TEXTS.deleteNominatedText(account.accountName, references)
            : BANK_ACCOUNT_TEXTS.deleteText,
        confirmLabel: BANK_ACCOUNT_TEXTS.deleteYes,
        cancelLabel: BANK_ACCOUNT_TEXTS.deleteNo,
        isDestructive: true,
      });
      if (!isConfirmed) return;
      try {
        await remove.mutateAsync({ bankAccountID: account.bankAccountID, confirm: references.length > 0 });
        notify.success(BANK_ACCOUNT_TEXTS.removed(account.accountName));
        return;
      } catch (error) {
        const named = error instanceof ApiError && error.status === 409 ? error.errors?.legacies : undefined;
        if (!named) {
          notify.error(errorToast(error));
          return;
        }
        references = named;
      }
    }
  };

  let body: ReactNode;
  if (accounts.isError) {
    body = <LoadFailedCard what="bank accounts" onRetry={() => accounts.refetch()} />;
  } else if (!accounts.data) {
    body = (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading" />
      </Group>
    );
  } else if (accounts.data.length === 0) {
    body = (
      <Card p="lg">
        <Text c="dimmed">{BANK_ACCOUNT_TEXTS.noAccounts}</Text>
      </Card>
    );
  } else {
    body = (
      <Box
        style={{
          display: 'grid',
          gap: 'var(--mantine-spacing-lg)',
          // As many cards of at least 300 px as the width holds (the secondary navigation takes its share).
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))',
        }}
      >
        {accounts.data.map((account) => (
          <BankAccountCard
            key={account.bankAccountID}
            account={account}
            onEdit={() => openEdit(account)}
            onDelete={() => void handleDelete(account)}
          />
        ))}
      </Box>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        aboveTitle={charity.name}
        title={BANK_ACCOUNT_TEXTS.title}
        description={BANK_ACCOUNT_TEXTS.description}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew}>
            {BANK_ACCOUNT_TEXTS.newBankAccount}
          </Button>
        }
      />
      {body}
      <BankAccountModal
        organisationID={charity.organisationID}
        account={editing}
        opened={isModalOpen}
        onClose={() => setIsModalOpen(false)}
      />
    </Stack>
  );
}
