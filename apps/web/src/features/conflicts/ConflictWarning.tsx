import { Alert, List, type MantineSpacing, Text } from '@mantine/core';
import { CONFLICT_TEXTS, can } from '@probity/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSession } from '../../auth/session';
import { type ConflictPerson, useConflictCheck } from './conflicts.api';

/**
 * Issue 14: the conflict warning of a form that adds a person: the firm's other matters where
 * the same person appears (reference, type, status and their role there). A warning only: the
 * form still saves. Shown to the roles that may run the check; nothing while nothing is found.
 */
export function ConflictWarning({
  person,
  excludeMatterID,
  mt,
}: {
  person: ConflictPerson;
  excludeMatterID: string | null;
  mt?: MantineSpacing;
}) {
  const { user, roles } = useSession();
  const organisationIDs = user.organisationID ? [user.organisationID] : [];
  const mayCheck = can({ userID: user.userID, roles, organisationIDs }, 'conflictCheck.read', {
    organisationID: user.organisationID,
  });
  const check = useConflictCheck(person, excludeMatterID, mayCheck);
  const conflicts = check.data ?? [];
  if (!mayCheck || conflicts.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={CONFLICT_TEXTS.title}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      role="status"
      aria-live="polite"
      data-testid="conflict-warning"
      mt={mt}
    >
      <Text fz="sm" mb={6}>
        {CONFLICT_TEXTS.intro(new Set(conflicts.map((c) => c.matterID)).size)}
      </Text>
      <List fz="sm" spacing={4} mb={6}>
        {conflicts.map((c) => (
          <List.Item key={`${c.matterID}-${c.individualID}`}>
            <Text span fw={600} fz="sm">
              {c.reference}
            </Text>{' '}
            · {c.matterType.name} · {c.status.name} · {c.name} {CONFLICT_TEXTS.role(c.individualType.name)} (
            {c.matchedBy.map((m) => CONFLICT_TEXTS.matchedBy[m]).join(', ')})
          </List.Item>
        ))}
      </List>
      <Text fz="sm" fw={500}>
        {CONFLICT_TEXTS.stillSave}
      </Text>
    </Alert>
  );
}
