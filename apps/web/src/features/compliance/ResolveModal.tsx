import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  CHECK_RESOLUTION_DECISIONS,
  CHECK_RESOLUTION_DECISION_LABELS,
  CHECK_RESOLUTION_REASON_MAX,
  COMPLIANCE_TEXTS,
  type ComplianceQueueItem,
  ZCheckResolutionInput,
} from '@probity/domain';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { useResolveCheck } from './compliance.api';

const DECISIONS = CHECK_RESOLUTION_DECISIONS.map((value) => ({
  value,
  label: CHECK_RESOLUTION_DECISION_LABELS[value],
}));
const FIELDS = ['decision', 'reason'] as const;

/**
 * Issue 12: the decision on a queue item (Enhanced due diligence done, False positive,
 * Relationship declined) and its required reason. The form checks with the server's schema first;
 * a 400 marks the fields the server names.
 */
export function ResolveCheckModal({
  item,
  onClose,
}: {
  item: ComplianceQueueItem | null;
  onClose: () => void;
}) {
  const [decision, setDecision] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const resolve = useResolveCheck();

  const handleClose = () => {
    setDecision(null);
    setReason('');
    setErrors(new Map());
    resolve.reset();
    onClose();
  };

  const handleSubmit = async () => {
    if (!item) return;
    const parsed = ZCheckResolutionInput.safeParse({ decision: decision ?? undefined, reason });
    if (!parsed.success) {
      const next = new Map<string, string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!next.has(field)) next.set(field, issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors(new Map());
    try {
      await resolve.mutateAsync({ checkResultID: item.checkResultID, input: parsed.data });
      notify.success(COMPLIANCE_TEXTS.resolved);
      handleClose();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, FIELDS);
      if (fieldErrors.size > 0) setErrors(fieldErrors);
      else notify.error(errorToast(error));
    }
  };

  return (
    <Modal opened={item !== null} onClose={handleClose} title={COMPLIANCE_TEXTS.resolveTitle} centered>
      {item && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit();
          }}
        >
          <Stack gap="md">
            <div>
              <Text fw={600}>{item.individualName}</Text>
              <Text fz="sm" c="dimmed">
                {item.matterReference ?? '—'} · {item.reasons.join(' · ')}
              </Text>
            </div>
            <Select
              label={COMPLIANCE_TEXTS.decision}
              data={DECISIONS}
              value={decision}
              onChange={setDecision}
              required
              error={errors.get('decision')}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label={COMPLIANCE_TEXTS.reason}
              description={COMPLIANCE_TEXTS.reasonDescription}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              required
              rows={4}
              maxLength={CHECK_RESOLUTION_REASON_MAX}
              error={errors.get('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={handleClose}>
                {COMPLIANCE_TEXTS.cancel}
              </Button>
              <Button type="submit" loading={resolve.isPending}>
                {COMPLIANCE_TEXTS.save}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
