import {
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  NavLink,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { COMPANY_NAV_WIDTH_PX, type Organisation } from '@probity/domain';
import { IconArrowLeft, IconBuilding, IconChecklist, IconSettings, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { useCompany } from './companies.api';
import { CompanyStatusBadge } from './company-columns';

export const COMPANY_TABS = [
  { path: 'details', label: 'Details', icon: <IconBuilding size={18} aria-hidden /> },
  { path: 'members', label: 'Members', icon: <IconUsers size={18} aria-hidden /> },
  { path: 'settings', label: 'Settings', icon: <IconSettings size={18} aria-hidden /> },
  { path: 'checks', label: 'Checks', icon: <IconChecklist size={18} aria-hidden /> },
] as const;

export interface CompanyContext {
  company: Organisation;
}

/** The company a page of the company area shows. */
export function useCompanyContext(): CompanyContext {
  return useOutletContext<CompanyContext>();
}

function CompanyNav({ companyId, current }: { companyId: string; current: string }) {
  const isMobile = useIsMobileLayout();
  const base = `/secure/companies/${encodeURIComponent(companyId)}`;
  if (isMobile) {
    return (
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mb="md" component="nav" aria-label="Company">
        {COMPANY_TABS.map((tab) => (
          <Button
            key={tab.path}
            component={Link}
            to={`${base}/${tab.path}`}
            variant={current === tab.path ? 'filled' : 'default'}
            size="sm"
            leftSection={tab.icon}
            aria-current={current === tab.path ? 'page' : undefined}
          >
            {tab.label}
          </Button>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Card component="nav" aria-label="Company" p="xs" w={COMPANY_NAV_WIDTH_PX} style={{ flexShrink: 0 }}>
      {COMPANY_TABS.map((tab) => (
        <NavLink
          key={tab.path}
          component={Link}
          to={`${base}/${tab.path}`}
          label={tab.label}
          leftSection={tab.icon}
          active={current === tab.path}
          aria-current={current === tab.path ? 'page' : undefined}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      ))}
    </Card>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/secure/companies" fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          <span>Companies</span>
        </Group>
      </Anchor>
      {children}
    </Stack>
  );
}

/**
 * spec 01 §2 company area: its own navigation (details, members, settings, checks; 232 px wide)
 * beside the page. The empty path goes to details.
 */
export function CompanyArea() {
  const { companyId = '' } = useParams();
  const { pathname } = useLocation();
  const isMobile = useIsMobileLayout();
  const company = useCompany(companyId);
  const base = `/secure/companies/${companyId}`;
  const rest = decodeURIComponent(pathname).replace(/\/+$/, '').slice(base.length).replace(/^\//, '');
  const current = rest.split('/')[0] ?? '';

  if (current === '') return <Navigate to="details" replace />;

  if (company.isPending) {
    return (
      <Frame>
        <Center py="xl">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      </Frame>
    );
  }
  if (company.isError || !company.data) {
    const isMissing = company.error instanceof ApiError && company.error.status === 404;
    return (
      <Frame>
        <Card p="lg">
          <Stack align="flex-start" gap="sm">
            <Text>{isMissing ? 'This company does not exist.' : 'The company could not be loaded.'}</Text>
            {!isMissing && (
              <Button variant="light" onClick={() => void company.refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Card>
      </Frame>
    );
  }

  const context: CompanyContext = { company: company.data };
  return (
    <Frame>
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 24, sm: 28 }} c="navy.9">
          {company.data.name}
        </Title>
        <CompanyStatusBadge isLocked={company.data.status === 'LOCKED'} />
        <Text c="dimmed" fz="sm">
          {company.data.organisationType.name}
        </Text>
      </Group>
      <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-lg)', alignItems: 'flex-start' }}>
        {!isMobile && <CompanyNav companyId={companyId} current={current} />}
        <Box style={{ flex: 1, minWidth: 0 }}>
          {isMobile && <CompanyNav companyId={companyId} current={current} />}
          <Outlet context={context} />
        </Box>
      </Box>
    </Frame>
  );
}
