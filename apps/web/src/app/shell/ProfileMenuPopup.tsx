import { Box, Menu, Switch } from '@mantine/core';
import { DEMO_TOGGLE_RELOAD_MS, NOTIFICATION_TEXTS, ORGANISATION_TYPES } from '@probity/domain';
import { IconBell, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { type ChangeEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { writeDemoMode } from '../../auth/demo-mode';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from '../../auth/paths';
import { useSession } from '../../auth/session';
import { loadAllStyles } from '../styles/lazy-styles';
import { ProfileButton } from './ProfileButton';

// The notification settings (issue 11) load when first opened.
const NotificationSettingsModal = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/account/NotificationSettingsModal'),
    loadAllStyles(),
  ]);
  return { default: module.NotificationSettingsModal };
});

/**
 * spec 01 §2: the profile popover with Account, Sign Out and, for administrators, Demo mode; for
 * charity users also Notifications (issue 11: how they hear of the firm's changes to their legacies).
 * ProfileMenu loads it on the first click of its button and it opens when it appears.
 */
export function ProfileMenuPopup({ onOpenAccount }: { onOpenAccount: () => void }) {
  const { user, isAdministrator, isDemoMode } = useSession();
  const navigate = useNavigate();
  const [isDemoChecked, setIsDemoChecked] = useState(isDemoMode);
  const [isNotificationsOpen, setIsNotificationsOpen] = useState(false);
  const [hasOpenedNotifications, setHasOpenedNotifications] = useState(false);
  const isCharityUser =
    !isDemoMode &&
    user.organisationType?.organisationTypeID === ORGANISATION_TYPES.charity.organisationTypeID;

  const targetRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Shown in answer to a click on the button it replaced: focus its own button (where the menu
  // returns the focus when it closes), then open.
  useEffect(() => {
    targetRef.current?.focus();
    setIsOpen(true);
  }, []);

  const handleDemoChange = (event: ChangeEvent<HTMLInputElement>) => {
    const isOn = event.currentTarget.checked;
    setIsDemoChecked(isOn);
    writeDemoMode(isOn);
    // spec 01 §4: toggling reloads the page after 200 ms.
    window.setTimeout(() => window.location.reload(), DEMO_TOGGLE_RELOAD_MS);
  };

  const handleSignOut = () => {
    navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE });
  };

  return (
    <>
      <Menu opened={isOpen} onChange={setIsOpen} position="top-start" width={260} shadow="md" withinPortal>
        <Menu.Target>
          <ProfileButton ref={targetRef} user={user} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.emailAddress}</Menu.Label>
          <Menu.Item leftSection={<IconUserCircle size={16} aria-hidden />} onClick={onOpenAccount}>
            Account
          </Menu.Item>
          {isCharityUser && (
            <Menu.Item
              leftSection={<IconBell size={16} aria-hidden />}
              onClick={() => {
                setHasOpenedNotifications(true);
                setIsNotificationsOpen(true);
              }}
            >
              {NOTIFICATION_TEXTS.menuItem}
            </Menu.Item>
          )}
          {isAdministrator && (
            <Box px="sm" py={8}>
              <Switch label="Demo mode" checked={isDemoChecked} onChange={handleDemoChange} size="sm" />
            </Box>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={handleSignOut}>
            Sign Out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {hasOpenedNotifications && (
        <Suspense fallback={null}>
          <NotificationSettingsModal
            opened={isNotificationsOpen}
            onClose={() => setIsNotificationsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
