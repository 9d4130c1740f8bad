import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AvatarStack } from '../../components/AvatarStack';
import { AboveRowLink, type DataTableColumn, RowLink } from '../../components/DataTable';
import { formatDate } from '../../lib/dates';
import type { OrganisationListItem, OrganisationMember } from '@probity/domain';

export function companyPath(organisationID: string, tab = 'details'): string {
  return `/secure/companies/${encodeURIComponent(organisationID)}/${tab}`;
}

export function memberName(member: Pick<OrganisationMember, 'name' | 'firstName' | 'surname'>): string {
  return member.name || `${member.firstName} ${member.surname}`.trim();
}

/** spec 01 §2: Members shows 2 avatars then +N, the manager flagged (and listed first). */
export function memberAvatars(members: readonly OrganisationMember[]) {
  const ordered = [...members].sort((a, b) => Number(b.isManager) - Number(a.isManager));
  return ordered.map((m) => ({
    id: m.userID,
    name: m.isManager ? `${memberName(m)} (Manager)` : memberName(m),
    profileImage: m.profileImage,
  }));
}

export function CompanyStatusBadge({ isLocked }: { isLocked: boolean }) {
  return (
    <Badge color={isLocked ? 'red' : 'teal'} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {isLocked ? 'LOCKED' : 'ACTIVE'}
    </Badge>
  );
}

/** spec 01 §2 Companies list: Company name, Members, Created Date, Status, Details. */
export const COMPANY_COLUMNS: DataTableColumn<OrganisationListItem>[] = [
  {
    key: 'name',
    header: 'Company name',
    sortField: 'name',
    render: (o) => (
      <div>
        <RowLink to={companyPath(o.organisationID)}>{o.name}</RowLink>
        <Text fz="xs" c="dimmed">
          {o.organisationType.name}
        </Text>
      </div>
    ),
  },
  {
    key: 'members',
    header: 'Members',
    render: (o) =>
      o.members.length === 0 ? (
        <Text fz="sm" c="dimmed">
          None
        </Text>
      ) : (
        <AvatarStack people={memberAvatars(o.members)} />
      ),
    width: 140,
  },
  {
    key: 'dateCreated',
    header: 'Created Date',
    sortField: 'dateCreated',
    render: (o) => <Text fz="sm">{formatDate(o.dateCreated)}</Text>,
    width: 160,
  },
  {
    key: 'status',
    header: 'Status',
    render: (o) => <CompanyStatusBadge isLocked={o.status === 'LOCKED'} />,
    width: 110,
  },
  {
    key: 'details',
    header: '',
    render: (o) => (
      <AboveRowLink>
        <Anchor component={Link} to={companyPath(o.organisationID)} fz="sm" fw={500}>
          Details
        </Anchor>
      </AboveRowLink>
    ),
    width: 90,
  },
];

/** The mobile card of a company (spec 01 §9: lists become cards at or below 1024 px). */
export function CompanyCard({ company }: { company: OrganisationListItem }) {
  return (
    <Stack gap={6} pos="relative">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <RowLink to={companyPath(company.organisationID)}>{company.name}</RowLink>
          <Text fz="xs" c="dimmed">
            {company.organisationType.name} · created {formatDate(company.dateCreated)}
          </Text>
        </div>
        <CompanyStatusBadge isLocked={company.status === 'LOCKED'} />
      </Group>
      {company.members.length > 0 && <AvatarStack people={memberAvatars(company.members)} />}
    </Stack>
  );
}
