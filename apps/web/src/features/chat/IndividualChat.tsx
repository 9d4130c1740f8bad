import { CHAT_TEXTS } from '@probity/domain';
import { ChatFrame } from './ChatFrame';
import { ChatLoading } from './ChatPane';
import { ChatNotice } from './ChatNotice';
import { isChatDisabledError, useIndividualConversation } from './chat.api';

/**
 * The chat of an individual on a matter (spec 02 §2.4, §2.11), for the firm and for the
 * registered individual. 'Chat disabled' while the matter's firm has individual chat off (the
 * matter's chatEnabled, or the server's 403 if it was turned off since); 'Chat unavailable' while
 * the individual is not registered (the server's 409).
 */
export function IndividualChat({
  matterID,
  individualID,
  title,
  emailAddress = null,
  isRegistered = true,
  isChatEnabled = true,
  focusMessageID = null,
  height,
}: {
  matterID: string;
  individualID: string;
  title: string;
  emailAddress?: string | null;
  isRegistered?: boolean;
  /** The matter's chatEnabled: false shows 'Chat disabled' without asking the server. */
  isChatEnabled?: boolean;
  focusMessageID?: string | null;
  height?: number | string;
}) {
  const query = useIndividualConversation(matterID, individualID, isRegistered && isChatEnabled);
  if (!isChatEnabled) return <ChatNotice kind="disabled" reason={CHAT_TEXTS.individualChatDisabled} />;
  if (!isRegistered) return <ChatNotice kind="unavailable" emailAddress={emailAddress} />;
  if (query.isPending) return <ChatLoading />;
  if (query.isError) {
    const error = query.error;
    return isChatDisabledError(error) ? (
      <ChatNotice kind="disabled" reason={error.message} />
    ) : (
      <ChatNotice kind="unavailable" emailAddress={emailAddress} />
    );
  }
  if (query.data.disabled) return <ChatNotice kind="disabled" reason={query.data.disabled} />;
  return (
    <ChatFrame
      conversationID={query.data.conversationID}
      title={title}
      focusMessageID={focusMessageID}
      height={height}
    />
  );
}
