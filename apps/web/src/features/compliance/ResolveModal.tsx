import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  CHECK_RESOLUTION_DECISIONS,
  CHECK_RESOLUTION_DECISION_LABELS,
  CHECK_RESOLUTION_REASON_MAX,
  COMPLIANCE_TEXTS,
  type CheckResolutionInput,
  ZCheckResolutionInput,
} from '@probity/domain';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';

const DECISIONS = CHECK_RESOLUTION_DECISIONS.map((value) => ({
  value,
  label: CHECK_RESOLUTION_DECISION_LABELS[value],
}));
const FIELDS = ['decision', 'reason'] as const;

/** What the modal resolves: a check or a re-screening alert of the queue. */
export interface ResolveTarget {
  /** The modal's title ("Resolve check", "Resolve re-screening alert"). */
  title: string;
  name: string;
  /** One line under the name: the matter and what is wrong. */
  detail: string;
  /** Sends the decision; rejects with the server's error. */
  submit: (input: CheckResolutionInput) => Promise<unknown>;
}

/**
 * Issue 12: the decision on a queue item (Enhanced due diligence done, False positive,
 * Relationship declined) and its required reason. The form checks with the server's schema first;
 * a 400 marks the fields the server names.
 */
export function ResolveModal({ target, onClose }: { target: ResolveTarget | null; onClose: () => void }) {
  const [decision, setDecision] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [isPending, setIsPending] = useState(false);

  const handleClose = () => {
    setDecision(null);
    setReason('');
    setErrors(new Map());
    onClose();
  };

  const handleSubmit = async () => {
    if (!target || isPending) return;
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
    setIsPending(true);
    try {
      await target.submit(parsed.data);
      notify.success(COMPLIANCE_TEXTS.resolved);
      handleClose();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, FIELDS);
      if (fieldErrors.size > 0) setErrors(fieldErrors);
      else notify.error(errorToast(error));
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Modal opened={target !== null} onClose={handleClose} title={target?.title} centered>
      {target && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit();
          }}
        >
          <Stack gap="md">
            <div>
              <Text fw={600}>{target.name}</Text>
              <Text fz="sm" c="dimmed">
                {target.detail}
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
              <Button type="submit" loading={isPending}>
                {COMPLIANCE_TEXTS.save}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
