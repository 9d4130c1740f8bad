import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  type Address,
  DESCRIPTION_INPUT_MAX,
  PLATFORM_TEXTS,
  SAVE_ANYWAY_DELAY_MS,
  TEXT_MAX,
  ZCompanyForm,
} from '@probity/domain';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { confirm } from '../app/confirm';
import { AddressPicker } from './AddressPicker';

export type CompanyFormInput = z.input<typeof ZCompanyForm>;

const TEXT_FIELDS = [
  'name',
  'description',
  'accountsReference',
  'companyNo',
  'vatRegNo',
  'sraNumber',
  'dprNo',
  'address1',
  'address2',
  'address3',
  'address4',
  'address5',
  'cityTown',
  'county',
  'postCode',
  'country',
] as const;
const CONTACT_FIELDS = ['mainContactUser', 'billingContactUser', 'technicalContactUser'] as const;
export const COMPANY_FORM_FIELDS: readonly FieldPath<CompanyFormInput>[] = [
  ...TEXT_FIELDS,
  ...CONTACT_FIELDS,
];

type TextField = (typeof TEXT_FIELDS)[number];
type ContactField = (typeof CONTACT_FIELDS)[number];

/** The form's values from a stored company (null fields become empty inputs). */
export function companyFormValues(
  source: Partial<Record<TextField | ContactField, string | null>> | undefined,
): CompanyFormInput {
  const values: Record<string, string | null> = {};
  for (const field of TEXT_FIELDS) values[field] = source?.[field] ?? '';
  for (const field of CONTACT_FIELDS) values[field] = source?.[field] ?? null;
  return values as CompanyFormInput;
}

/** spec 01 §3: charities label companyNo and sraNumber differently. */
export function companyNumberLabels(isCharity: boolean) {
  return isCharity
    ? { companyNo: 'Reg. Charity No.', sraNumber: 'Organisation No' }
    : { companyNo: 'Company Reg. No.', sraNumber: 'SRA No.' };
}

const CONTACT_LABELS: Record<ContactField, string> = {
  mainContactUser: 'Main contact',
  billingContactUser: 'Billing contact',
  technicalContactUser: 'Technical contact',
};

interface CompanyFormProps {
  mode: 'create' | 'update';
  /** The company being edited (the address lookup answers per company). */
  organisationID?: string;
  initialValues?: CompanyFormInput;
  isCharity: boolean;
  /** The company's users, to choose the contacts from. */
  contactOptions: readonly { value: string; label: string }[];
  contactsHint?: string;
  /** Shown first in Company Details (the type choice when creating). */
  leading?: ReactNode;
  submitLabel: string;
  isSubmitting?: boolean;
  serverErrors?: ReadonlyMap<string, string>;
  /** The form's values as typed; the server validates them again. */
  onSubmit: (values: CompanyFormInput) => void;
  onCancel?: () => void;
  /** Shows the values without saving (a role that may look but not save): fields disabled, no buttons. */
  readOnly?: boolean;
}

/**
 * spec 01 §2 company Details and New Company, §5 company form: sections Company Details and Address
 * Details, the address picker, the contacts chosen from the company's users. Saving an invalid form
 * asks 'Attempt updating with invalid data' and, if confirmed, saves after SAVE_ANYWAY_DELAY_MS.
 */
