import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { RISK_NOTE_MAX, RISK_TEXTS, ZRiskSignOffInput } from '@probity/domain';
import { useEffect, useState } from 'react';
import { notify } from '../../app/notify';
import { useIsMobileLayout } from '../../app/shell/use-mobile-layout';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { type RiskAssessment, useSignOffRiskAssessment } from './risk.api';

/** Issue 12: the MLRO signs off a high-risk assessment with a note (recorded and audited). */
export function SignOffModal({
  assessment,
  opened,
  onClose,
}: {
  assessment: RiskAssessment;
  opened: boolean;
  onClose: () => void;
}) {
  const isMobile = useIsMobileLayout();
  const signOff = useSignOffRiskAssessment(assessment.individualID);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setNote('');
      setError(null);
    }
  }, [opened]);

  async function handleSubmit() {
    const parsed = ZRiskSignOffInput.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await signOff.mutateAsync({ riskAssessmentID: assessment.riskAssessmentID, note: parsed.data.note });
      notify.success(RISK_TEXTS.signOffDone);
      onClose();
    } catch (caught) {
      notify.error(errorToast(caught));
      setError(fieldErrorsOf(caught, ['note']).get('note') ?? null);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={RISK_TEXTS.signOffTitle} fullScreen={isMobile}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
          <Text fz="sm">{assessment.working}</Text>
          <Textarea
            label={RISK_TEXTS.signOffNote}
            withAsterisk
            autosize
            minRows={3}
            maxLength={RISK_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={signOff.isPending}>
              {RISK_TEXTS.signOff}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
