import { ActionIcon, Card, Code, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  DOCUMENT_TEMPLATE_TEXTS as T,
  INDIVIDUAL_MERGE_FIELDS,
  MERGE_FIELDS,
  type MergeField,
} from '@probity/domain';
import { IconCheck, IconCopy } from '@tabler/icons-react';

function FieldRows({ fields, caption }: { fields: readonly MergeField[]; caption: string }) {
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {caption}
      </Text>
      <Stack component="ul" gap={4} aria-label={caption} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {fields.map((f) => {
          const tag = `{${f.tag}}`;
          return (
            <Group
              component="li"
              key={f.tag}
              gap="xs"
              wrap="wrap"
              py={4}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group gap={4} wrap="nowrap" style={{ flex: '0 0 300px', maxWidth: '100%' }}>
                <Code style={{ overflowWrap: 'anywhere' }}>{tag}</Code>
                <CopyButton value={tag}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? T.copied : T.copyField}>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        onClick={copy}
                        aria-label={`${T.copyField} ${tag}`}
                      >
                        {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
              <Text fz="sm" style={{ flex: '1 1 220px', minWidth: 0 }}>
                {f.description}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** Issue 14: the merge fields a template may use, each ready to copy (the server fills exactly these). */
export function MergeFieldsList() {
  return (
    <Card withBorder p="lg" component="section" aria-labelledby="merge-fields-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="merge-fields-title">
          {T.fieldsTitle}
        </Title>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {T.fieldsHelp}
        </Text>
        <FieldRows fields={MERGE_FIELDS} caption={T.fieldsMain} />
        <FieldRows fields={INDIVIDUAL_MERGE_FIELDS} caption={T.fieldsLoop} />
      </Stack>
    </Card>
  );
}
