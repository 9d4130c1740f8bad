import { CloseButton, Pill, TextInput } from '@mantine/core';
import { ORGANISATION_STATUS_FILTERS, type UserSummary } from '@probity/domain';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, api } from '../../api/client';
import { type HeaderFilter, PAGE_PARAM } from '../../components/PageHeader';
import { useUser } from '../team/users.api';

export const STATUS_PARAM = 'status';
export const TYPE_PARAM = 'type';
export const MEMBER_PARAM = 'member';

const STATUS_LABELS: Record<(typeof ORGANISATION_STATUS_FILTERS)[number], string> = {
  locked: 'Locked',
  paused: 'Paused (test mode)',
  active: 'Active',
};

/** spec 01 §2 Companies: the status filter (locked, paused, active), and the company type. */
export const COMPANY_FILTERS: readonly HeaderFilter[] = [
  {
    key: STATUS_PARAM,
    label: 'By Status',
    isMultiple: true,
    options: ORGANISATION_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
  },
  {
    key: TYPE_PARAM,
    label: 'By Type',
    options: [
      { value: 'lawfirm', label: 'Law firm' },
      { value: 'charity', label: 'Charity' },
    ],
  },
];

/**
 * spec 01 §2 Companies: the member filter. The administrator types a member's e-mail address; the
 * user found (GET /api/User/Find/{address}) filters the list to their company (FilterType=member
 * with the user id), kept in the query string like the other filters.
 */
export function MemberFilter() {
  const [params, setParams] = useSearchParams();
  const memberID = params.get(MEMBER_PARAM);
  const member = useUser(memberID ?? undefined);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isFinding, setIsFinding] = useState(false);

  const write = (userID: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (userID) updated.set(MEMBER_PARAM, userID);
      else updated.delete(MEMBER_PARAM);
      updated.delete(PAGE_PARAM);
      return updated;
    });

  const handleFind = async () => {
    const value = address.trim();
    if (!value) return;
    setIsFinding(true);
    setError(null);
    try {
      const found = await api.get<UserSummary>(`/api/User/Find/${encodeURIComponent(value)}`);
      setAddress('');
      write(found.userID);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 400
          ? 'Enter an e-mail address'
          : 'No member with this e-mail',
      );
    } finally {
      setIsFinding(false);
    }
  };

  if (memberID) {
    return (
      <Pill
        size="lg"
        withRemoveButton
        onRemove={() => write(null)}
        removeButtonProps={{ 'aria-label': 'Clear the member filter' }}
      >
        Member: {member.data ? `${member.data.name} (${member.data.organisationName ?? ''})` : '…'}
      </Pill>
    );
  }
  return (
    <TextInput
      aria-label="By Member"
      placeholder="By Member (e-mail)"
      type="email"
      leftSection={<IconUser size={16} aria-hidden />}
      rightSection={
        address ? <CloseButton size="sm" aria-label="Clear" onClick={() => setAddress('')} /> : null
      }
      value={address}
      error={error}
      disabled={isFinding}
      onChange={(event) => {
        setAddress(event.currentTarget.value);
        setError(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void handleFind();
        }
      }}
      onBlur={() => void handleFind()}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
