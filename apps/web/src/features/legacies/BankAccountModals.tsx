import { Box, Button, Center, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { LEGACY_REFERENCE_MAX, LEGACY_TEXTS, type Legacy } from '@probity/domain';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { BankAccountCard } from '../charity-settings/BankAccountsPage';
import { useBankAccounts } from '../charity-settings/charity-settings.api';
import { useBankAccountVisibility, useChooseBankAccount } from './legacies.api';

/**
 * spec 03 §2.6 Select bank account: the charity's account cards, each with a select action. Choosing
 * sends the account alone (PUT /api/Legacy/{id}/BankAccount), never the legacy's other fields.
 */
export function SelectBankAccountModal({
  legacy,
  opened,
  onClose,
}: {
  legacy: Legacy;
  opened: boolean;
  onClose: () => void;
}) {
  const accounts = useBankAccounts(legacy.organisationID, opened);
  const choose = useChooseBankAccount(legacy.legacyID);
  const currentID = legacy.nominatedBankAccount?.bankAccount.bankAccountID ?? null;

  const handleSelect = (bankAccountID: string) => {
    const toastId = notify.loading(LEGACY_TEXTS.updatingLegacy);
    choose.mutate(bankAccountID, {
      onSuccess: () => {
        notify.success(LEGACY_TEXTS.legacyUpdated, toastId);
        onClose();
      },
      onError: (error) => notify.error(errorToast(error), toastId),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={LEGACY_TEXTS.selectBankAccount} size="xl">
      {accounts.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      ) : (accounts.data ?? []).length === 0 ? (
        <Text c="dimmed">No bank accounts yet.</Text>
      ) : (
        <Box
          style={{
            display: 'grid',
            gap: 'var(--mantine-spacing-md)',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
          }}
        >
          {(accounts.data ?? []).map((account) => (
            <BankAccountCard
              key={account.bankAccountID}
              account={account}
              action={
                <Button
                  size="compact-sm"
                  variant={account.bankAccountID === currentID ? 'light' : 'filled'}
                  leftSection={
                    account.bankAccountID === currentID ? <IconCheck size={14} aria-hidden /> : undefined
                  }
                  disabled={choose.isPending}
                  onClick={() => handleSelect(account.bankAccountID)}
                  aria-label={`${LEGACY_TEXTS.select} ${account.accountName}`}
                >
                  {LEGACY_TEXTS.select}
                </Button>
              }
            />
          ))}
        </Box>
      )}
    </Modal>
  );
}

/** spec 03 §2.7 Share the account with the firm: one optional "Payment reference". */
export function ShareBankAccountModal({
  legacy,
  opened,
  onClose,
}: {
  legacy: Legacy;
  opened: boolean;
  onClose: () => void;
}) {
  const [paymentReference, setPaymentReference] = useState(
    legacy.nominatedBankAccount?.paymentReference ?? '',
  );
  const visibility = useBankAccountVisibility(legacy.legacyID);
  const handleShare = () => {
    const toastId = notify.loading(LEGACY_TEXTS.sharing);
    visibility.mutate(
      { share: true, paymentReference },
      {
        onSuccess: () => {
          notify.success(LEGACY_TEXTS.shared, toastId);
          onClose();
        },
        onError: (error) => notify.error(errorToast(error), toastId),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={LEGACY_TEXTS.shareTitle} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          handleShare();
        }}
      >
        <Stack>
          <TextInput
            label={LEGACY_TEXTS.paymentReference}
            maxLength={LEGACY_REFERENCE_MAX}
            value={paymentReference}
            onChange={(e) => setPaymentReference(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={visibility.isPending}>
              {LEGACY_TEXTS.shareAccount}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
