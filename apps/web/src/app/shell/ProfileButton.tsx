import { Avatar, Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { User } from '@probity/domain';
import { IconSelector } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** Said after the user's name and organisation: what the button opens. */
export const PROFILE_MENU_NAME = 'Profile menu';

/** The profile menu's button: the user's avatar, name and organisation (spec 01 §2). */
export function ProfileButton({ user, ...props }: { user: User } & ComponentPropsWithRef<'button'>) {
  return (
    // Named by what it shows, the user's name first (WCAG 2.5.3 label in name, issue 15).
    <UnstyledButton {...props} w="100%" p={6} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={user.profileImage} name={user.name} color="initials" radius="xl" alt="" />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fz="sm" fw={600} truncate>
            {user.name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {user.organisationName ?? user.emailAddress}
          </Text>
        </Box>
        <IconSelector size={16} aria-hidden />
        <VisuallyHidden>{PROFILE_MENU_NAME}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
