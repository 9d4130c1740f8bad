import { ActionIcon, Card, Code, CopyButton, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import {
  DOCUMENT_TEMPLATE_TEXTS as T,
  INDIVIDUAL_MERGE_FIELDS,
  MERGE_FIELDS,
  MERGE_LOOP,
  type MergeField,
} from '@probity/domain';
import { IconCheck, IconCopy } from '@tabler/icons-react';

function FieldRows({ fields, caption }: { fields: readonly MergeField[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing={4} fz="sm" captionSide="top">
        <Table.Caption style={{ textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Tbody>
          {fields.map((f) => {
            const tag = `{${f.tag}}`;
            return (
              <Table.Tr key={f.tag}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Group gap={4} wrap="nowrap">
                    <Code>{tag}</Code>
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
                </Table.Td>
                <Table.Td>{f.description}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
        <Text fz="sm" c="dimmed">
          {T.fieldsHelp}
        </Text>
        <FieldRows fields={MERGE_FIELDS} caption="The matter, the deceased, the firm and today" />
        <FieldRows
          fields={INDIVIDUAL_MERGE_FIELDS}
          caption={`Inside {#${MERGE_LOOP}}…{/${MERGE_LOOP}}, for each of the matter's individuals`}
        />
      </Stack>
    </Card>
  );
}
