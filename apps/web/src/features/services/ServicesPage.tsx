import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { TEXTS } from '@probity/domain';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

/** spec 01 §2 Services: the placeholder with a Go back action. */
export function ServicesPage() {
  const navigate = useNavigate();
  const handleBack = () => {
    // Back to where the user came from; a direct visit has no history inside the app.
    if (
      window.history.state &&
      typeof window.history.state.idx === 'number' &&
      window.history.state.idx > 0
    ) {
      void navigate(-1);
    } else {
      void navigate('/secure');
    }
  };
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }} c="navy.9">
        Services
      </Title>
      <Card p="xl">
        <Stack align="center" gap="md" py="xl">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTools size={30} aria-hidden />
          </ThemeIcon>
          <Text ta="center" maw={460}>
            {TEXTS.underConstruction}
          </Text>
          <Button variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={handleBack}>
            Go back
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
