import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  ACTIVITY_TEXTS,
  LEGACY_FIGURES_TEXTS,
  type Legacy,
  ZExpectedReceiptInput,
  ukDate,
} from '@probity/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { notify } from '../../app/notify';
import { DatePicker } from '../../components/DatePicker/DatePicker';
import { errorToast, fieldErrorsOf } from '../../components/form-errors';
import { legacyKeys } from './legacies.api';

/** PUT /api/Legacy/{id}/ExpectedReceipt: the charity's forecast; the dashboard's figures follow. */
function useSaveExpectedReceipt(legacyID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedReceiptDate: string | null) =>
      api.put<Legacy>(`/api/Legacy/${encodeURIComponent(legacyID)}/ExpectedReceipt`, { expectedReceiptDate }),
    onSuccess: (legacy) => {
      queryClient.setQueryData(legacyKeys.one(legacy.legacyID), legacy);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}

/**
 * issue 11 (spec 03 §2.8 page): when the charity expects to receive the legacy, the date that puts it
 * in the dashboard's expected receipts by financial year. The charity's own forecast: editable with
 * legacyDetail.update rights even while a firm owns the legacy details; read-only otherwise.
 */
export function ExpectedReceiptCard({ legacy, canEdit }: { legacy: Legacy; canEdit: boolean }) {
  const [value, setValue] = useState<string | null>(legacy.expectedReceiptDate);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveExpectedReceipt(legacy.legacyID);
  useEffect(() => setValue(legacy.expectedReceiptDate), [legacy.expectedReceiptDate]);

  const handleSave = (next: string | null) => {
    // The date picker hands on what was typed when it is not a real date: said, not sent.
    const problem =
      next === null ? undefined : ZExpectedReceiptInput.shape.expectedReceiptDate.safeParse(next).error;
    setError(problem?.issues[0]?.message ?? null);
    if (problem) return;
    const toastId = notify.loading(LEGACY_FIGURES_TEXTS.savingExpectedReceipt);
    save.mutate(next, {
      onSuccess: () => notify.success(LEGACY_FIGURES_TEXTS.savedExpectedReceipt, toastId),
      onError: (err) => {
        notify.error(errorToast(err), toastId);
        setError(fieldErrorsOf(err, ['expectedReceiptDate']).get('expectedReceiptDate') ?? null);
      },
    });
  };

  const shown = legacy.expectedReceiptDate ? ukDate(legacy.expectedReceiptDate) : ACTIVITY_TEXTS.notForecast;
  const isChanged = value !== legacy.expectedReceiptDate;
  return (
    <Card p="lg" component="section" aria-labelledby="expected-receipt-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="md" id="expected-receipt-title">
            {LEGACY_FIGURES_TEXTS.expectedReceipt}
          </Title>
          <Text fz="sm" c="dimmed">
            {LEGACY_FIGURES_TEXTS.expectedReceiptHelp}
          </Text>
        </div>
        {canEdit ? (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <div style={{ flex: '1 1 200px', maxWidth: 260 }}>
              <DatePicker
                label={LEGACY_FIGURES_TEXTS.expectedReceiptDate}
                value={value}
                onChange={setValue}
                error={error}
                name="expectedReceiptDate"
              />
            </div>
            <Group gap="xs" wrap="nowrap">
              <Button onClick={() => handleSave(value)} disabled={!isChanged} loading={save.isPending}>
                {LEGACY_FIGURES_TEXTS.saveExpectedReceipt}
              </Button>
              {legacy.expectedReceiptDate && (
                <Button variant="default" onClick={() => handleSave(null)} disabled={save.isPending}>
                  {LEGACY_FIGURES_TEXTS.clearExpectedReceipt}
                </Button>
              )}
            </Group>
          </Group>
        ) : (
          <Text fw={600}>{shown}</Text>
        )}
      </Stack>
    </Card>
  );
}
