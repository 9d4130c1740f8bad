import {
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  LEGACY_CONTACT_ADDRESS_MAX,
  LEGACY_CONTACT_EMAIL_MAX,
  LEGACY_CONTACT_NAME_MAX,
  LEGACY_CONTACT_PHONE_MAX,
  LEGACY_CONTACT_ROLES,
  LEGACY_CONTACT_ROLE_LABELS,
  LEGACY_CONTACTS_MAX,
  LEGACY_INTAKE_TEXTS,
  type Legacy,
  type LegacyContactRole,
  NOTIFIED_BY,
  NOTIFIED_BY_LABELS,
  type NotifiedBy,
  todayInUk,
} from '@probity/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';
import { ApiError } from '../../api/client';
import { DatePicker, type DisabledRange } from '../../components/DatePicker/DatePicker';

/*
 * Issue 11 notification intake: when and from whom the charity heard of the legacy, the date of the
 * will and the executors' contacts who are not on Probity. The fields of the New Legacy overlay
 * (after its one spec input) and of Edit notification; the rules are the domain's
 * (ZLegacyIntakeFields), checked again by the server.
 */

export interface ContactValues {
  role: LegacyContactRole;
  name: string;
  emailAddress: string;
  phone: string;
  address: string;
}

export interface IntakeValues {
  notifiedDate: string | null;
  notifiedBy: NotifiedBy | null;
  dateOfWill: string | null;
  contacts: ContactValues[];
}

export const emptyContact = (): ContactValues => ({
  role: 'executor',
  name: '',
  emailAddress: '',
  phone: '',
  address: '',
});

/** The form's values of a legacy's intake (empty for a new legacy). */
export function intakeValuesOf(legacy?: Legacy): IntakeValues {
  return {
    notifiedDate: legacy?.notifiedDate ?? null,
    notifiedBy: legacy?.notifiedBy ?? null,
    dateOfWill: legacy?.dateOfWill ?? null,
    contacts: (legacy?.contacts ?? []).map((c) => ({
      role: c.role,
      name: c.name,
      emailAddress: c.emailAddress ?? '',
      phone: c.phone ?? '',
      address: c.address ?? '',
    })),
  };
}

/** The days after today cannot be chosen: the charity cannot have been told tomorrow. */
function futureDays(): DisabledRange[] {
  const tomorrow = new Date(`${todayInUk()}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return [{ from: tomorrow.toISOString().slice(0, 10), reason: LEGACY_INTAKE_TEXTS.futureDate }];
}

/** Puts the field errors of a 400 or 409 answer ('contacts.0.name', 'reference'…) on the form's fields. */
export function setServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  fields: readonly string[],
) {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const [path, messages] of Object.entries(error.errors))
    if (fields.includes(path.split('.')[0] ?? ''))
      form.setError(path as Path<T>, { type: 'server', message: messages.join(', ') });
}

/** The message of a nested field's error ('contacts.0.name'). */
function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

export function LegacyIntakeFields<T extends IntakeValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, unknown>;
}) {
  // The intake's own names on a form that may hold more (the New Legacy reference).
  const intake = form as unknown as UseFormReturn<IntakeValues, unknown, unknown>;
  const { control, register } = intake;
  const errors = intake.formState.errors as FieldErrors;
  const contacts = useFieldArray({ control, name: 'contacts' });
  const disabledRanges = futureDays();
  const contactsError = errorAt(errors, 'contacts') ?? errorAt(errors, 'contacts.root');

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Controller
          control={control}
          name="notifiedDate"
          render={({ field }) => (
            <DatePicker
              label={LEGACY_INTAKE_TEXTS.notifiedDate}
              name="notifiedDate"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabledRanges={disabledRanges}
              error={errorAt(errors, 'notifiedDate')}
            />
          )}
        />
        <Controller
          control={control}
          name="notifiedBy"
          render={({ field }) => (
            <Select
              label={LEGACY_INTAKE_TEXTS.notifiedBy}
              data={NOTIFIED_BY.map((value) => ({ value, label: NOTIFIED_BY_LABELS[value] }))}
              value={field.value}
              onChange={(value) => field.onChange((value as NotifiedBy | null) ?? null)}
              onBlur={field.onBlur}
              clearable
              allowDeselect
              error={errorAt(errors, 'notifiedBy')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="dateOfWill"
          render={({ field }) => (
            <DatePicker
              label={LEGACY_INTAKE_TEXTS.dateOfWill}
              name="dateOfWill"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabledRanges={disabledRanges}
              error={errorAt(errors, 'dateOfWill')}
            />
          )}
        />
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={3} fz="sm">
          {LEGACY_INTAKE_TEXTS.contacts}
        </Title>
        <Text fz="xs" c="dimmed">
          {LEGACY_INTAKE_TEXTS.contactsHint}
        </Text>
        {contactsError && (
          <Text fz="xs" c="red.8" role="alert">
            {contactsError}
          </Text>
        )}
        {contacts.fields.map((item, index) => {
          const n = index + 1;
          const at = (name: keyof ContactValues) => `contacts.${index}.${name}` as const;
          return (
            <Fieldset
              key={item.id}
              legend={LEGACY_INTAKE_TEXTS.contactLegend(n)}
              p="sm"
              style={{ minWidth: 0 }}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={LEGACY_INTAKE_TEXTS.name}
                  required
                  maxLength={LEGACY_CONTACT_NAME_MAX}
                  error={errorAt(errors, at('name'))}
                  {...register(at('name'))}
                />
                <Controller
                  control={control}
                  name={at('role')}
                  render={({ field }) => (
                    <Select
                      label={LEGACY_INTAKE_TEXTS.role}
                      data={LEGACY_CONTACT_ROLES.map((value) => ({
                        value,
                        label: LEGACY_CONTACT_ROLE_LABELS[value],
                      }))}
                      value={field.value}
                      onChange={(value) => field.onChange((value as LegacyContactRole | null) ?? 'executor')}
                      allowDeselect={false}
                      error={errorAt(errors, at('role'))}
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                />
                <TextInput
                  label={LEGACY_INTAKE_TEXTS.emailAddress}
                  type="email"
                  maxLength={LEGACY_CONTACT_EMAIL_MAX}
                  error={errorAt(errors, at('emailAddress'))}
                  {...register(at('emailAddress'))}
                />
                <TextInput
                  label={LEGACY_INTAKE_TEXTS.phone}
                  type="tel"
                  maxLength={LEGACY_CONTACT_PHONE_MAX}
                  error={errorAt(errors, at('phone'))}
                  {...register(at('phone'))}
                />
              </SimpleGrid>
              <Textarea
                mt="sm"
                label={LEGACY_INTAKE_TEXTS.address}
                autosize
                minRows={2}
                maxLength={LEGACY_CONTACT_ADDRESS_MAX}
                error={errorAt(errors, at('address'))}
                {...register(at('address'))}
              />
              <Group justify="flex-end" mt="xs">
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={LEGACY_INTAKE_TEXTS.removeContact(n)}
                  onClick={() => contacts.remove(index)}
                >
                  {LEGACY_INTAKE_TEXTS.remove}
                </Button>
              </Group>
            </Fieldset>
          );
        })}
        <Group>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => contacts.append(emptyContact())}
            disabled={contacts.fields.length >= LEGACY_CONTACTS_MAX}
          >
            {LEGACY_INTAKE_TEXTS.addContact}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
