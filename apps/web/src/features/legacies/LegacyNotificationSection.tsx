import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  LEGACY_CONTACT_ROLE_LABELS,
  LEGACY_INTAKE_TEXTS,
  type Legacy,
  type LegacyIntake,
  NOTIFIED_BY_LABELS,
  ZLegacyIntakeInput,
} from '@probity/domain';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { errorToast } from '../../components/form-errors';
import { formatDate } from '../../lib/dates';
import { type IntakeValues, LegacyIntakeFields, intakeValuesOf, setServerErrors } from './LegacyIntakeFields';
import { Fact, Section } from './LegacyInformationLayout';
import { legacyBody, useUpdateLegacy } from './legacies.api';

/*
 * Issue 11: the Information page's Notification section, the charity's own records of how it heard
 * of the legacy (editable by the charity even when a firm is attached; the firm never sees them).
 */

const FIELDS = ['notifiedDate', 'notifiedBy', 'dateOfWill', 'contacts'] as const;

function EditNotificationForm({ legacy, onClose }: { legacy: Legacy; onClose: () => void }) {
  const update = useUpdateLegacy();
  const form = useForm<IntakeValues, unknown, LegacyIntake>({
    resolver: zodResolver(ZLegacyIntakeInput) as never,
    // Checked on submit, then as the user corrects: a contact just added is not an error yet.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: intakeValuesOf(legacy),
  });
  const handleSave = form.handleSubmit((values) => {
    const toastId = notify.loading(LEGACY_INTAKE_TEXTS.saving);
    // Only the intake: PUT /api/Legacy is partial.
    update.mutate(
      legacyBody(legacy, {
        notifiedDate: values.notifiedDate ?? null,
        notifiedBy: values.notifiedBy ?? null,
        dateOfWill: values.dateOfWill ?? null,
        contacts: values.contacts ?? [],
      }),
      {
        onSuccess: () => {
          notify.success(LEGACY_INTAKE_TEXTS.saved, toastId);
          onClose();
        },
        onError: (error) => {
          notify.error(errorToast(error), toastId);
          setServerErrors(form, error, FIELDS);
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={(e) => void handleSave(e)}>
      <Stack>
        <LegacyIntakeFields form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            {LEGACY_INTAKE_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function LegacyNotificationSection({ legacy, canEdit }: { legacy: Legacy; canEdit: boolean }) {
  const [isEditing, setIsEditing] = useState(false);
  const isMobile = useIsMobileLayout();
  return (
    <Section
      title={LEGACY_INTAKE_TEXTS.sectionTitle}
      actions={
        canEdit ? (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setIsEditing(true)}
          >
            {LEGACY_INTAKE_TEXTS.edit}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Fact
            label={LEGACY_INTAKE_TEXTS.notifiedDate}
            value={legacy.notifiedDate ? formatDate(legacy.notifiedDate) : '-'}
          />
          <Fact
            label={LEGACY_INTAKE_TEXTS.notifiedBy}
            value={legacy.notifiedBy ? NOTIFIED_BY_LABELS[legacy.notifiedBy] : '-'}
          />
          <Fact
            label={LEGACY_INTAKE_TEXTS.dateOfWill}
            value={legacy.dateOfWill ? formatDate(legacy.dateOfWill) : '-'}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Text fz="xs" c="dimmed">
            {LEGACY_INTAKE_TEXTS.contacts}
          </Text>
          {legacy.contacts.length === 0 ? (
            <Text fz="sm">{LEGACY_INTAKE_TEXTS.noContacts}</Text>
          ) : (
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {legacy.contacts.map((c) => (
                <li key={c.contactID}>
                  <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {c.name}{' '}
                    <Text span fz="xs" c="dimmed" fw={400}>
                      {LEGACY_CONTACT_ROLE_LABELS[c.role]}
                    </Text>
                  </Text>
                  {/* One line each, so a narrow screen never breaks a number or an address apart. */}
                  {c.emailAddress && (
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {c.emailAddress}
                    </Text>
                  )}
                  {c.phone && (
                    <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                      {c.phone}
                    </Text>
                  )}
                  {c.address && (
                    <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {c.address}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
      <Modal
        opened={isEditing}
        onClose={() => setIsEditing(false)}
        title={LEGACY_INTAKE_TEXTS.editTitle}
        size="lg"
        fullScreen={isMobile}
      >
        {isEditing && <EditNotificationForm legacy={legacy} onClose={() => setIsEditing(false)} />}
      </Modal>
    </Section>
  );
}
