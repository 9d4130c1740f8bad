import { Button, Card, Group, Overlay, Portal, Stack, Text, Title } from '@mantine/core';
import { POPUP_POLL_MS } from '@probity/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { popupActionUrl, popupFeatures } from './popup-url';

export const POPUP_TEXTS = {
  title: 'Complete the action in the pop-up window',
  text: 'A new window has opened. Complete the action there, or close it to come back.',
  focus: 'Focus',
  close: 'Close',
  blocked: 'The pop-up window was blocked. Allow pop-up windows for this site and try again.',
  refused: 'This action cannot be opened.',
} as const;

export type PopupOpenResult = 'opened' | 'blocked' | 'refused';

interface UsePopupActionOptions {
  /** Called once the pop-up window has closed (spec 01 §4: then notifications are refetched). */
  onClosed: () => void;
  /** For tests: how a window is opened. */
  openWindow?: (url: string, features: string) => Window | null;
}

/**
 * spec 01 §2 "Pop-up actions", §4 "Pop-up flow": opens the server's action in a pop-up window with
 * the responseUrl of the window-closing page, and polls it every POPUP_POLL_MS until it closes.
 */
export function usePopupAction({ onClosed, openWindow }: UsePopupActionOptions) {
  const [popup, setPopup] = useState<Window | null>(null);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  useEffect(() => {
    if (!popup) return;
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        setPopup(null);
        onClosedRef.current();
      }
    }, POPUP_POLL_MS);
    return () => window.clearInterval(timer);
  }, [popup]);

  const open = useCallback(
    (actionTargetUrl: string): PopupOpenResult => {
      const url = popupActionUrl(actionTargetUrl, window.location.origin);
      if (!url) return 'refused';
      const features = popupFeatures(window.screen?.availWidth ?? 1024, window.screen?.availHeight ?? 768);
      const opened = (openWindow ?? ((u, f) => window.open(u, 'probity-action', f)))(url, features);
      if (!opened) return 'blocked';
      opened.focus();
      setPopup(opened);
      return 'opened';
    },
    [openWindow],
  );

  return {
    open,
    isOpen: popup !== null,
    focus: () => popup?.focus(),
    close: () => popup?.close(),
  };
}

/** The full-screen overlay shown while a pop-up action is open, with Focus and Close. */
export function PopupActionOverlay({
  isOpen,
  onFocus,
  onClose,
}: {
  isOpen: boolean;
  onFocus: () => void;
  onClose: () => void;
}) {
  if (!isOpen) return null;
  return (
    <Portal>
      <Overlay fixed zIndex={400} backgroundOpacity={0.72} color="#0b3a4a" blur={2} center>
        <Card
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="popup-action-title"
          aria-describedby="popup-action-text"
          maw={440}
          mx="md"
          p="xl"
          shadow="xl"
        >
          <Stack gap="md" align="center" ta="center">
            <IconExternalLink size={36} stroke={1.5} aria-hidden color="var(--mantine-color-probity-7)" />
            <Title order={2} fz="h3" id="popup-action-title">
              {POPUP_TEXTS.title}
            </Title>
            <Text c="dimmed" id="popup-action-text">
              {POPUP_TEXTS.text}
            </Text>
            <Group gap="sm">
              <Button onClick={onFocus} data-autofocus>
                {POPUP_TEXTS.focus}
              </Button>
              <Button variant="default" onClick={onClose}>
                {POPUP_TEXTS.close}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Overlay>
    </Portal>
  );
}
