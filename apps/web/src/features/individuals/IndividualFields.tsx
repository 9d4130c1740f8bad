import {
  Badge,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  DECEASED_TEXTS,
  GENDERS,
  INDIVIDUAL_MAX,
  INDIVIDUAL_TEXTS,
  type IndividualTextField,
  TITLES,
} from '@probity/domain';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DatePicker, type DisabledRange } from '../../components/DatePicker/DatePicker';
import { todayIso } from '../../components/DatePicker/calendar';
import { AddressPicker } from '../../components/AddressPicker';
import type { IndividualFormField, IndividualFormValues } from './individual-form';
import type { IndividualType } from './individuals.api';

export const DOB_IN_FUTURE = 'The date of birth cannot be in the future';
export const ACCOUNT_NUMBER_TOOLTIP = 'Up to 17 alphanumeric characters';

function dayAfter(iso: string, days = 1): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return Number.isNaN(d.getTime()) ? iso : d.toISOString().slice(0, 10);
}

const dayBefore = (iso: string) => dayAfter(iso, -1);

interface IndividualFieldsProps {
  form: UseFormReturn<IndividualFormValues>;
  types: readonly IndividualType[];
  /** spec 02 §6: the individual-type dropdown is disabled without create right. */
  canChooseType: boolean;
  /** spec 02 §4: the bank section is hidden for a Deceased individual. */
  showBank: boolean;
  /**
   * A Deceased individual (issue 11): the form asks for the date of death and shows no identity
   * documents (they serve the identity check, which a Deceased never has).
   */
  isDeceased?: boolean;
  /** Verified or Not verified (spec 02 §3); unknown for an individual not saved yet. */
  bankAccountVerified?: boolean;
  /** The address lookup is offered (the role may call it). */
  withAddressLookup: boolean;
  /** The invite form asks only for the type, names and e-mail (spec 02 §5). */
  isInvite?: boolean;
  disabled?: boolean;
  /** The sections' heading level: 2 on a page (under its h1), 3 in a dialog (under its title). */
  headingOrder?: 2 | 3;
}

function Section({
  title,
  children,
  aside,
  order,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
  order: 2 | 3;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={order} fz="md" c="navy.9">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Stack>
  );
}

