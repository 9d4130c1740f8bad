import { Button, Card, Stack, Text } from '@mantine/core';

/** In place of a list that could not be loaded: 'The {what} could not be loaded.' and Try again. */
export function LoadFailedCard({ what, onRetry }: { what: string; onRetry: () => unknown }) {
  return (
    <Card p="lg">
      <Stack align="flex-start" gap="sm">
        <Text>The {what} could not be loaded.</Text>
        <Button variant="light" onClick={() => void onRetry()}>
          Try again
        </Button>
      </Stack>
    </Card>
  );
}
