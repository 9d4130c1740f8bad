import { Center, Loader, Stack, Text } from '@mantine/core';
import { ProbityMark } from '../components/ProbityLogo';
import { loadingPhaseText, useLoadingPhase } from './loading-phases';

/** The initial loading screen of the secure area (spec 01 §2). */
export function LoadingScreen() {
  const phase = useLoadingPhase();
  return (
    <Center mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="md">
        <ProbityMark size={48} />
        <Loader size="sm" aria-hidden />
        <Text c="dimmed" role="status" aria-live="polite" data-phase={phase}>
          {loadingPhaseText(phase)}
        </Text>
      </Stack>
    </Center>
  );
}