/** The fields of the individual form (spec 02 §3 Individual, §5 rules). */
export function IndividualFields({
  form,
  types,
  canChooseType,
  showBank,
  isDeceased = false,
  bankAccountVerified,
  withAddressLookup,
  isInvite = false,
  headingOrder = 3,
  disabled = false,
}: IndividualFieldsProps) {
  const { register, control, formState, setValue, watch } = form;
  const { errors } = formState;

  const text = (field: IndividualFormField & IndividualTextField, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      maxLength={INDIVIDUAL_MAX[field]}
      error={errors[field]?.message}
      disabled={disabled}
      {...extra}
      {...register(field)}
    />
  );

  const typeOptions = types.map((t) => ({ value: t.individualTypeID, label: t.name }));
  const typeField = (
    <Controller
      control={control}
      name="individualType"
      render={({ field }) => (
        <Select
          label="Individual type"
          required
          data={typeOptions}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          disabled={disabled || !canChooseType}
          error={errors.individualType?.message}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  if (isInvite) {
    return (
      <Stack gap="md">
        {typeField}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('firstName', 'First name', { required: true, autoComplete: 'off' })}
          {text('surname', 'Surname', { required: true, autoComplete: 'off' })}
        </SimpleGrid>
        {text('emailAddress', 'Email address', { required: true, type: 'email', autoComplete: 'off' })}
      </Stack>
    );
  }

  const today = todayIso();
  const dobRanges: DisabledRange[] = [{ from: dayAfter(today), reason: DOB_IN_FUTURE }];
  const watchedDob = isDeceased ? watch('dob') : null;
  const dob = watchedDob && /^\d{4}-\d{2}-\d{2}$/.test(watchedDob) ? watchedDob : null;
  const deathRanges: DisabledRange[] = [
    { from: dayAfter(today), reason: DECEASED_TEXTS.deathInFuture },
    ...(dob ? [{ to: dayBefore(dob), reason: DECEASED_TEXTS.deathBeforeBirth }] : []),
  ];

  return (
    <Stack gap="xl">
      <Section order={headingOrder} title="Personal details">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {typeField}
          <Controller
            control={control}
            name="title"
            render={({ field }) => (
              <Select
                label="Title"
                required
                data={[...TITLES]}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                disabled={disabled}
                error={errors.title?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          {text('firstName', 'First name', { required: true })}
          {text('middleNames', 'Middle names')}
          {text('surname', 'Surname', { required: true })}
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <Select
                label="Gender"
                required
                data={[...GENDERS]}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                disabled={disabled}
                error={errors.gender?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="dob"
            render={({ field }) => (
              <DatePicker
                label="Date of birth"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={disabled}
                error={errors.dob?.message}
                disabledRanges={dobRanges}
                defaultView={{ year: 1970, month: 1 }}
              />
            )}
          />
          {isDeceased && (
            <Controller
              control={control}
              name="dateOfDeath"
              render={({ field }) => (
                <DatePicker
                  label={DECEASED_TEXTS.dateOfDeath}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={disabled}
                  error={errors.dateOfDeath?.message}
                  disabledRanges={deathRanges}
                />
              )}
            />
          )}
        </SimpleGrid>
      </Section>

      <Section order={headingOrder} title="Contact">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('emailAddress', 'Email address', { type: 'email' })}
          {text('telephone', 'Home phone', {
            type: 'tel',
            description: 'A UK landline; add #123 for an extension',
          })}
          {text('mobileTelephone', 'Mobile phone', { type: 'tel', description: '07… or +44 7…' })}
        </SimpleGrid>
      </Section>

      <Section order={headingOrder} title="Address">
        {withAddressLookup && (
          <AddressPicker
            isDisabled={disabled}
            onPick={(address) => {
              // spec 02 §5: the lookup fills lines 1–3, city, post code, county and country.
              const options = { shouldDirty: true, shouldValidate: true } as const;
              setValue('addressLine1', address.addressLine1, options);
              setValue('addressLine2', address.addressLine2 ?? '', options);
              setValue('addressLine3', address.addressLine3 ?? '', options);
              setValue('cityTown', address.cityTown, options);
              setValue('postCode', address.postCode, options);
              setValue('county', address.county ?? '', options);
              setValue('country', address.country, options);
            }}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('addressLine1', 'Address line 1', { required: true })}
          {text('addressLine2', 'Address line 2')}
          {text('addressLine3', 'Address line 3')}
          {text('cityTown', 'City / Town', { required: true })}
          {text('county', 'County')}
          {text('postCode', 'Post code', { required: true })}
          {text('country', 'Country', { required: true })}
        </SimpleGrid>
      </Section>

      {!isDeceased && (
        <Section order={headingOrder} title="Identity documents">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('nino', 'National Insurance number', { placeholder: 'QQ 12 34 56 A' })}
            {text('passport', 'Passport number')}
            {text('drivingLicence', 'Driving licence number')}
            {text('idCard', 'ID card number')}
            {text('travelVisa', 'Travel visa number')}
          </SimpleGrid>
          <Textarea
            label="Passport machine-readable zone"
            description="The two lines printed at the bottom of the photo page, if you want them checked"
            autosize
            minRows={2}
            maxLength={INDIVIDUAL_MAX.passportMrz}
            error={errors.passportMrz?.message}
            disabled={disabled}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...register('passportMrz')}
          />
        </Section>
      )}

      {showBank && (
        <Section
          order={headingOrder}
          title="Bank details"
          aside={
            bankAccountVerified !== undefined && (
              <Badge
                variant="light"
                tt="none"
                color={bankAccountVerified ? 'teal' : 'gray'}
                leftSection={
                  bankAccountVerified ? (
                    <IconCircleCheck size={14} aria-hidden />
                  ) : (
                    <IconCircleX size={14} aria-hidden />
                  )
                }
              >
                {bankAccountVerified ? INDIVIDUAL_TEXTS.bankVerified : INDIVIDUAL_TEXTS.bankNotVerified}
              </Badge>
            )
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('bankName', 'Bank name')}
            {text('bankAccountName', 'Account name')}
            {text('bankSortCode', 'Sort code', { placeholder: '12-34-56' })}
            {text('bankAccountNumber', 'Account number', {
              rightSection: (
                <Tooltip label={ACCOUNT_NUMBER_TOOLTIP}>
                  <IconInfoCircle size={16} aria-label={ACCOUNT_NUMBER_TOOLTIP} />
                </Tooltip>
              ),
            })}
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            The sort code and account number are checked against the UK modulus-checking tables when they are
            saved.
          </Text>
        </Section>
      )}
    </Stack>
  );
}

/** A card around the form, as the Manage Individual and My Data pages show it. */
export function FormCard({ children }: { children: ReactNode }) {
  return <Card p={{ base: 'md', sm: 'xl' }}>{children}</Card>;
}
