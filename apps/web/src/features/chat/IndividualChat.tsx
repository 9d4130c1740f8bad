import { ApiError } from '../../api/client';
import { ChatFrame } from './ChatFrame';
import { ChatLoading } from './ChatPane';
import { ChatNotice } from './ChatNotice';
import { useIndividualConversation } from './chat.api';

/**
 * The chat of an individual on a matter (spec 02 §2.4, §2.11), for the firm and for the
 * registered individual. The server answers 409 'Chat unavailable' while the individual is not
 * registered, and a disabled chat with its reason.
 */
export function IndividualChat({
  matterID,
  individualID,
  title,
  emailAddress = null,
  isRegistered = true,
  focusMessageID = null,
  height,
}: {
  matterID: string;
  individualID: string;
  title: string;
  emailAddress?: string | null;
  isRegistered?: boolean;
  focusMessageID?: string | null;
  height?: number | string;
}) {
  const query = useIndividualConversation(matterID, individualID, isRegistered);
  if (!isRegistered) return <ChatNotice kind="unavailable" emailAddress={emailAddress} />;
  if (query.isPending) return <ChatLoading />;
  if (query.isError) {
    const error = query.error;
    const isDisabled = error instanceof ApiError && error.status === 403 && /disabled/i.test(error.message);
    return isDisabled ? (
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
