import { AppShell, Anchor, Burger, Divider, Group, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MOBILE_NAV_BREAKPOINT_PX } from '@probity/domain';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../auth/session';
import { ProbityLogo } from '../../components/ProbityLogo';
import { ProfileMenu } from './ProfileMenu';
import { SecurityBadge } from './SecurityBadge';
import { SideNav } from './SideNav';
import { TermsBanner } from './TermsBanner';
import { useIsMobileLayout } from './use-mobile-layout';
import { loadAllStyles } from '../styles/lazy-styles';

// The account form (and its form library) loads when first opened.
const UpdateUserModal = lazy(async () => {
  const [module] = await Promise.all([import('../../features/account/UpdateUserModal'), loadAllStyles()]);
  return { default: module.UpdateUserModal };
});

const NAVBAR_WIDTH = 264;
/** The main landmark's id: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_TEXT = 'Skip to main content';
const MOBILE_HEADER_HEIGHT = 56;

function HomeLogo({ homePath, onClick }: { homePath: string; onClick?: () => void }) {
  return (
    <Anchor component={Link} to={homePath} underline="never" aria-label="Probity home" onClick={onClick}>
      <ProbityLogo />
    </Anchor>
  );
}

/** The shell: side navigation, mobile menu toggle, terms banner and the account modal. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { mustAcceptTerms, homePath } = useSession();
  const isMobile = useIsMobileLayout();
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const [isAccountOpen, setIsAccountOpen] = useState(false);
  const [hasOpenedAccount, setHasOpenedAccount] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname) closeNav();
  }, [pathname, closeNav]);

  return (
    <AppShell
      header={{ height: MOBILE_HEADER_HEIGHT, collapsed: !isMobile }}
      navbar={{
        width: NAVBAR_WIDTH,
        breakpoint: MOBILE_NAV_BREAKPOINT_PX,
        collapsed: { mobile: !isNavOpen },
      }}
      padding={{ base: 'md', md: 'xl' }}
      bg="var(--mantine-color-gray-0)"
    >
      {/* Issue 15: the first focus stop; it shows when focused. */}
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="probity-skip-link"
        onClick={(event) => {
          // Moves the focus itself: the router is not asked to handle a #fragment.
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
      >
        {SKIP_LINK_TEXT}
      </a>
      {/* Off screen (collapsed) parts of the shell take no focus: the header on desktop, the closed
          navigation on a phone (issue 15: no invisible focus stops). */}
      <AppShell.Header px="md" inert={!isMobile}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <HomeLogo homePath={homePath} />
          <Burger
            opened={isNavOpen}
            onClick={toggleNav}
            size="sm"
            aria-label={isNavOpen ? 'Close navigation' : 'Open navigation'}
            aria-expanded={isNavOpen}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" aria-label="Side navigation" inert={isMobile && !isNavOpen}>
        {!isMobile && (
          <AppShell.Section pb="md" px={6}>
            <HomeLogo homePath={homePath} />
          </AppShell.Section>
        )}
        <AppShell.Section grow component={ScrollArea} mx={-6} px={6}>
          <SideNav onNavigate={closeNav} />
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap="sm" pt="md">
            <SecurityBadge />
            <Divider />
            <ProfileMenu
              onOpenAccount={() => {
                closeNav();
                setHasOpenedAccount(true);
                setIsAccountOpen(true);
              }}
            />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className="probity-main">
        {mustAcceptTerms && <TermsBanner />}
        {children}
      </AppShell.Main>
      {hasOpenedAccount && (
        <Suspense fallback={null}>
          <UpdateUserModal opened={isAccountOpen} onClose={() => setIsAccountOpen(false)} />
        </Suspense>
      )}
    </AppShell>
  );
}
