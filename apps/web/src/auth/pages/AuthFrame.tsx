import { Anchor, Card, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProbityLogo } from '../../components/ProbityLogo';

/** The calm frame of the authentication routes: the logo and one message. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Card w="100%" maw={440} p="xl" shadow="xs">
        <Stack align="center" gap="lg" ta="center">
          <ProbityLogo />
          {children}
        </Stack>
      </Card>
    </Center>
  );
}

export function AuthWorking({ label }: { label: string }) {
  return (
    <AuthFrame>
      <Loader size="sm" aria-hidden />
      <VisuallyHidden role="status">{label}</VisuallyHidden>
    </AuthFrame>
  );
}

export function AuthMessage({ message, link }: { message: string; link?: { to: string; label: string } }) {
  return (
    <AuthFrame>
      <Text role="status">{message}</Text>
      {link && (
        <Anchor component={Link} to={link.to} fw={500}>
          {link.label}
        </Anchor>
      )}
    </AuthFrame>
  );
}
