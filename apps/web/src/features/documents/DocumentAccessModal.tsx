import { Alert, Button, Checkbox, Group, Loader, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { DOCUMENT_ACCESS_DEFAULT_ALL_MS, DOCUMENT_TEXTS, MAX_PAGE_SIZE } from '@probity/domain';
import { useMemo, useRef, useState } from 'react';
import { formatRequestError } from '../../api/client';
import { notify } from '../../app/notify';
import { useOrganisationUsers } from '../team/users.api';
import { type DocumentUser, type MatterDocument, useSetDocumentUsers, userName } from './documents.api';

type AccessChoice = 'all' | 'lawyers';

export interface AccessCandidate {
  userID: string;
  name: string;
  emailAddress: string;
}

/** spec 02 §6: the access list is the current user's organisation users plus the matter team. */
export function accessCandidates(
  organisationUsers: readonly AccessCandidate[],
  team: readonly AccessCandidate[],
): AccessCandidate[] {
  const byID = new Map<string, AccessCandidate>();
  for (const user of [...organisationUsers, ...team]) if (!byID.has(user.userID)) byID.set(user.userID, user);
  return [...byID.values()].sort((a, b) => a.name.localeCompare(b.name));
}

interface DocumentAccessModalProps {
  document: MatterDocument | null;
  itemID: string;
  organisationID: string | null;
  team: readonly AccessCandidate[];
  onClose: () => void;
  /** The overlay title: 'Manage matter document access' (02 §2.10) unless given (03 §2.9). */
  title?: string;
  /** A loading notice while saving (03 §8 'Updating user access for document'); none if not given. */
  loadingText?: string;
}

/** spec 02 §2.10 'Manage matter document access' (a legacy's: 03 §2.9 'Manage user access'). */
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

function AccessForm({
  document,
  itemID,
  organisationID,
  team,
  onClose,
  loadingText,
}: Omit<DocumentAccessModalProps, 'document' | 'title'> & { document: MatterDocument }) {
  const users = useOrganisationUsers(organisationID, { page: 1, pageSize: MAX_PAGE_SIZE });
  const save = useSetDocumentUsers(itemID, document.documentID);
  const [choice, setChoice] = useState<AccessChoice>(
    (document.everybody ?? document.sharedWith.length === 0) ? 'all' : 'lawyers',
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(document.sharedWith.map((u: DocumentUser) => u.userID)),
  );
  const [error, setError] = useState<string | null>(null);

  const candidates = useMemo(
    () =>
      accessCandidates(
        (users.data?.items ?? []).map((u) => ({
          userID: u.userID,
          name: u.name,
          emailAddress: u.emailAddress,
        })),
        team,
      ),
    [users.data, team],
  );

  // The list may still be arriving when the choice changes; the delayed select-all takes the latest.
  const candidatesRef = useRef(candidates);
  candidatesRef.current = candidates;

  // spec 02 §4: switching to lawyers with none selected selects all after 300 ms.
  const handleChoice = (value: string) => {
    const next: AccessChoice = value === 'lawyers' ? 'lawyers' : 'all';
    setError(null);
    setChoice(next);
    if (next !== 'lawyers' || selected.size > 0) return;
    window.setTimeout(
      () =>
        setSelected((current) =>
          current.size > 0 ? current : new Set(candidatesRef.current.map((c) => c.userID)),
        ),
      DOCUMENT_ACCESS_DEFAULT_ALL_MS,
    );
  };

  const toggle = (userID: string) => {
    setError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(userID)) next.delete(userID);
      else next.add(userID);
      return next;
    });
  };

  const handleSave = () => {
    if (choice === 'lawyers' && selected.size === 0) {
      setError(DOCUMENT_TEXTS.selectAtLeastOne);
      return;
    }
    const toastId = loadingText ? notify.loading(loadingText) : undefined;
    save.mutate(choice === 'all' ? [] : [...selected], {
      onSuccess: () => {
        if (toastId) notify.success(DOCUMENT_TEXTS.accessUpdated, toastId);
        else notify.success(DOCUMENT_TEXTS.accessUpdated);
        onClose();
      },
      onError: (e) =>
        toastId ? notify.error(formatRequestError(e), toastId) : notify.error(formatRequestError(e)),
    });
  };

  return (
    <Stack gap="md">
      <Text fz="sm" fw={600}>
        {document.name}
      </Text>
      <Radio.Group value={choice} onChange={handleChoice}>
        <Stack gap="xs">
          <Radio value="all" label={DOCUMENT_TEXTS.everybody} />
          <Radio value="lawyers" label={DOCUMENT_TEXTS.lawyersOnly} />
        </Stack>
      </Radio.Group>
      {choice === 'lawyers' &&
        (users.isPending ? (
          <Loader size="sm" aria-label="Loading" />
        ) : (
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap={6} role="group" aria-label="Firm members">
              {candidates.map((c) => (
                <Checkbox
                  key={c.userID}
                  checked={selected.has(c.userID)}
                  onChange={() => toggle(c.userID)}
                  label={c.name}
                  description={c.emailAddress}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        ))}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={handleSave} loading={save.isPending}>
          Save changes
        </Button>
      </Group>
    </Stack>
  );
}

export function candidateOf(user: DocumentUser): AccessCandidate {
  return { userID: user.userID, name: userName(user), emailAddress: user.emailAddress };
}
