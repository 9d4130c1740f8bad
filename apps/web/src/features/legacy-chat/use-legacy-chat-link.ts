import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CHAT_FOCUS_PARAM } from '../chat/use-chat-link';

/** spec 03 §2.3: the legacy area opens its chat panel with chatOpen (and chatMessageFocus). */
export const CHAT_OPEN_PARAM = 'chatOpen';
/** spec 03 §2.16: the firm's charity details overlay opens its chat with openCharityChat. */
export const OPEN_CHARITY_CHAT_PARAM = 'openCharityChat';
export type LegacyChatUrlParam = typeof CHAT_OPEN_PARAM | typeof OPEN_CHARITY_CHAT_PARAM;

/** The link that opens a legacy's chat panel at a message (the charity side, spec 01 §6). */
export function legacyChatLink(legacyID: string, messageID?: string | null): string {
  const params = new URLSearchParams({ [CHAT_OPEN_PARAM]: 'true' });
  if (messageID) params.set(CHAT_FOCUS_PARAM, messageID);
  return `/secure/charity-legacies/${encodeURIComponent(legacyID)}?${params.toString()}`;
}

const isOn = (value: string | null) => value !== null && value !== 'false' && value !== '0';

/**
 * Reads the open parameter and chatMessageFocus once: when the parameter is on (or a focus
 * message is given) it calls onOpen with the message, then removes both from the URL (spec 03
 * §2.3 "they are then removed from the URL"). Other parameters (e.g. openCharityID) stay.
 */
export function useLegacyChatLink(
  param: LegacyChatUrlParam | null,
  onOpen: (focusMessageID: string | null) => void,
): void {
  const [params, setParams] = useSearchParams();
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const open = param ? params.get(param) : null;
  const focus = param ? params.get(CHAT_FOCUS_PARAM) : null;

  useEffect(() => {
    if (!param || (open === null && focus === null)) return;
    if (isOn(open) || focus) onOpenRef.current(focus || null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        next.delete(CHAT_FOCUS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [param, open, focus, setParams]);
}
