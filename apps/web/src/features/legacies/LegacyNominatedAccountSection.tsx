import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { EMPTY_GUID, LEGACY_TEXTS, type Legacy } from '@probity/domain';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { SelectBankAccountModal, ShareBankAccountModal } from './BankAccountModals';
import { Fact, Section } from './LegacyInformationLayout';
import { useBankAccountVisibility } from './legacies.api';

/**
 * spec 03 §2.6, §2.7, §4 the Information page's nominated account section: select, share, hide.
 * Share is offered only when a firm is attached (issue 11); otherwise the section says why.
 */
export function LegacyNominatedAccountSection({
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
  const hasFirm = legacy.matterID !== EMPTY_GUID;

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
          {!hasFirm && !nominated.visibleToFirm ? (
            // Issue 11: with no firm there is nobody to share with; the server refuses it too.
            <Text fz="sm" c="dimmed">
              {LEGACY_TEXTS.noFirmToShare}
            </Text>
          ) : (
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
          )}
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
