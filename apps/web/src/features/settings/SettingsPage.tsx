import { Box, Group, NavLink, Stack } from '@mantine/core';
import { SETTINGS_NAV_WIDTH_PX } from '@probity/domain';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { PageHeader } from '../../components/PageHeader';
import { SETTINGS_SECTIONS } from './settings-sections';

const BASE = '/secure/settings';

function SectionNav({ isMobile }: { isMobile: boolean }) {
  const { pathname } = useLocation();
  const links = SETTINGS_SECTIONS.map((s) => {
    const href = `${BASE}/${s.path}`;
    const isActive = pathname.toLowerCase() === href || pathname.toLowerCase().startsWith(`${href}/`);
    return (
      <NavLink
        key={s.path}
        component={Link}
        to={href}
        label={s.label}
        active={isActive}
        aria-current={isActive ? 'page' : undefined}
        variant="light"
        w={isMobile ? 'auto' : '100%'}
        style={{ borderRadius: 6 }}
      />
    );
  });
  return (
    <Box
      component="nav"
      aria-label="Settings"
      w={isMobile ? '100%' : SETTINGS_NAV_WIDTH_PX}
      style={{ flexShrink: 0 }}
    >
      {isMobile ? <Group gap={4}>{links}</Group> : <Stack gap={4}>{links}</Stack>}
    </Box>
  );
}

/** spec 01 §2 Settings (Administrators): a section navigation beside the chosen section. */
export function SettingsPage() {
  const isMobile = useIsMobileLayout();
  const first = SETTINGS_SECTIONS[0]!;
  return (
    <Stack gap={0}>
      <PageHeader title="Settings" />
      <Box
        style={{
          display: 'flex',
          flexDirection: isMobile ? 'column' : 'row',
          gap: 'var(--mantine-spacing-lg)',
        }}
      >
        <SectionNav isMobile={isMobile} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Routes>
            <Route index element={<Navigate to={first.path} replace />} />
            {SETTINGS_SECTIONS.map((s) => (
              <Route key={s.path} path={s.path} element={s.element} />
            ))}
            <Route path="*" element={<Navigate to={`${BASE}/${first.path}`} replace />} />
          </Routes>
        </Box>
      </Box>
    </Stack>
  );
}
