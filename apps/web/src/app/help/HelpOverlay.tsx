import { Box, Drawer, Group, Image, Modal, Text, ThemeIcon } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { HELP_INITIAL_JUMP_MS, HELP_OVERLAY_MIN_WIDTH_PX, HELP_TEXTS } from '@probity/domain';
import { IconHelp } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HelpChat } from './HelpChat';
import { HelpComposer } from './HelpComposer';
import { HelpContents, type HelpJump } from './HelpContents';
import type { HelpImage } from './HelpMarkdown';
import type { HelpTarget } from './HelpProvider';
import { useHelpSections } from './help.api';
import { useHelpChat } from './use-help-chat';

/** spec 01 §9: at least 600 px wide; wider on wide screens, the whole width on a phone. */
const DESKTOP_SIZE = `min(100vw, max(${HELP_OVERLAY_MIN_WIDTH_PX}px, 48vw))`;
/** Below this width the table of contents folds into a drop-down above the text. */
const TWO_COLUMN_MIN_PX = 640;

interface HelpOverlayProps {
  opened: boolean;
  onClose: () => void;
  target: HelpTarget;
}

/**
 * The help overlay (spec 01 §2): table of contents, markdown subsections, an image lightbox and a
 * chat prompt that opens the embedded assistant chat. It opens at the target subsection after
 * HELP_INITIAL_JUMP_MS.
 */
export function HelpOverlay({ opened, onClose, target }: HelpOverlayProps) {
  const isPhone = useMediaQuery(`(max-width: ${HELP_OVERLAY_MIN_WIDTH_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  const sections = useHelpSections(opened);
  const chat = useHelpChat();
  const [view, setView] = useState<'help' | 'chat'>('help');
  const [jump, setJump] = useState<HelpJump | null>(null);
  const [image, setImage] = useState<HelpImage | null>(null);
  const activeRef = useRef<string | null>(null);
  const { ref: bodyRef, width } = useElementSize();
  const isCompact = isPhone || (width > 0 && width < TWO_COLUMN_MIN_PX);

  useEffect(() => {
    if (!opened) return;
    setView('help');
    setJump(
      target.subsectionId
        ? { subsectionId: target.subsectionId, at: target.at, delayMs: HELP_INITIAL_JUMP_MS }
        : null,
    );
  }, [opened, target]);

  const handleJump = useCallback((subsectionId: string) => {
    setView('help');
    setJump({ subsectionId, at: Date.now(), delayMs: 0 });
  }, []);
  const handleActiveChange = useCallback((subsectionId: string | null) => {
    activeRef.current = subsectionId;
  }, []);
  const handleSend = (question: string) => {
    setView('chat');
    chat.ask(question, activeRef.current);
  };
  const handleBack = () => {
    setView('help');
    if (activeRef.current) setJump({ subsectionId: activeRef.current, at: Date.now(), delayMs: 0 });
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size={isPhone ? '100%' : DESKTOP_SIZE}
        title={
          <Group gap="xs">
            <ThemeIcon variant="light" radius="xl" size="md">
              <IconHelp size={18} aria-hidden />
            </ThemeIcon>
            <Text fw={650} fz="lg" c="navy.9">
              {view === 'chat' ? HELP_TEXTS.assistantTitle : HELP_TEXTS.title}
            </Text>
          </Group>
        }
        closeButtonProps={{ 'aria-label': 'Close help' }}
        styles={{
          content: { display: 'flex', flexDirection: 'column' },
          header: { borderBottom: '1px solid var(--mantine-color-gray-2)' },
          body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', padding: 0 },
        }}
      >
        <Box ref={bodyRef} style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          {/* Both views stay mounted, so the help keeps its place while the chat is open. */}
          <Box
            style={{
              flex: 1,
              minHeight: 0,
              display: view === 'help' ? 'flex' : 'none',
              flexDirection: 'column',
            }}
          >
            <HelpContents
              sections={sections.data?.data}
              isLoading={sections.isPending}
              isError={sections.isError}
              jump={view === 'help' ? jump : null}
              isCompact={isCompact}
              onJump={handleJump}
              onImage={setImage}
              onActiveChange={handleActiveChange}
            />
          </Box>
          {view === 'chat' && (
            <Box style={{ flex: 1, minHeight: 0 }}>
              <HelpChat messages={chat.messages} onBack={handleBack} onJump={handleJump} onImage={setImage} />
            </Box>
          )}
          <Box px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <HelpComposer onSend={handleSend} isBusy={chat.isAsking} />
          </Box>
        </Box>
      </Drawer>
      <Modal
        opened={!!image}
        onClose={() => setImage(null)}
        title={image?.alt || HELP_TEXTS.title}
        size="auto"
        zIndex={400}
        closeButtonProps={{ 'aria-label': 'Close image' }}
      >
        {image && <Image src={image.src} alt={image.alt} maw="min(90vw, 1200px)" mah="80vh" fit="contain" />}
      </Modal>
    </>
  );
}
