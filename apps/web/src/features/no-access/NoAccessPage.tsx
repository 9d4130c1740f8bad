import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCompass, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from '../../auth/paths';
import { useSession } from '../../auth/session';

/** For a signed-in user whose role opens no page of the product yet. */
export function NoAccessPage() {
  const { user, roles } = useSession();
  const navigate = useNavigate();
  return (
    <Center py={64}>
      <Card maw={520} w="100%" p="xl" shadow="xs">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconCompass size={30} />
          </ThemeIcon>
          <Title order={1} fz="h2" c="navy.9">
            Nothing to show here yet
          </Title>
          <Text c="dimmed">
            You are signed in as {user.name}
            {roles.length > 0 ? ` (${roles.join(', ')})` : ''}, but your role does not give you access to any
            page in Probity yet. Your organisation's administrator can change your role, or you will see your
            pages here as soon as they are available.
          </Text>
          <Button
            leftSection={<IconLogout size={16} aria-hidden />}
            variant="light"
            onClick={() => navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE })}
          >
            Sign out
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
