import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  BANK_ACCOUNT_TEXTS,
  BANK_DESCRIPTION_MAX,
  BANK_FIELD_MAX,
  type BankAccount,
  MAX_PAGE_SIZE,
  ZBankAccountForm,
} from '@probity/domain';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { useOrganisationUsers } from '../team/users.api';
import { useCreateBankAccount, useUpdateBankAccount } from './charity-settings.api';

type FormInput = z.input<typeof ZBankAccountForm>;
const FIELDS: readonly FieldPath<FormInput>[] = [
  'bankName',
  'sortCode',
  'accountNumber',
  'accountName',
  'description',
  'primaryContactUserID',
];

function valuesOf(account: BankAccount | null): FormInput {
  return {
    bankName: account?.bankName ?? '',
    sortCode: account?.sortCode ?? '',
    accountNumber: account?.accountNumber ?? '',
    accountName: account?.accountName ?? '',
    description: account?.description ?? '',
    primaryContactUserID: account?.primaryContactUser?.userID ?? '',
  };
}

/**
 * spec 03 §5 bank account form in a modal: bank name, sort code, account number, account name
 * (100 each), description (200) and the primary contact chosen from the charity's users. Create or
 * update is blocked until the form is valid; the server checks it again (and runs the modulus check).
 */
export function BankAccountModal({
  organisationID,
  account,
  opened,
  onClose,
}: {
  organisationID: string;
  /** The account being edited; null for a new one. */
  account: BankAccount | null;
  opened: boolean;
  onClose: () => void;
}) {
  const isMobile = useIsMobileLayout();
  const users = useOrganisationUsers(opened ? organisationID : null, { page: 1, pageSize: MAX_PAGE_SIZE });
  const create = useCreateBankAccount();
  const update = useUpdateBankAccount();
  const form = useForm<FormInput, unknown, z.output<typeof ZBankAccountForm>>({
    resolver: zodResolver(ZBankAccountForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(account),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (opened) form.reset(valuesOf(account));
  }, [opened, account, form]);

  const contactOptions = (users.data?.items ?? []).map((u) => ({
    value: u.userID,
    label: `${u.name} (${u.emailAddress})`,
  }));

  const save = form.handleSubmit(async (values) => {
    try {
      if (account) {
        const saved = await update.mutateAsync({ ...values, bankAccountID: account.bankAccountID });
        notify.success(BANK_ACCOUNT_TEXTS.updated(saved.accountName));
      } else {
        const saved = await create.mutateAsync({ ...values, organisationID });
        notify.success(BANK_ACCOUNT_TEXTS.created(saved.accountName));
      }
      onClose();
    } catch (error) {
      notify.error(errorToast(error));
      for (const [field, message] of fieldErrorsOf(error, FIELDS)) {
        form.setError(field as FieldPath<FormInput>, { message });
      }
    }
  });

  const text = (
    name: Exclude<FieldPath<FormInput>, 'description' | 'primaryContactUserID'>,
    label: string,
    extra = {},
  ) => (
    <TextInput
      label={label}
      withAsterisk
      maxLength={BANK_FIELD_MAX}
      error={errors[name]?.message}
      {...form.register(name)}
      {...extra}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={account ? BANK_ACCOUNT_TEXTS.editBankAccount : BANK_ACCOUNT_TEXTS.newBankAccount}
      size="lg"
      fullScreen={isMobile}
    >
      <form noValidate onSubmit={(event) => void save(event)}>
        <Stack gap="md">
          {text('bankName', 'Bank name')}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('sortCode', 'Sort code', { placeholder: '12-34-56', inputMode: 'numeric' })}
            {text('accountNumber', 'Account number', { inputMode: 'numeric', autoComplete: 'off' })}
          </SimpleGrid>
          {text('accountName', 'Account name')}
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxLength={BANK_DESCRIPTION_MAX}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Select
            label="Primary contact"
            withAsterisk
            searchable
            data={contactOptions}
            value={form.watch('primaryContactUserID') || null}
            onChange={(value) =>
              form.setValue('primaryContactUserID', value ?? '', {
                shouldValidate: form.formState.isSubmitted,
              })
            }
            error={errors.primaryContactUserID?.message}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {account ? BANK_ACCOUNT_TEXTS.saveChanges : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
