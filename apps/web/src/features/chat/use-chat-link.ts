import { useSearchParams } from 'react-router';

/** The query parameters a mention link opens a chat with (03 §2.3 style: chatMessageFocus). */
export const CHAT_INDIVIDUAL_PARAM = 'chatIndividualID';
export const CHAT_FOCUS_PARAM = 'chatMessageFocus';

/** The link of a mention on a matter's individuals page: the individual's chat, focused on the message. */
export function individualChatLink(matterID: string, individualID: string, messageID: string): string {
  const params = new URLSearchParams({
    [CHAT_INDIVIDUAL_PARAM]: individualID,
    [CHAT_FOCUS_PARAM]: messageID,
  });
  return `/secure/matters/${encodeURIComponent(matterID)}/individuals?${params.toString()}`;
}

/** Reads the chat link's parameters; `clear` removes them from the URL once the chat is open. */
export function useChatLink(): { individualID: string | null; messageID: string | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  return {
    individualID: params.get(CHAT_INDIVIDUAL_PARAM),
    messageID: params.get(CHAT_FOCUS_PARAM),
    clear: () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(CHAT_INDIVIDUAL_PARAM);
          next.delete(CHAT_FOCUS_PARAM);
          return next;
        },
        { replace: true },
      ),
  };
}
