import { Alert, Button, Checkbox, Group, Loader, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { DOCUMENT_TEXTS } from '@probity/domain';
import { type DocumentUser, type MatterDocument, userName } from './documents.api';
import { type AccessCandidate, type DocumentAccessOptions, useDocumentAccess } from './use-document-access';

export { type AccessCandidate, accessCandidates } from './use-document-access';

interface DocumentAccessModalProps extends Omit<DocumentAccessOptions, 'document'> {
  document: MatterDocument | null;
  /** The overlay title: 'Manage matter document access' (02 §2.10) unless given (03 §2.9). */
  title?: string;
}

/** spec 02 §2.10 'Manage matter document access' (a legacy's table form: DocumentUserAccessModal). */
export function DocumentAccessModal({
  document,
  onClose,
  title = DOCUMENT_TEXTS.accessTitle,
  ...props
}: DocumentAccessModalProps) {
  return (
    <Modal opened={!!document} onClose={onClose} title={title} size="lg">
      {document && <AccessForm key={document.documentID} document={document} onClose={onClose} {...props} />}
    </Modal>
  );
}

function AccessForm(props: DocumentAccessOptions) {
  const { document, onClose } = props;
  const access = useDocumentAccess(props);

  return (
    <Stack gap="md">
      <Text fz="sm" fw={600}>
        {document.name}
      </Text>
      <Radio.Group value={access.choice} onChange={access.handleChoice}>
        <Stack gap="xs">
          <Radio value="all" label={DOCUMENT_TEXTS.everybody} />
          <Radio value="lawyers" label={props.restrictedLabel ?? DOCUMENT_TEXTS.lawyersOnly} />
        </Stack>
      </Radio.Group>
      {access.choice === 'lawyers' &&
        (access.isLoadingUsers ? (
          <Loader size="sm" aria-label="Loading" />
        ) : (
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap={6} role="group" aria-label="Firm members">
              {access.candidates.map((c) => (
                <Checkbox
                  key={c.userID}
                  checked={access.selected.has(c.userID)}
                  onChange={() => access.toggle(c.userID)}
                  label={c.name}
                  description={c.emailAddress}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        ))}
      {access.error && (
        <Alert color="red" variant="light" role="alert">
          {access.error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={access.handleSave} loading={access.isSaving}>
          Save changes
        </Button>
      </Group>
    </Stack>
  );
}

export function candidateOf(user: DocumentUser): AccessCandidate {
  return { userID: user.userID, name: userName(user), emailAddress: user.emailAddress };
}
