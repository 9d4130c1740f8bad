import { Box, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { HELP_TEXTS, TEXTS } from '@probity/domain';
import { IconMessageChatbot } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../auth/session';
import { useHelp } from '../help/help-context';
import { NAV_ICONS } from './nav-icons';
import { type NavItem, navItemsFor } from './nav';
import { LazyTooltip } from '../../components/LazyTooltip';

function isActive(item: NavItem, pathname: string): boolean {
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}

/** The side navigation links (spec 01 §2, §6). */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { roles, mustAcceptTerms } = useSession();
  const { pathname } = useLocation();
  const items = navItemsFor(roles);

  return (
    <Stack gap={4} component="nav" aria-label="Main">
      {items.map((item) => {
        const Icon = NAV_ICONS[item.link];
        if (mustAcceptTerms) {
          // spec 01 §4: every link is disabled with 'Access denied' until the terms are accepted.
          return (
            <LazyTooltip key={item.link} label={TEXTS.accessDenied} position="right">
              <Box>
                <MantineNavLink
                  component="a"
                  aria-disabled="true"
                  disabled
                  label={item.label}
                  leftSection={<Icon size={20} stroke={1.6} />}
                />
              </Box>
            </LazyTooltip>
          );
        }
        return (
          <MantineNavLink
            key={item.link}
            component={Link}
            to={item.href}
            label={item.label}
            active={isActive(item, pathname)}
            aria-current={isActive(item, pathname) ? 'page' : undefined}
            leftSection={<Icon size={20} stroke={1.6} />}
            onClick={onNavigate}
            variant="light"
            fw={500}
          />
        );
      })}
      <AssistantLink isDisabled={mustAcceptTerms} onOpen={onNavigate} />
    </Stack>
  );
}

/** spec 01 §2: the Assistant link opens the help overlay (it is not a page). */
function AssistantLink({ isDisabled, onOpen }: { isDisabled: boolean; onOpen: () => void }) {
  const help = useHelp();
  if (!help) return null;
  const link = (
    <MantineNavLink
      component="button"
      type="button"
      label={HELP_TEXTS.assistantLink}
      leftSection={<IconMessageChatbot size={20} stroke={1.6} />}
      aria-haspopup="dialog"
      disabled={isDisabled}
      // Said to be disabled (as the links are), so its grey needs no contrast (WCAG 1.4.3 inactive).
      aria-disabled={isDisabled || undefined}
      onClick={() => {
        if (isDisabled) return;
        onOpen();
        help.openHelp();
      }}
      variant="light"
      fw={500}
    />
  );
  if (!isDisabled) return link;
  // spec 01 §4: like every link, disabled with 'Access denied' until the terms are accepted.
  return (
    <LazyTooltip label={TEXTS.accessDenied} position="right">
      <Box>{link}</Box>
    </LazyTooltip>
  );
}
