import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CHECK_TEXTS, CHECK_TYPES, INDIVIDUAL_FORM_TEXTS } from '@probity/domain';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CheckResult } from '../individuals/individuals.api';
import { CheckHistoryTable, FOCUSED_CHECK_PARAM } from './CheckHistoryTable';
import { PerformCheckModal } from './PerformCheckModal';

interface ProbityCheckSectionProps {
  individual: { individualID: string; name: string; isRegistered: boolean };
  matterID: string;
  history: readonly CheckResult[];
  canPerform: boolean;
}

/**
 * spec 02 §2.6, 03 §2.14: the Probity Check section ('Perform Check', explaining that Probity
 * Check+ is for bank verification and bankruptcy searches) and the check history.
 */
export function ProbityCheckSection({ individual, matterID, history, canPerform }: ProbityCheckSectionProps) {
  const [isOpen, setIsOpen] = useState(false);
  // Issue 12: the Compliance queue opens the individual at the check (?check=<checkResultID>).
  const [params] = useSearchParams();
  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
            <Title order={2} fz="lg" c="navy.9">
              Probity Check
            </Title>
            <Text fz="sm" c="dimmed">
              {CHECK_TYPES.probityCheck.name}: {INDIVIDUAL_FORM_TEXTS.probityCheckCovers}
            </Text>
            <Text fz="sm" c="dimmed">
              {CHECK_TEXTS.plusExplanation}
            </Text>
          </Stack>
          {canPerform && (
            <Button leftSection={<IconShieldCheck size={18} aria-hidden />} onClick={() => setIsOpen(true)}>
              {CHECK_TEXTS.performCheck}
            </Button>
          )}
        </Group>
        <Title order={3} fz="md" c="navy.9">
          Check history
        </Title>
        <CheckHistoryTable history={history} focusedCheckID={params.get(FOCUSED_CHECK_PARAM)} />
      </Stack>
      {canPerform && (
        <PerformCheckModal
          opened={isOpen}
          onClose={() => setIsOpen(false)}
          individual={individual}
          matterID={matterID}
        />
      )}
    </Card>
  );
}
