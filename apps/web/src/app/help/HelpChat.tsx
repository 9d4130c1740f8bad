import { Anchor, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { HELP_TEXTS } from '@probity/domain';
import { IconArrowLeft, IconBook2 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { type HelpImage, HelpMarkdown } from './HelpMarkdown';
import type { HelpChatMessage } from './use-help-chat';

interface HelpChatProps {
  messages: readonly HelpChatMessage[];
  onBack: () => void;
  onJump: (subsectionId: string) => void;
  onImage: (image: HelpImage) => void;
}

function Message({
  message,
  onJump,
  onImage,
}: { message: HelpChatMessage } & Omit<HelpChatProps, 'messages' | 'onBack'>) {
  if (message.role === 'user') {
    return (
      <Paper
        p="sm"
        radius="lg"
        bg="probity.0"
        maw="85%"
        style={{ alignSelf: 'flex-end', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        <Text fz="sm">{message.text}</Text>
      </Paper>
    );
  }
  return (
    <Paper p="sm" radius="lg" withBorder maw="95%" style={{ alignSelf: 'flex-start' }} data-help-answer>
      {message.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text fz="sm" c="dimmed">
            {message.text}
          </Text>
        </Group>
      ) : message.isError ? (
        <Text fz="sm" c="red.8">
          {message.text}
        </Text>
      ) : (
        <Stack gap="xs">
          <HelpMarkdown content={message.text} onJump={onJump} onImage={onImage} />
          {message.text === HELP_TEXTS.noMatch && (
            <Text fz="xs" c="dimmed">
              {HELP_TEXTS.noMatchHint}
            </Text>
          )}
          {message.sources.length > 0 && (
            <Box pt={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Text fz="xs" c="dimmed" mb={4}>
                {HELP_TEXTS.sources}
              </Text>
              <Group gap="xs">
                {message.sources.map((source) => (
                  <Anchor
                    key={source.subsectionId}
                    href={`#${source.subsectionId}`}
                    fz="xs"
                    onClick={(event) => {
                      event.preventDefault();
                      onJump(source.subsectionId);
                    }}
                    style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                  >
                    <IconBook2 size={14} aria-hidden />
                    {source.name}
                  </Anchor>
                ))}
              </Group>
            </Box>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** The embedded assistant chat (spec 01 §2): questions and answers, answers in markdown with their sources. */
export function HelpChat({ messages, onBack, onJump, onImage }: HelpChatProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const count = messages.length;
  const lastText = messages[count - 1]?.text;

  useEffect(() => {
    if (count > 0 || lastText) endRef.current?.scrollIntoView({ block: 'end' });
  }, [count, lastText]);

  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <Group px="md" pt="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
        >
          {HELP_TEXTS.backToHelp}
        </Button>
      </Group>
      <Box px="md" pb="md" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Stack gap="sm" role="log" aria-label={HELP_TEXTS.assistantTitle} aria-live="polite">
          <Text fz="sm" c="dimmed">
            {HELP_TEXTS.assistantIntro}
          </Text>
          {messages.map((message) => (
            <Message key={message.id} message={message} onJump={onJump} onImage={onImage} />
          ))}
          <div ref={endRef} />
        </Stack>
      </Box>
    </Stack>
  );
}
