import { CHAT_FOCUS_RETRY_MS, CHAT_SCROLL_DELAYS_MS } from '@probity/domain';
import { type RefObject, useEffect, useRef } from 'react';

const MAX_FOCUS_RETRIES = 10;

function messageElement(viewport: HTMLElement, messageID: string): HTMLElement | null {
  return viewport.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(messageID)}"]`);
}

/**
 * spec 03 §4 scrolling: on first load to the focus message (retried every 500 ms while it is
 * missing) or else the bottom; after every later load to the bottom at 100, 500, 1000 and 2000 ms.
 */
export function useChatScroll(
  viewportRef: RefObject<HTMLDivElement | null>,
  loadStamp: number,
  focusMessageID: string | null,
): void {
  const isFirstLoad = useRef(true);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || loadStamp === 0) return;
    const timers: number[] = [];
    const toBottom = () => viewport.scrollTo({ top: viewport.scrollHeight });
    if (isFirstLoad.current && focusMessageID) {
      isFirstLoad.current = false;
      let tries = 0;
      const tryFocus = () => {
        const element = messageElement(viewport, focusMessageID);
        if (element) element.scrollIntoView({ block: 'center' });
        else if (++tries < MAX_FOCUS_RETRIES) timers.push(window.setTimeout(tryFocus, CHAT_FOCUS_RETRY_MS));
      };
      tryFocus();
    } else {
      isFirstLoad.current = false;
      toBottom();
      for (const delay of CHAT_SCROLL_DELAYS_MS) timers.push(window.setTimeout(toBottom, delay));
    }
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [viewportRef, loadStamp, focusMessageID]);
}

/** Scrolls a message into view (the pinned banner's 'See in chat'). */
export function scrollToMessage(viewport: HTMLElement | null, messageID: string): void {
  if (!viewport) return;
  messageElement(viewport, messageID)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