export function CompanyForm({
  mode,
  organisationID,
  initialValues,
  isCharity,
  contactOptions,
  contactsHint,
  leading,
  submitLabel,
  isSubmitting = false,
  serverErrors,
  onSubmit,
  onCancel,
  readOnly = false,
}: CompanyFormProps) {
  const form = useForm<CompanyFormInput, unknown, z.output<typeof ZCompanyForm>>({
    resolver: zodResolver(ZCompanyForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: initialValues ?? companyFormValues(undefined),
  });
  const { errors } = form.formState;
  const labels = companyNumberLabels(isCharity);

  useEffect(() => {
    if (!serverErrors) return;
    for (const [field, message] of serverErrors) {
      const name = COMPANY_FORM_FIELDS.find((f) => f === field);
      if (name) form.setError(name, { message });
    }
  }, [serverErrors, form]);

  // Errors show from the first save on and then follow each change; validating on blur would move
  // the Save button under the pointer as an error appears, losing the click.
  const askToSaveAnyway = async () => {
    const isConfirmed = await confirm({
      title: PLATFORM_TEXTS.invalidSaveTitle,
      text: mode === 'create' ? PLATFORM_TEXTS.invalidSaveCreateText : PLATFORM_TEXTS.invalidSaveUpdateText,
      confirmLabel: PLATFORM_TEXTS.updateAnyway,
      cancelLabel: PLATFORM_TEXTS.reviewErrors,
    });
    if (isConfirmed) {
      window.setTimeout(() => onSubmit(form.getValues()), SAVE_ANYWAY_DELAY_MS);
      return;
    }
    const first = COMPANY_FORM_FIELDS.find((f) => form.getFieldState(f).error);
    if (first) form.setFocus(first);
  };

  // Errors show from the first save on and then follow each change; validating on blur would move
  // the Save button under the pointer as an error appears, losing the click. The question is not
  // awaited here, so the errors show behind it.
  const handleSave = form.handleSubmit(
    () => onSubmit(form.getValues()),
    () => {
      void askToSaveAnyway();
    },
  );

  const handlePick = (address: Address) => {
    const set = (field: TextField, value: string | null) =>
      form.setValue(field, value ?? '', { shouldDirty: true, shouldValidate: true });
    set('address1', address.addressLine1);
    set('address2', address.addressLine2);
    set('address3', address.addressLine3);
    set('cityTown', address.cityTown);
    set('county', address.county);
    set('postCode', address.postCode);
    set('country', address.country);
  };

  const text = (field: TextField, label: string, isRequired: boolean, extra?: { autoComplete?: string }) => (
    <TextInput
      label={label}
      required={isRequired}
      maxLength={TEXT_MAX}
      error={errors[field]?.message}
      autoComplete={extra?.autoComplete}
      {...form.register(field)}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void handleSave(event)}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Company Details
            </Title>
            {leading}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {text('name', 'Company name', true, { autoComplete: 'organization' })}
              {text('accountsReference', 'Accounts Reference', false)}
            </SimpleGrid>
            <Textarea
              label="Description"
              rows={3}
              maxLength={DESCRIPTION_INPUT_MAX}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {text('companyNo', labels.companyNo, true)}
              {text('vatRegNo', 'VAT Reg. No.', true)}
              {text('sraNumber', labels.sraNumber, true)}
              {text('dprNo', 'DPR No.', true)}
            </SimpleGrid>
            {mode === 'update' && (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {CONTACT_FIELDS.map((field) => (
                  <Controller
                    key={field}
                    control={form.control}
                    name={field}
                    render={({ field: f }) => (
                      <Select
                        label={CONTACT_LABELS[field]}
                        placeholder={contactOptions.length ? 'Choose a member' : 'No members yet'}
                        description={contactsHint}
                        data={contactOptions}
                        value={typeof f.value === 'string' && f.value !== '' ? f.value : null}
                        onChange={(value) => f.onChange(value)}
                        onBlur={f.onBlur}
                        disabled={contactOptions.length === 0}
                        clearable
                        searchable
                        error={errors[field]?.message}
                        comboboxProps={{ withinPortal: true }}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
          <Divider />
          <Stack gap="md">
            <Title order={2} fz="lg">
              Address Details
            </Title>
            <AddressPicker onPick={handlePick} organisationID={organisationID} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {text('address1', 'Address line 1', true, { autoComplete: 'address-line1' })}
              {text('address2', 'Address line 2', false, { autoComplete: 'address-line2' })}
              {text('address3', 'Address line 3', false, { autoComplete: 'address-line3' })}
              {text('address4', 'Address line 4', false)}
              {text('address5', 'Address line 5', false)}
              {text('cityTown', 'City / Town', true, { autoComplete: 'address-level2' })}
              {text('county', 'County', true, { autoComplete: 'address-level1' })}
              {text('postCode', 'Postcode', true, { autoComplete: 'postal-code' })}
              {text('country', 'Country', true, { autoComplete: 'country-name' })}
            </SimpleGrid>
          </Stack>
          {!readOnly && (
            <Group justify="flex-end" gap="sm">
              {onCancel && (
                <Button variant="default" type="button" onClick={onCancel}>
                  Cancel
                </Button>
              )}
              <Button type="submit" loading={isSubmitting}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
