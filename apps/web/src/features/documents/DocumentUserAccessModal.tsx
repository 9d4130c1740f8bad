import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Radio,
  ScrollArea,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { DOCUMENT_TEXTS } from '@probity/domain';
import type { KeyboardEvent } from 'react';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import type { MatterDocument } from './documents.api';
import { type AccessCandidate, type DocumentAccessOptions, useDocumentAccess } from './use-document-access';

/** The name the users' table (and the mobile list) is announced by. */
export const USER_ACCESS_LABEL = 'Users';

interface DocumentUserAccessModalProps extends Omit<DocumentAccessOptions, 'document'> {
  document: MatterDocument | null;
  /** 03 §2.9 'Manage user access' (given by the legacy pages, which own the text). */
  title: string;
}

/**
 * spec 03 §2.9 a legacy document's access overlay: everybody, or only the selected users, chosen
 * from a table of name, e-mail and role where clicking a row toggles access; "Save changes".
 * The same rules as the matter's overlay (03 §4, §5): the 300 ms select-all and the error.
 */
export function DocumentUserAccessModal({
  document,
  onClose,
  title,
  ...props
}: DocumentUserAccessModalProps) {
  const isMobile = useIsMobileLayout();
  return (
    <Modal opened={!!document} onClose={onClose} title={title} size={isMobile ? 'lg' : 'xl'}>
      {document && (
        <UserAccessForm key={document.documentID} document={document} onClose={onClose} {...props} />
      )}
    </Modal>
  );
}

function UserAccessForm(props: DocumentAccessOptions) {
  const { document, onClose } = props;
  const access = useDocumentAccess(props);
  const isMobile = useIsMobileLayout();

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
        ) : isMobile ? (
          <UserAccessList users={access.candidates} selected={access.selected} onToggle={access.toggle} />
        ) : (
          <UserAccessTable users={access.candidates} selected={access.selected} onToggle={access.toggle} />
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

interface UserAccessProps {
  users: readonly AccessCandidate[];
  selected: ReadonlySet<string>;
  onToggle: (userID: string) => void;
}

/** Enter or Space toggles the focused row; the arrow keys move between rows. */
function handleRowKey(event: KeyboardEvent<HTMLTableRowElement>, toggle: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    toggle();
    return;
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  const sibling =
    event.key === 'ArrowDown'
      ? event.currentTarget.nextElementSibling
      : event.currentTarget.previousElementSibling;
  if (sibling instanceof HTMLElement) sibling.focus();
}

/** Desktop: a grid of Name, E-mail and Role; a row is selected when the user has access. */
export function UserAccessTable({ users, selected, onToggle }: UserAccessProps) {
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Table
        role="grid"
        aria-label={USER_ACCESS_LABEL}
        aria-multiselectable
        highlightOnHover
        stickyHeader
        verticalSpacing="xs"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <VisuallyHidden>Access</VisuallyHidden>
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Role</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const isSelected = selected.has(user.userID);
            const toggle = () => onToggle(user.userID);
            return (
              <Table.Tr
                key={user.userID}
                tabIndex={0}
                aria-selected={isSelected}
                onClick={toggle}
                onKeyDown={(event) => handleRowKey(event, toggle)}
                bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Checkbox checked={isSelected} readOnly tabIndex={-1} aria-hidden size="xs" />
                </Table.Td>
                <Table.Td fz="sm" fw={500}>
                  {user.name}
                </Table.Td>
                <Table.Td fz="sm">{user.emailAddress}</Table.Td>
                <Table.Td fz="sm" c={user.role ? undefined : 'dimmed'}>
                  {user.role || '—'}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/** Mobile (≤ 1024 px): the same users as a list of rows, each a checkbox card that toggles access. */
export function UserAccessList({ users, selected, onToggle }: UserAccessProps) {
  return (
    <ScrollArea.Autosize mah="50vh" type="auto">
      <Stack gap={6} role="group" aria-label={USER_ACCESS_LABEL}>
        {users.map((user) => (
          <Checkbox.Card
            key={user.userID}
            checked={selected.has(user.userID)}
            onClick={() => onToggle(user.userID)}
            radius="md"
            p="sm"
            bg={selected.has(user.userID) ? 'var(--mantine-primary-color-light)' : undefined}
            aria-label={user.name}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Checkbox.Indicator size="xs" mt={3} />
              <Stack gap={0} miw={0}>
                <Text fz="sm" fw={500}>
                  {user.name}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {user.emailAddress}
                </Text>
                {user.role && (
                  <Text fz="xs" c="dimmed">
                    {user.role}
                  </Text>
                )}
              </Stack>
            </Group>
          </Checkbox.Card>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
