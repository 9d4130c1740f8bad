import { Affix, Button } from '@mantine/core';
import { CHAT_TEXTS } from '@probity/domain';
import { IconMessages } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { LegacyChatOverlay } from './LegacyChatOverlay';
import { CHAT_OPEN_PARAM, type LegacyChatUrlParam, useLegacyChatLink } from './use-legacy-chat-link';

/** The open state of a legacy's chat overlay, for a host that opens it itself (e.g. from a menu). */
export interface LegacyChatControl {
  opened: boolean;
  focusMessageID: string | null;
  open: (focusMessageID?: string | null) => void;
  close: () => void;
}

/** Holds the overlay's open state and the message to focus; pass it to LegacyChatButton as `control`. */
export function useLegacyChat(): LegacyChatControl {
  const [state, setState] = useState<{ opened: boolean; focusMessageID: string | null }>({
    opened: false,
    focusMessageID: null,
  });
  const open = useCallback(
    (focusMessageID: string | null = null) => setState({ opened: true, focusMessageID }),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  return { ...state, open, close };
}

export interface LegacyChatButtonProps {
  legacyId: string;
  /** Open state owned by the host (useLegacyChat()); without it the button keeps its own. */
  control?: LegacyChatControl;
  /**
   * The URL parameter that opens the overlay (with chatMessageFocus), then removed from the URL:
   * 'chatOpen' in the legacy area (spec 03 §2.3, the default), 'openCharityChat' in the firm's
   * charity details overlay (§2.16); null to ignore the URL.
   */
  urlParam?: LegacyChatUrlParam | null;
  /** 'floating' (bottom-right, spec 03 §2.3) or 'inline' (e.g. in an overlay's header). */
  variant?: 'floating' | 'inline';
  /** Shows no button, only the overlay (when the host opens it through `control`). */
  hideButton?: boolean;
}

/**
 * spec 03 §2.3, §2.16: the chat button of a legacy, opening the right-hand chat overlay with the
 * legacy's chats (the law-firm chat and the charities' chat, whichever exist).
 */
export function LegacyChatButton({
  legacyId,
  control,
  urlParam = CHAT_OPEN_PARAM,
  variant = 'floating',
  hideButton = false,
}: LegacyChatButtonProps) {
  const own = useLegacyChat();
  const chat = control ?? own;
  useLegacyChatLink(urlParam, chat.open);

  const button = (
    <Button
      leftSection={<IconMessages size={18} aria-hidden />}
      onClick={() => chat.open()}
      radius={variant === 'floating' ? 'xl' : undefined}
      size={variant === 'floating' ? 'md' : 'xs'}
      variant={variant === 'floating' ? 'filled' : 'light'}
      aria-label="Open chat"
      aria-haspopup="dialog"
      aria-expanded={chat.opened}
      style={variant === 'floating' ? { boxShadow: 'var(--mantine-shadow-md)' } : undefined}
    >
      {CHAT_TEXTS.chatTitle}
    </Button>
  );

  return (
    <>
      {!hideButton &&
        (variant === 'floating' ? (
          <Affix position={{ bottom: 24, right: 24 }} zIndex={190}>
            {chat.opened ? null : button}
          </Affix>
        ) : (
          button
        ))}
      <LegacyChatOverlay
        legacyID={legacyId}
        opened={chat.opened}
        onClose={chat.close}
        focusMessageID={chat.focusMessageID}
      />
    </>
  );
}
