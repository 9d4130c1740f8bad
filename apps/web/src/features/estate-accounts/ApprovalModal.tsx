import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import {
  APPROVAL_METHOD_LABELS,
  ESTATE_ACCOUNTS_PAGE_TEXTS as P,
  FIRM_APPROVAL_METHODS,
  ZAccountsApprovalInput,
  todayInUk,
} from '@probity/domain';
import { useState } from 'react';
import { notify } from '../../app/notify';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { useRecordApproval } from './estate-accounts.api';

const FIELDS = ['beneficiaryId', 'method', 'approvedOn'] as const;

interface ApprovalModalProps {
  matterID: string;
  beneficiary: { beneficiaryId: string; beneficiaryName: string };
  onClose: () => void;
}

/** Issue 17: the firm records a residuary beneficiary's approval given by letter, e-mail or at a meeting. */
export function ApprovalModal({ matterID, beneficiary, onClose }: ApprovalModalProps) {
  const [method, setMethod] = useState<string>('letter');
  const [approvedOn, setApprovedOn] = useState<string | null>(todayInUk());
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const save = useRecordApproval(matterID);

  async function handleSubmit() {
    const input = { beneficiaryId: beneficiary.beneficiaryId, method, approvedOn: approvedOn ?? '' };
    const parsed = ZAccountsApprovalInput.safeParse(input);
    const found = new Map<string, string>();
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      if (!found.has(field)) found.set(field, issue.message);
    }
    setErrors(found);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      notify.success(P.approvalRecorded);
      onClose();
    } catch (error) {
      notify.error(errorToast(error));
      setErrors(fieldErrorsOf(error, FIELDS));
    }
  }

  const title = P.recordApprovalTitle(beneficiary.beneficiaryName);
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="sm">
          <Radio.Group
            label={P.method}
            withAsterisk
            value={method}
            onChange={setMethod}
            error={errors.get('method') ?? errors.get('beneficiaryId')}
          >
            <Group gap="lg" mt={4}>
              {FIRM_APPROVAL_METHODS.map((m) => (
                <Radio key={m} value={m} label={APPROVAL_METHOD_LABELS[m]} />
              ))}
            </Group>
          </Radio.Group>
          <DatePicker
            label={P.approvedOn}
            required
            value={approvedOn}
            onChange={setApprovedOn}
            error={errors.get('approvedOn')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {P.saveApproval}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
