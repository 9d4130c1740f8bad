import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { canSendHelpPrompt, HELP_QUESTION_MAX, HELP_TEXTS } from '@probity/domain';
import { IconSend, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';

interface HelpComposerProps {
  onSend: (question: string) => void;
  /** While an answer is on its way, another question waits. */
  isBusy?: boolean;
}

/**
 * The help's chat prompt (spec 01 §2): sending opens the embedded assistant chat. Send is
 * disabled while the prompt is empty (spec 01 §5); Enter sends, Shift+Enter starts a new line.
 */
export function HelpComposer({ onSend, isBusy = false }: HelpComposerProps) {
  const [prompt, setPrompt] = useState('');
  const canSend = canSendHelpPrompt(prompt) && !isBusy;

  const handleSend = () => {
    if (!canSend) return;
    onSend(prompt.trim());
    setPrompt('');
  };

  return (
    <Stack gap={6}>
      <Group gap={6} c="probity.8">
        <IconSparkles size={16} aria-hidden />
        <Text fz="sm" fw={600} component="label" htmlFor="help-prompt">
          {HELP_TEXTS.askPrompt}
        </Text>
      </Group>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          id="help-prompt"
          placeholder={HELP_TEXTS.askPlaceholder}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={HELP_QUESTION_MAX}
          value={prompt}
          onChange={(event) => setPrompt(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              handleSend();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button onClick={handleSend} disabled={!canSend} leftSection={<IconSend size={16} aria-hidden />}>
          {HELP_TEXTS.send}
        </Button>
      </Group>
    </Stack>
  );
}
