import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Code, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type EmailTemplateForm as FormValues, emailTriggerOf, ZEmailTemplateForm } from '@probity/domain';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';

export const TEMPLATE_FORM_FIELDS = ['name', 'subject', 'templateContent'] as const;

export interface EmailTemplateFormProps {
  mode: 'create' | 'edit';
  initialValues: FormValues;
  /** Create: the triggers that have no template yet. */
  triggerOptions: readonly string[];
  isSubmitting?: boolean;
  /** Field errors of a 400 answer. */
  serverErrors?: ReadonlyMap<string, string>;
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
  /** The live preview beside the form, given the current values. */
  renderPreview?: (values: FormValues) => ReactNode;
}

function PlaceholderHelp({ name }: { name: string }) {
  const trigger = emailTriggerOf(name);
  if (!trigger) return null;
  return (
    <Stack gap={4} aria-label="Placeholders">
      <Text size="sm" c="dimmed">
        {trigger.description} Placeholders (HTML-escaped; {'{{#if name}}…{{else}}…{{/if}}'} allowed):
      </Text>
      <Group gap={6}>
        {trigger.placeholders.map((p) => (
          <Code key={p.name} title={p.description}>{`{{${p.name}}}`}</Code>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * spec 01 §5 email template form: trigger (name), subject and content, all required, with the
 * spec's limits; saving marks every field touched and submits only when valid. The trigger of a
 * saved template cannot be changed (spec 01 §2).
 */
export function EmailTemplateForm({
  mode,
  initialValues,
  triggerOptions,
  isSubmitting = false,
  serverErrors,
  onSubmit,
  onCancel,
  renderPreview,
}: EmailTemplateFormProps) {
  const form = useForm<FormValues>({
    resolver: zodResolver(ZEmailTemplateForm),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const errorOf = (field: (typeof TEMPLATE_FORM_FIELDS)[number]) =>
    form.formState.errors[field]?.message ?? serverErrors?.get(field);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <SimpleGrid cols={{ base: 1, md: renderPreview ? 2 : 1 }} spacing="lg">
        <Stack gap="md">
          {mode === 'create' ? (
            <Controller
              control={form.control}
              name="name"
              render={({ field }) => (
                <Select
                  label="Trigger (Name)"
                  placeholder="Choose the event that sends it"
                  data={[...triggerOptions]}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={errorOf('name')}
                  withAsterisk
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          ) : (
            <TextInput
              label="Trigger (Name)"
              value={initialValues.name}
              readOnly
              disabled
              description="The trigger of a template cannot be changed"
            />
          )}
          <TextInput label="Subject" withAsterisk error={errorOf('subject')} {...form.register('subject')} />
          <Textarea
            label="Template content (HTML)"
            withAsterisk
            autosize
            minRows={12}
            maxRows={22}
            styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }}
            error={errorOf('templateContent')}
            {...form.register('templateContent')}
          />
          <PlaceholderHelp name={values.name ?? ''} />
        </Stack>
        {renderPreview?.(values)}
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {mode === 'create' ? 'Create template' : 'Save changes'}
        </Button>
      </Group>
    </form>
  );
}
