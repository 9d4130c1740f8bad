import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MATTER_REFERENCE_TEXTS, REFERENCE_PATTERN_MAX, referencePatternProblem } from '@probity/domain';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/client';
import { notify } from '../../app/notify';
import { errorToast } from '../../components/form-errors';
import { useReferencePattern, useSetReferencePattern } from './reference-pattern.api';

/**
 * Issue 14: the firm's matter reference pattern, set by its Matter Admin (shown on the Team page,
 * beside the firm's other settings). Checked as typed with the shared rules; saved empty it is
 * removed and every reference is typed again.
 */
export function ReferencePatternSetting({ organisationID }: { organisationID: string }) {
  const current = useReferencePattern(organisationID);
  const save = useSetReferencePattern(organisationID);
  const stored = current.data?.matterReferencePattern ?? '';
  const [text, setText] = useState(stored);
  const [serverError, setServerError] = useState<string | null>(null);
  const helpId = useId();
  useEffect(() => setText(stored), [stored]);

  if (!current.data) return null;
  const trimmed = text.trim();
  const problem = trimmed ? referencePatternProblem(trimmed) : null;
  const isChanged = trimmed !== stored;

  const handleSave = async () => {
    setServerError(null);
    try {
      await save.mutateAsync({ matterReferencePattern: trimmed || null });
      notify.success(trimmed ? MATTER_REFERENCE_TEXTS.patternSaved : MATTER_REFERENCE_TEXTS.patternCleared);
    } catch (error) {
      const message = error instanceof ApiError ? error.errors?.matterReferencePattern?.[0] : undefined;
      if (message) setServerError(message);
      notify.error(message ?? errorToast(error));
    }
  };

  return (
    <Stack gap={6} mb="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={MATTER_REFERENCE_TEXTS.patternLabel}
          placeholder="{TYPE}/{YYYY}/{SEQ:4}"
          value={text}
          maxLength={REFERENCE_PATTERN_MAX}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && isChanged && !problem) void handleSave();
          }}
          error={problem ?? serverError}
          aria-describedby={helpId}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Button onClick={() => void handleSave()} disabled={!isChanged || !!problem} loading={save.isPending}>
          {trimmed || !stored ? 'Save pattern' : 'Remove pattern'}
        </Button>
      </Group>
      <Text id={helpId} fz="sm" c="dimmed" maw={720}>
        {MATTER_REFERENCE_TEXTS.patternHelp}
      </Text>
      {current.data.nextReference && !isChanged && (
        <Text fz="sm">{MATTER_REFERENCE_TEXTS.patternExample(current.data.nextReference)}</Text>
      )}
    </Stack>
  );
}
