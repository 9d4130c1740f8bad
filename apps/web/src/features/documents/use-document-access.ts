import { DOCUMENT_ACCESS_DEFAULT_ALL_MS, DOCUMENT_TEXTS, MAX_PAGE_SIZE } from '@probity/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatRequestError } from '../../api/client';
import { notify } from '../../app/notify';
import { useOrganisationUsers } from '../team/users.api';
import { type DocumentUser, type MatterDocument, useSetDocumentUsers } from './documents.api';

export type AccessChoice = 'all' | 'lawyers';

export interface AccessCandidate {
  userID: string;
  name: string;
  emailAddress: string;
  /** The roles joined by commas; the legacy overlay's Role column (spec 03 §2.9). */
  role?: string;
}

/** spec 02 §6, 03 §2.9: the access list is the current user's organisation users plus the matter team. */
export function accessCandidates(
  organisationUsers: readonly AccessCandidate[],
  team: readonly AccessCandidate[],
): AccessCandidate[] {
  const byID = new Map<string, AccessCandidate>();
  for (const user of [...organisationUsers, ...team]) if (!byID.has(user.userID)) byID.set(user.userID, user);
  return [...byID.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export interface DocumentAccessOptions {
  document: MatterDocument;
  itemID: string;
  organisationID: string | null;
  team: readonly AccessCandidate[];
  onClose: () => void;
  /** A loading notice while saving (03 §8 'Updating user access for document'); none if not given. */
  loadingText?: string;
  /**
   * The restricted choice's label: the firm's 'Only firm members have access' (02 §2.10) unless
   * the page says otherwise (a charity's own legacy pages, issue 11).
   */
  restrictedLabel?: string;
}

/**
 * The state shared by both access overlays (spec 02 §2.10, §4, §5 and 03 §2.9, §4, §5): the
 * everybody / only-selected choice, the selected users, the 300 ms select-all, the error and the save.
 */
export function useDocumentAccess({
  document,
  itemID,
  organisationID,
  team,
  onClose,
  loadingText,
}: DocumentAccessOptions) {
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
          role: u.roles?.join(', '),
        })),
        team,
      ),
    [users.data, team],
  );

  // The list may still be arriving when the choice changes; the delayed select-all takes the latest.
  const candidatesRef = useRef(candidates);
  candidatesRef.current = candidates;

  // A select-all still pending when the overlay closes is dropped.
  const timerRef = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  // spec 02 §4, 03 §4: switching to lawyers with none selected selects all after 300 ms.
  const handleChoice = (value: string) => {
    const next: AccessChoice = value === 'lawyers' ? 'lawyers' : 'all';
    setError(null);
    setChoice(next);
    if (next !== 'lawyers' || selected.size > 0) return;
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(
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

  // spec 02 §5, 03 §5: lawyers with nobody selected is refused.
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

  return {
    choice,
    selected,
    error,
    candidates,
    isLoadingUsers: users.isPending,
    isSaving: save.isPending,
    handleChoice,
    toggle,
    handleSave,
  };
}
