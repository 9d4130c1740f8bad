import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatRemaining } from '../auth/session-timer';

/** Issue 13: the warning a minute before the session ends (SessionTimeout shows it). */
export function SessionWarning({
  isIdle,
  remainingMs,
  onStay,
  onSignOut,
}: {
  isIdle: boolean;
  remainingMs: number;
  onStay: () => void;
  onSignOut: () => void;
}) {
  return (
    <Modal
      opened
      centered
      onClose={isIdle ? onStay : () => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      title={isIdle ? 'Are you still there?' : 'Your session is about to end'}
    >
      <Stack gap="md">
        <Text size="sm">
          {isIdle
            ? 'For your security, Probity signs you out when you have not used it for a while.'
            : 'For your security, Probity signs you out at the end of the working day. Sign in again to carry on.'}
        </Text>
        <Text size="sm" role="timer" aria-live="off">
          You will be signed out in <strong>{formatRemaining(remainingMs)}</strong>.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onSignOut}>
            Sign out
          </Button>
          {isIdle && (
            <Button onClick={onStay} data-autofocus>
              Stay signed in
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
