import { Badge, Button, Card, Divider, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AccessActor, RISK_FACTORS, RISK_TEXTS, type RiskLevel, can, ukDate } from '@probity/domain';
import { IconShieldExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import { FundsNotes } from './FundsNotes';
import { RiskAssessmentModal } from './RiskAssessmentModal';
import { type RiskAssessment, useRiskAssessments } from './risk.api';
import { SignOffModal } from './SignOffModal';

const LEVEL_COLOUR: Record<RiskLevel, string> = { Low: 'teal', Medium: 'yellow', High: 'red' };
const BADGE_COLOUR: Record<string, string> = {
  [RISK_TEXTS.awaitingSignOff]: 'red',
  [RISK_TEXTS.reviewDue]: 'orange',
  [RISK_TEXTS.signedOff]: 'teal',
  [RISK_TEXTS.superseded]: 'gray',
};

function Level({ level }: { level: RiskLevel }) {
  return (
    <Badge color={LEVEL_COLOUR[level]} variant="light">
      {level}
    </Badge>
  );
}

function AssessmentDetails({ assessment }: { assessment: RiskAssessment }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {RISK_FACTORS.map((factor) => (
          <Stack key={factor.key} gap={2}>
            <Group gap="xs">
              <Text fz="sm" fw={600}>
                {factor.label}
              </Text>
              <Level level={assessment[factor.field]} />
            </Group>
            {assessment[factor.note] && (
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {assessment[factor.note]}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <Text fz="sm" fw={600}>
          {RISK_TEXTS.overallRating}
        </Text>
        <Level level={assessment.overallRating} />
        <Text fz="sm">{assessment.working}</Text>
      </Group>
      {assessment.overallReason && <Text fz="sm">{assessment.overallReason}</Text>}
      <Text fz="sm">
        {RISK_TEXTS.reviewDate}: {ukDate(assessment.reviewDate)} · {RISK_TEXTS.assessedBy}:{' '}
        {assessment.assessedBy?.name ?? '-'}, {formatDateTime(assessment.assessedAt)}
      </Text>
      {assessment.signedOffAt && (
        <Text fz="sm">
          {RISK_TEXTS.signedOff}: {assessment.signedOffBy?.name ?? '-'},{' '}
          {formatDateTime(assessment.signedOffAt)}
          {assessment.signOffNote ? ` — ${assessment.signOffNote}` : ''}
        </Text>
      )}
    </Stack>
  );
}

function Badges({ badges }: { badges: readonly string[] }) {
  return (
    <Group gap="xs">
      {badges.map((b) => (
        <Badge key={b} color={BADGE_COLOUR[b] ?? 'gray'} variant="light">
          {b}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * Issue 12: the Risk assessment section of an individual of a matter (firm side only): the current
 * assessment with its working, review date and state, Reassess, the MLRO's sign-off, the earlier
 * assessments, and the source of funds / wealth notes.
 */
export function RiskAssessmentSection({ individualID, actor }: { individualID: string; actor: AccessActor }) {
  const query = useRiskAssessments(individualID);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [isSignOffOpen, setIsSignOffOpen] = useState(false);
  const canCreate = can(actor, 'riskAssessment.create');
  const canSignOff = can(actor, 'riskAssessment.signOff');
  const canCreateFunds = can(actor, 'sourceOfFunds.create');
  const assessments = query.data ?? [];
  const current = assessments.find((a) => a.isCurrent) ?? null;
  const history = assessments.filter((a) => !a.isCurrent);

  return (
    <Card p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} fz="lg" c="navy.9">
              {RISK_TEXTS.sectionTitle}
            </Title>
            <Text fz="sm" c="dimmed">
              {RISK_TEXTS.sectionDescription}
            </Text>
          </Stack>
          <Group gap="sm">
            {canSignOff && current?.isAwaitingSignOff && (
              <Button
                color="red"
                leftSection={<IconShieldExclamation size={18} aria-hidden />}
                onClick={() => setIsSignOffOpen(true)}
              >
                {RISK_TEXTS.signOff}
              </Button>
            )}
            {canCreate && (
              <Button variant={current ? 'light' : 'filled'} onClick={() => setIsFormOpen(true)}>
                {current ? RISK_TEXTS.reassess : RISK_TEXTS.newAssessment}
              </Button>
            )}
          </Group>
        </Group>
        {query.isPending && <Loader size="sm" aria-label="Loading" />}
        {query.isError && <Text fz="sm">{RISK_TEXTS.loadFailed}</Text>}
        {query.isSuccess && !current && (
          <Text fz="sm" c="dimmed">
            {RISK_TEXTS.noAssessment}
          </Text>
        )}
        {current && (
          <Stack gap="sm" data-testid="current-assessment">
            <Badges badges={current.badges} />
            <AssessmentDetails assessment={current} />
          </Stack>
        )}
        {history.length > 0 && (
          <Stack gap="sm">
            <Title order={3} fz="md" c="navy.9">
              {RISK_TEXTS.history}
            </Title>
            {history.map((a) => (
              <Stack key={a.riskAssessmentID} gap="xs" data-testid="earlier-assessment">
                <Divider />
                <Badges badges={a.badges} />
                <AssessmentDetails assessment={a} />
              </Stack>
            ))}
          </Stack>
        )}
        <Divider />
        <FundsNotes individualID={individualID} canCreate={canCreateFunds} />
      </Stack>
      {canCreate && (
        <RiskAssessmentModal
          individualID={individualID}
          current={current}
          opened={isFormOpen}
          onClose={() => setIsFormOpen(false)}
        />
      )}
      {canSignOff && current && (
        <SignOffModal assessment={current} opened={isSignOffOpen} onClose={() => setIsSignOffOpen(false)} />
      )}
    </Card>
  );
}
