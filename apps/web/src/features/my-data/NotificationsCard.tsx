import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell, IconExternalLink } from '@tabler/icons-react';
import { notify } from '../../app/notify';
import { POPUP_TEXTS, PopupActionOverlay, usePopupAction } from '../../components/PopupAction/PopupAction';
import { type ServerNotification, useIndividualNotifications } from '../individuals/individuals.api';

function NotificationRow({
  notification,
  onAction,
}: {
  notification: ServerNotification;
  onAction: (url: string) => void;
}) {
  const target = notification.actionTargetUrl;
  return (
    <Group justify="space-between" align="center" gap="md" wrap="wrap">
      <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 220 }}>
        <ThemeIcon variant="light" radius="xl" size={34}>
          <IconBell size={18} aria-hidden />
        </ThemeIcon>
        <Text fz="sm">{notification.message}</Text>
      </Group>
      {notification.actionText && target && (
        <Button
          size="sm"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          onClick={() => onAction(target)}
        >
          {notification.actionText}
        </Button>
      )}
    </Group>
  );
}

/**
 * spec 01 §3 Server notification (message, actionText, actionTargetUrl) and §2 "Pop-up actions":
 * the individual's notifications; an action opens in a pop-up window with the full-screen overlay
 * (Focus, Close), and once the window closes the notifications are fetched again (01 §4).
 */
export function NotificationsCard({
  individualIDs,
  onActionDone,
}: {
  individualIDs: readonly string[];
  onActionDone?: () => void;
}) {
  const notifications = useIndividualNotifications(individualIDs);
  const popup = usePopupAction({
    onClosed: () => {
      void notifications.refetch();
      onActionDone?.();
    },
  });
  const items = notifications.items;
  if (items.length === 0) return null;

  const handleAction = (url: string) => {
    const result = popup.open(url);
    if (result === 'blocked') notify.error(POPUP_TEXTS.blocked);
    if (result === 'refused') notify.error(POPUP_TEXTS.refused);
  };

  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="notifications-title">
      <Title order={2} fz="md" c="navy.9" mb="sm" id="notifications-title">
        Notifications
      </Title>
      <Stack gap="sm">
        {items.map((notification, index) => (
          <NotificationRow
            key={notification.notificationID ?? `${index}-${notification.message}`}
            notification={notification}
            onAction={handleAction}
          />
        ))}
      </Stack>
      <PopupActionOverlay isOpen={popup.isOpen} onFocus={popup.focus} onClose={popup.close} />
    </Card>
  );
}
