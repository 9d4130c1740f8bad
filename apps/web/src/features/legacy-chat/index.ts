/**
 * spec 03 §2.3, §2.16, §2.17: the legacy chats (the law firm ↔ the charity, and the charities'
 * group chat) — a chat button and its right-hand overlay, for the legacy area and the firm's
 * charity details overlay.
 */
export {
  type LegacyChatButtonProps,
  type LegacyChatControl,
  LegacyChatButton,
  useLegacyChat,
} from './LegacyChatButton';
export { LegacyChatOverlay, type LegacyChatOverlayProps } from './LegacyChatOverlay';
export {
  CHAT_OPEN_PARAM,
  legacyChatLink,
  OPEN_CHARITY_CHAT_PARAM,
  useLegacyChatLink,
} from './use-legacy-chat-link';
export type { LegacyConversation } from './legacy-chat.api';
