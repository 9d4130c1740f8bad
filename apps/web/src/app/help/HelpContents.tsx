import { Box, Center, Loader, NavLink, ScrollArea, Select, Stack, Text, Title } from '@mantine/core';
import { HELP_SCROLL_LOCK_MS, HELP_TEXTS, type HelpSection } from '@probity/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type HelpImage, HelpMarkdown } from './HelpMarkdown';

/** A jump to a subsection; `at` tells two jumps to the same one apart, `delayMs` waits first. */
export interface HelpJump {
  subsectionId: string;
  at: number;
  delayMs: number;
}

interface HelpContentsProps {
  sections: readonly HelpSection[] | undefined;
  isLoading: boolean;
  isError: boolean;
  jump: HelpJump | null;
  /** A narrow overlay shows the table of contents as a drop-down above the text. */
  isCompact: boolean;
  onJump: (subsectionId: string) => void;
  onImage: (image: HelpImage) => void;
  /** The subsection being read, for the assistant. */
  onActiveChange: (subsectionId: string | null) => void;
}

const SUBSECTION_ATTRIBUTE = 'data-help-subsection';
/** A subsection counts as being read once its title is this close to the top. */
const ACTIVE_OFFSET_PX = 24;

function subsectionElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(`[${SUBSECTION_ATTRIBUTE}]`));
}

/**
 * The table of contents (sections → subsections) and the markdown of every subsection. A jump
 * locks the table's highlight for HELP_SCROLL_LOCK_MS, so the scrolling it causes does not move
 * the highlight along the way (spec 01 §9).
 */
export function HelpContents(props: HelpContentsProps) {
  const { sections, jump, isCompact, onJump, onImage, onActiveChange } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const lockUntil = useRef(0);
  const [active, setActive] = useState<string | null>(null);
  const hasContent = !!sections && sections.length > 0;

  const activeRef = useRef<string | null>(null);
  activeRef.current = active;

  useEffect(() => onActiveChange(active), [active, onActiveChange]);

  const scrollToSubsection = useCallback((subsectionId: string, isSmooth: boolean) => {
    const container = scrollRef.current;
    const target = container
      ? subsectionElements(container).find((el) => el.getAttribute(SUBSECTION_ATTRIBUTE) === subsectionId)
      : undefined;
    if (!container || !target) return;
    lockUntil.current = Date.now() + HELP_SCROLL_LOCK_MS;
    setActive(subsectionId);
    const top =
      target.getBoundingClientRect().top - container.getBoundingClientRect().top + container.scrollTop - 8;
    container.scrollTo({ top, behavior: isSmooth ? 'smooth' : 'auto' });
  }, []);

  useEffect(() => {
    if (!jump || !hasContent) return;
    const timer = window.setTimeout(
      () => scrollToSubsection(jump.subsectionId, jump.delayMs === 0),
      jump.delayMs,
    );
    return () => window.clearTimeout(timer);
  }, [jump, hasContent, scrollToSubsection]);

  // When the text reflows (the overlay or the window changes width), keep the reader's place.
  useEffect(() => {
    const container = scrollRef.current;
    if (!container || !hasContent) return;
    let width = container.clientWidth;
    const observer = new ResizeObserver(() => {
      if (container.clientWidth === width) return;
      width = container.clientWidth;
      if (activeRef.current) scrollToSubsection(activeRef.current, false);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [hasContent, scrollToSubsection]);

  const handleScroll = () => {
    const container = scrollRef.current;
    if (!container || Date.now() < lockUntil.current) return;
    const top = container.getBoundingClientRect().top + ACTIVE_OFFSET_PX;
    const elements = subsectionElements(container);
    // At the very top the first subsection is the one being read.
    let current = elements[0]?.getAttribute(SUBSECTION_ATTRIBUTE) ?? null;
    for (const el of elements) {
      if (el.getBoundingClientRect().top <= top) current = el.getAttribute(SUBSECTION_ATTRIBUTE);
      else break;
    }
    setActive(current);
  };

  if (props.isLoading) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (props.isError || !sections) {
    return (
      <Text c="dimmed" p="md">
        {HELP_TEXTS.couldNotLoad}
      </Text>
    );
  }
  if (!hasContent) {
    return (
      <Text c="dimmed" p="md">
        {HELP_TEXTS.noContent}
      </Text>
    );
  }

  const toc = isCompact ? (
    <Box px="md" pt="sm">
      <Select
        aria-label={HELP_TEXTS.contents}
        placeholder={HELP_TEXTS.contents}
        data={sections.map((section) => ({
          group: section.name,
          items: (section.subsections ?? []).map((sub) => ({
            value: sub.subsection_identifier,
            label: sub.name,
          })),
        }))}
        value={active}
        onChange={(value) => value && onJump(value)}
        comboboxProps={{ withinPortal: true, zIndex: 400 }}
        maxDropdownHeight={360}
      />
    </Box>
  ) : (
    <ScrollArea
      component="nav"
      aria-label={HELP_TEXTS.contents}
      w={210}
      style={{ flex: '0 0 auto', borderRight: '1px solid var(--mantine-color-gray-2)' }}
      px="xs"
      py="sm"
    >
      <Stack gap="sm">
        {sections.map((section) => (
          <Stack key={section.section_identifier} gap={2}>
            <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4} px="xs">
              {section.name}
            </Text>
            {(section.subsections ?? []).map((sub) => (
              <NavLink
                key={sub.subsection_identifier}
                component="button"
                type="button"
                label={sub.name}
                active={active === sub.subsection_identifier}
                aria-current={active === sub.subsection_identifier ? 'location' : undefined}
                onClick={() => onJump(sub.subsection_identifier)}
                variant="light"
                py={6}
                styles={{ label: { fontSize: 'var(--mantine-font-size-sm)' } }}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );

  return (
    <Box style={{ display: 'flex', flexDirection: isCompact ? 'column' : 'row', flex: 1, minHeight: 0 }}>
      {toc}
      <Box
        ref={scrollRef}
        onScroll={handleScroll}
        px={isCompact ? 'md' : 'lg'}
        py="md"
        style={{ flex: 1, minWidth: 0, minHeight: 0, overflowY: 'auto' }}
      >
        <Stack gap="xl">
          {sections.map((section) => (
            <Stack key={section.section_identifier} gap="lg" component="section">
              <Title order={2} fz="xl" c="navy.9">
                {section.name}
              </Title>
              {(section.subsections ?? []).map((sub) => (
                <Box
                  key={sub.subsection_identifier}
                  component="article"
                  {...{ [SUBSECTION_ATTRIBUTE]: sub.subsection_identifier }}
                  id={`help-${sub.subsection_identifier}`}
                  aria-labelledby={`help-${sub.subsection_identifier}-title`}
                >
                  <Title order={3} fz="lg" c="navy.9" mb="xs" id={`help-${sub.subsection_identifier}-title`}>
                    {sub.name}
                  </Title>
                  <HelpMarkdown content={sub.content} onJump={onJump} onImage={onImage} />
                </Box>
              ))}
            </Stack>
          ))}
          {/* Room to bring the last subsection to the top. */}
          <Box h="60vh" aria-hidden />
        </Stack>
      </Box>
    </Box>
  );
}
