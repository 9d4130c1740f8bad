import { Alert, Box, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type EmailTemplateForm, ZEmailTemplateForm } from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { formatRequestError } from '../../api/client';
import { emailTemplateKeys, previewEmailTemplate } from './email-templates.api';

const PREVIEW_DEBOUNCE_MS = 600;

/** The message as a recipient would see it, rendered by the server with the trigger's sample values. */
export function EmailPreview({ values }: { values: EmailTemplateForm }) {
  const [debounced] = useDebouncedValue(values, PREVIEW_DEBOUNCE_MS);
  const input = {
    name: debounced.name ?? '',
    subject: debounced.subject ?? '',
    templateContent: debounced.templateContent ?? '',
  };
  const isComplete = ZEmailTemplateForm.safeParse(input).success;
  const preview = useQuery({
    queryKey: emailTemplateKeys.preview(input),
    queryFn: () => previewEmailTemplate(input),
    enabled: isComplete,
    retry: false,
  });

  return (
    <Stack gap="xs" aria-label="Preview">
      <Text fw={600} size="sm">
        Preview
      </Text>
      <Card withBorder p="sm" bg="gray.0">
        {!isComplete ? (
          <Text size="sm" c="dimmed">
            Choose a trigger and fill in the subject and content to see the message with sample values.
          </Text>
        ) : preview.isError ? (
          <Alert color="red" variant="light" title="The template cannot be shown">
            {formatRequestError(preview.error)}
          </Alert>
        ) : !preview.data ? (
          <Center py="lg">
            <Loader size="sm" aria-label="Loading the preview" />
          </Center>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              <Text span c="dimmed">
                Subject:{' '}
              </Text>
              {preview.data.subject}
            </Text>
            <Box
              component="iframe"
              title="Message preview"
              // No scripts, no forms, no navigation: the sanitised HTML only.
              sandbox=""
              srcDoc={preview.data.html}
              w="100%"
              h={420}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6, background: '#fff' }}
            />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
